// The campaigns of a ready concept (spec 3 §4: they load only when the concept is ready and the role may
// create campaigns): GET /assets/concepts/{id}/campaigns.
import { Alert, List, ListItem, ListItemText, Paper, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { EmptyState } from '../common/ListStates';
import type { VariaDataProvider } from '../providers/dataProvider';

export const ConceptCampaigns = ({ conceptId }: { conceptId: string }) => {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const campaigns = useQuery({ queryKey: ['concepts', conceptId, 'campaigns'], queryFn: () => dataProvider.conceptCampaigns(conceptId) });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="concept-campaigns">
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        Campaigns
      </Typography>
      {campaigns.isPending ? (
        <Skeleton variant="rounded" height={64} aria-label="Loading" />
      ) : campaigns.error ? (
        <Alert severity="error">{campaigns.error.message}</Alert>
      ) : campaigns.data.length === 0 ? (
        <EmptyState title="No campaigns yet" text="Campaigns built from this concept's templates will be listed here." />
      ) : (
        <List dense>
          {campaigns.data.map((c) => (
            <ListItem key={c.id}>
              <ListItemText primary={c.name} secondary={c.qa ? 'QA' : undefined} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
};
