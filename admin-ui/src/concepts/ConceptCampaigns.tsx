// The campaigns of a ready concept (spec 3 §4: they load only when the concept is ready and the role may
// create campaigns; the overview holds that gate): GET /assets/concepts/{id}/campaigns, each opening its campaign,
// 'Create campaign' from this concept, and 'Results', a new report of all of them (issue 21 §4: from a concept, its
// campaigns' results).
import { Alert, Button, Link, List, ListItem, ListItemText, Paper, Skeleton, Stack, Typography } from '@mui/material';
import InsightsIcon from '@mui/icons-material/Insights';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { campaignPath } from '../campaigns/campaignPaths';
import { CreateCampaignButton } from '../campaigns/CreateCampaignButton';
import { EmptyState } from '../common/ListStates';
import { campaignsReportPath } from '../analyze/reportPaths';
import { usePartnerLink } from '../layout/usePartners';
import type { VariaDataProvider } from '../providers/dataProvider';

export const ConceptCampaigns = ({ conceptId }: { conceptId: string }) => {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const link = usePartnerLink();
  const campaigns = useQuery({
    queryKey: ['concepts', conceptId, 'campaigns'],
    queryFn: () => dataProvider.conceptCampaigns(conceptId),
  });
  const create = <CreateCampaignButton to={`/concepts/${encodeURIComponent(conceptId)}/campaign`} />;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="concept-campaigns">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          Campaigns
        </Typography>
        {!!campaigns.data?.length && (
          <Stack direction="row" spacing={1}>
            <Button
              component={RouterLink}
              to={link(campaignsReportPath(campaigns.data.map((c) => c.id)))}
              startIcon={<InsightsIcon />}
              size="small"
            >
              Results
            </Button>
            {create}
          </Stack>
        )}
      </Stack>
      {campaigns.isPending ? (
        <Skeleton variant="rounded" height={64} aria-label="Loading" />
      ) : campaigns.error ? (
        <Alert severity="error">{campaigns.error.message}</Alert>
      ) : campaigns.data.length === 0 ? (
        <EmptyState
          title="No campaigns yet"
          text="Campaigns built from this concept's templates will be listed here."
          action={create}
        />
      ) : (
        <List dense>
          {campaigns.data.map((c) => (
            <ListItem key={c.id}>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={link(campaignPath(c.id))} underline="hover">
                    {c.name}
                  </Link>
                }
                secondary={c.qa ? 'QA' : undefined}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
};
