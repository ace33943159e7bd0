// The way to a campaign's lift of personalisation (issue 21 §4) from the campaign's pages.
import { Button } from '@mui/material';
import Insights from '@mui/icons-material/Insights';
import { Link } from 'react-router-dom';
import { usePartnerLink } from '../layout/usePartners';

export const LiftButton = ({ campaignId }: { campaignId: string }) => {
  const link = usePartnerLink();
  return (
    <Button
      component={Link}
      to={link(`/reporter/lift/${encodeURIComponent(campaignId)}`)}
      startIcon={<Insights />}
      color="inherit"
    >
      Lift
    </Button>
  );
};
