// The thread on from a creative in a report (issue 21 §4 "One thread"): its picture when rendered, its campaign's
// lift, and for those who may open them (not analysts) its variant's approval trail and its concept's brief.
import { Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { inGroup } from '../../../domain/roles';
import { useSession } from '../auth/session';

interface CreativeThreadProps {
  campaignId: string;
  variantId: string;
  conceptId?: string | null;
  /** A link to the picture, where the row does not show it already. */
  screenshot?: string | null;
}

export const CreativeThread = ({ campaignId, variantId, conceptId, screenshot }: CreativeThreadProps) => {
  const session = useSession();
  const mayOpenCampaigns = !!session && inGroup(session.role, 'NOT_ANALYSTS');
  return (
    <Stack direction="row" spacing={1.5} component="span">
      {screenshot && (
        <Link href={screenshot} target="_blank" rel="noopener" variant="caption">
          Screenshot
        </Link>
      )}
      <Link component={RouterLink} to={`/reporter/lift/${campaignId}`} variant="caption">
        Lift
      </Link>
      {mayOpenCampaigns && (
        <Link
          component={RouterLink}
          to={`/campaigns/${campaignId}/approvals?variantId=${encodeURIComponent(variantId)}`}
          variant="caption"
        >
          Approval trail
        </Link>
      )}
      {mayOpenCampaigns && conceptId && (
        <Link component={RouterLink} to={`/concepts/${conceptId}`} variant="caption">
          Brief
        </Link>
      )}
    </Stack>
  );
};
