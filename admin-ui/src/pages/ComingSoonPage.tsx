// Areas built in later iterations: their routes exist behind their gates and show a titled page that says
// so, without invented data.
import { Box, Paper, Typography } from '@mui/material';
import Construction from '@mui/icons-material/Construction';
import { PageHeader } from '../common/PageHeader';
import { usePageTitle } from '../common/usePageTitle';
import { PublicFrame } from './PublicFrame';

export interface ComingSoonProps {
  title: string;
  /** The area the page belongs to, when it says more than the title ('Campaigns' for 'Campaign settings'). */
  area?: string;
}

const Notice = ({ title, area }: ComingSoonProps) => (
  <Box sx={{ textAlign: 'center' }} data-testid="coming-soon">
    <Construction sx={{ fontSize: 56, color: 'text.disabled' }} />
    <Typography variant="h6" sx={{ mt: 1 }}>
      {area ?? title} is coming soon
    </Typography>
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      This area is not available yet in this version of Varia.
    </Typography>
  </Box>
);

/** A page of the signed-in shell. */
export const ComingSoonPage = (props: ComingSoonProps) => (
  <>
    <PageHeader title={props.title} />
    <Paper variant="outlined" sx={{ p: 6 }}>
      <Notice {...props} />
    </Paper>
  </>
);

export default ComingSoonPage;
