import { Paper, Typography } from '@mui/material';
import Insights from '@mui/icons-material/Insights';
import { useGetIdentity } from 'react-admin';
import { PageHeader } from '../common/PageHeader';

/** /reporter: the analysts' home (spec 1 §2.1). Reports arrive with the analyze area. */
export const ReporterPage = () => {
  const { identity } = useGetIdentity();
  return (
    <>
      <PageHeader title="Reporter" />
      <Paper variant="outlined" sx={{ p: 6, textAlign: 'center' }}>
        <Insights sx={{ fontSize: 56, color: 'primary.light' }} />
        <Typography variant="h6" sx={{ mt: 1 }}>
          Welcome{identity?.fullName ? `, ${identity.fullName}` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Performance reports will appear here once the reporting area is available.
        </Typography>
      </Paper>
    </>
  );
};

export default ReporterPage;
