import { Paper, Typography } from '@mui/material';
import Construction from '@mui/icons-material/Construction';
import { PageHeader } from '../common/PageHeader';

/** Areas built in later iterations: a titled page that says so, without invented data. */
export const ComingSoonPage = ({ title, area }: { title: string; area?: string }) => (
  <>
    <PageHeader title={title} />
    <Paper variant="outlined" sx={{ p: 6, textAlign: 'center' }} data-testid="coming-soon">
      <Construction sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h6" sx={{ mt: 1 }}>
        {area ?? title} is coming soon
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        This area is not available yet in this version of Varia.
      </Typography>
    </Paper>
  </>
);

export const ConceptsPage = () => <ComingSoonPage title="Concepts" />;
export const CampaignsPage = () => <ComingSoonPage title="Campaigns" />;
export const SsoConfigsPage = () => <ComingSoonPage title="SSO configuration" area="Single sign-on configuration" />;
export const CloudStoragePage = () => <ComingSoonPage title="Cloud connector" />;
