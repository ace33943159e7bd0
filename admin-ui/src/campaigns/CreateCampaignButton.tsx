// 'Create campaign' for the roles that may create campaigns: from the list (a ready concept is picked first) or
// from a concept's page (that concept).
import { Button } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { inGroup } from '../../../domain/roles';
import { useSession } from '../auth/session';
import { usePartnerLink } from '../layout/usePartners';
import { CAMPAIGN_CREATORS } from './campaignAccess';
import { CAMPAIGNS_PATH } from './campaignPaths';

export const CreateCampaignButton = ({ to = `${CAMPAIGNS_PATH}/new` }: { to?: string }) => {
  const session = useSession();
  const link = usePartnerLink();
  if (!session || !inGroup(session.role, CAMPAIGN_CREATORS)) return null;
  return (
    <Button variant="contained" startIcon={<Add />} component={Link} to={link(to)}>
      Create campaign
    </Button>
  );
};
