// Campaign creation (spec 1 §2.1, gated to the campaign creators): /concepts/{conceptId}/campaign builds from that
// concept; /campaigns/new lets the user pick a ready concept first (?concept= keeps the pick across reloads).
import { Alert } from '@mui/material';
import { useGetOne } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { CONCEPT_STATUS_LABELS } from '../../../../domain/concept/status-labels';
import { useLoadFailed } from '../../common/notifications';
import { PageHeader } from '../../common/PageHeader';
import { PageLoader } from '../../common/PageLoader';
import { BackButton } from '../../common/UserBits';
import { conceptPath } from '../../concepts/conceptPaths';
import { useCurrentPartner, usePartnerLink } from '../../layout/usePartners';
import type { ConceptDetail } from '../../../../domain/concept/answers';
import { isId } from '../../routing/ids';
import { CAMPAIGNS_PATH } from '../campaignPaths';
import { CampaignForm } from './CampaignForm';
import { ConceptChoice } from './ConceptChoice';

const OfConcept = ({ conceptId }: { conceptId: string }) => {
  const { data: concept, isPending, error } = useGetOne<ConceptDetail>('concepts', { id: conceptId }, useLoadFailed());
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (isPending || !concept) return <PageLoader />;
  if (concept.status !== 'ready')
    return (
      <Alert severity="warning" data-testid="concept-not-ready">
        Campaigns are built from ready concepts: {concept.name} is {CONCEPT_STATUS_LABELS[concept.status]}.
      </Alert>
    );
  return (
    <>
      <Alert severity="info" icon={false} sx={{ mb: 2 }}>
        From the concept {concept.name}
      </Alert>
      <CampaignForm concept={concept} />
    </>
  );
};

export const CampaignCreate = () => {
  const { conceptId: inPath } = useParams();
  const [search, setSearch] = useSearchParams();
  const { partnerId, isPending } = useCurrentPartner();
  const link = usePartnerLink();
  const picked = search.get('concept');
  const conceptId = inPath ?? (picked && isId(picked) ? picked : null);
  const pick = (id: string) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      next.set('concept', id);
      return next;
    });
  const back = inPath ? (
    <BackButton to={link(conceptPath('/concepts', inPath))} label="Concept" />
  ) : (
    <BackButton to={link(CAMPAIGNS_PATH)} label="Campaigns" />
  );
  return (
    <>
      <PageHeader title="New campaign" actions={back} />
      {conceptId ? (
        <OfConcept conceptId={conceptId} />
      ) : partnerId ? (
        <ConceptChoice partnerId={partnerId} onPick={pick} />
      ) : isPending ? (
        <PageLoader />
      ) : (
        <Alert severity="info" data-testid="select-client">
          Choose a client in the client switcher (Client Name) at the top to build one of its campaigns.
        </Alert>
      )}
    </>
  );
};

export default CampaignCreate;
