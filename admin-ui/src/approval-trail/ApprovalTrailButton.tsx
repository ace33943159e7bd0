// The way to a campaign's approval trail (or one variant's) from the campaign's pages.
import { Button } from '@mui/material';
import History from '@mui/icons-material/History';
import { Link } from 'react-router-dom';
import { CAMPAIGNS_PATH } from '../campaigns/campaignPaths';
import { usePartnerLink } from '../layout/usePartners';

/** /campaigns/{id}/approvals, with ?variantId for one variant's trail. */
const approvalTrailPath = (campaignId: string, variantId?: string) =>
  `${CAMPAIGNS_PATH}/${encodeURIComponent(campaignId)}/approvals${variantId ? `?variantId=${encodeURIComponent(variantId)}` : ''}`;

export const ApprovalTrailButton = ({ campaignId }: { campaignId: string }) => {
  const link = usePartnerLink();
  const path = link(approvalTrailPath(campaignId));
  return (
    <Button component={Link} to={path} startIcon={<History />} color="inherit">
      Approval trail
    </Button>
  );
};
