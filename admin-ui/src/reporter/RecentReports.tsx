// The partner's saved analyze reports changed last (GET /report/analyze-view, newest first), each opening its report.
import { useQuery } from '@tanstack/react-query';
import { Link, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { AnalyzeView } from '../../../domain/analyze-view/answers';
import { get, queryString } from '../providers/requests';

const RECENT = 5;

export const RecentReports = ({ partnerId }: { partnerId: string | null }) => {
  const { data } = useQuery({
    queryKey: ['reporter-recent-reports', partnerId],
    queryFn: ({ signal }) =>
      get<AnalyzeView[]>(
        `/report/analyze-view${queryString({
          partnerId,
          sort: JSON.stringify(['updatedAt', 'DESC']),
          range: JSON.stringify([0, RECENT - 1]),
        })}`,
        { signal },
      ),
  });
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} aria-label="Recent saved reports">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Recent saved reports
      </Typography>
      {data && data.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          No saved report yet: build one in{' '}
          <Link component={RouterLink} to="/analyze/new">
            Analyze
          </Link>
          .
        </Typography>
      )}
      <List dense>
        {data?.map((view) => (
          <ListItem key={view.id} disableGutters>
            <ListItemText
              primary={
                <Link component={RouterLink} to={`/analyze/${view.id}/overview`}>
                  {view.name}
                </Link>
              }
              secondary={`Last ${view.dateRange} days · changed ${new Date(view.updatedAt).toLocaleDateString()}`}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
};
