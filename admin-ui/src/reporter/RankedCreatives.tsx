// The top and worst creatives (spec 3 §9, 5 each): the picture of what the ad carried, its variant and campaign, its
// rate, and the thread on from it: the campaign's lift, and for those who may open them the creative's approval trail
// and its concept's brief.
import { Avatar, List, ListItem, ListItemAvatar, ListItemText, Paper, Stack, Typography } from '@mui/material';
import type { RankedCreative } from '../../../domain/report/reporter-answers';
import { CreativeThread } from './CreativeThread';

export const RankedCreatives = ({ title, creatives }: { title: string; creatives: RankedCreative[] }) => (
  <Paper variant="outlined" sx={{ p: 2, flex: 1 }} aria-label={title}>
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
      {title}
    </Typography>
    {creatives.length === 0 ? (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        No creative has passed 'Gathering data' in this range yet.
      </Typography>
    ) : (
      <List dense>
        {creatives.map((creative) => (
          <ListItem key={`${creative.platform}-${creative.adId}`} disableGutters>
            <ListItemAvatar>
              <Avatar
                variant="rounded"
                src={creative.screenshot ?? undefined}
                alt={creative.variantName ?? creative.adId}
                sx={{ width: 56, height: 56, mr: 1.5 }}
              />
            </ListItemAvatar>
            <ListItemText
              primary={`${creative.variantName ?? creative.adId} · ${creative.performance.text}`}
              secondary={
                <Stack component="span" spacing={0.25}>
                  <span>{creative.campaignName}</span>
                  <CreativeThread
                    campaignId={creative.campaignId}
                    variantId={creative.variantId}
                    conceptId={creative.conceptId}
                  />
                </Stack>
              }
              slotProps={{ secondary: { component: 'span' } }}
            />
          </ListItem>
        ))}
      </List>
    )}
  </Paper>
);
