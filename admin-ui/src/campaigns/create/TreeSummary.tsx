// What the campaign will get from its platforms and templates, before it is made: its personalise trees (one per
// platform and channel with templates, domain/campaign/platforms.ts treesOf), the personalisation type and delivery.
import { NO_TREE_FOR_PLATFORMS } from '../../../../domain/campaign/messages';
import { Alert, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import {
  deliveryTypesOf,
  personalizationTypeOf,
  PLATFORM_LABELS,
  treesOf,
  type CampaignTemplate,
  type Platform,
} from '../../../../domain/campaign/platforms';

export const TreeSummary = ({ platforms, templates }: { platforms: Platform[]; templates: CampaignTemplate[] }) => {
  // The ids here only tell the rows apart: the server names the trees.
  let n = 0;
  const trees = treesOf(platforms, templates, () => String((n += 1)));
  const names = new Map(templates.map((t) => [t.templateId, t.name]));
  const delivery = deliveryTypesOf(platforms, templates);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="campaign-summary" aria-label="Summary">
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        Summary
      </Typography>
      {!platforms.length || !templates.length ? (
        <Typography variant="body2" color="text.secondary">
          Choose platforms and templates to see the trees the campaign will get.
        </Typography>
      ) : !trees.length ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {NO_TREE_FOR_PLATFORMS}
        </Alert>
      ) : (
        <List dense aria-label="Trees">
          {trees.map((tree) => (
            <ListItem key={tree.treeId} disableGutters>
              <ListItemText
                primary={`${PLATFORM_LABELS[tree.platform]} · ${tree.format}`}
                secondary={`${tree.templateIds.length} template(s): ${tree.templateIds.map((id) => names.get(id)).join(', ')}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {platforms.length > 0 && templates.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="personalization-type">
          Personalisation type: {personalizationTypeOf(platforms, templates)} · Delivery:{' '}
          {platforms.map((p) => `${PLATFORM_LABELS[p]} ${delivery[p]}`).join(', ')}
        </Typography>
      )}
    </Paper>
  );
};
