// The audiences tab of a campaign (spec 2 §6 managed-service tabs; issue 23 §1): the list, or an audience's form when
// the path names one (`new` for a new audience).
import { useParams } from 'react-router-dom';
import type { Campaign } from '../providers/adapters/campaigns';
import { AudienceForm } from './AudienceForm';
import { AudienceList } from './AudienceList';
import { NEW_AUDIENCE } from './audiencePaths';

export const AudiencesTab = ({ campaign }: { campaign: Campaign }) => {
  const { audienceId } = useParams();
  if (!audienceId) return <AudienceList campaign={campaign} />;
  return <AudienceForm campaign={campaign} audienceId={audienceId === NEW_AUDIENCE ? null : audienceId} />;
};
