// 'Publish' after a confirmation naming what goes where: per chosen platform, its approved creatives and the
// connected markets they go to, and for Google Ads and Meta the ad group or ad set of each market
// (PlacementPicker.tsx). A refusal shows the server's words (spec 2 §8) under 'Unable to publish the campaign'.
import { useState } from 'react';
import { Button, LinearProgress, List, ListItem, ListItemText, Stack } from '@mui/material';
import Publish from '@mui/icons-material/PublishOutlined';
import { PLATFORM_LABELS, type Platform } from '../../../domain/campaign/platforms';
import type { PublishingMarketData } from '../../../domain/publishing/answers';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { WhyDisabled } from '../common/WhyDisabled';
import { PlacementHint, PlacementPicker, type PlacedPlatform } from './PlacementPicker';
import { publishCampaign, type Placement } from './publishingAdapter';
import { plural, usePublish } from './usePublish';
import { useApprovedCounts } from './useApprovedCounts';

interface PublishButtonProps {
  campaignId: string;
  chosen: Platform[];
  markets: PublishingMarketData['markets'];
}

const PLACED: readonly PlacedPlatform[] = ['gads', 'facebook'];
const isPlaced = (platform: Platform): platform is PlacedPlatform => (PLACED as readonly string[]).includes(platform);
const placementKey = (platform: Platform, nodeId: string) => `${platform}/${nodeId}`;

export const PublishButton = ({ campaignId, chosen, markets }: PublishButtonProps) => {
  const [open, setOpen] = useState(false);
  const approved = useApprovedCounts(campaignId, open);
  const [placements, setPlacements] = useState<Record<string, string>>({});
  const marketsOf = (platform: Platform) => markets.filter((m) => m.connected.includes(platform));
  const placed = chosen.filter(isPlaced);
  const chosenPlacements: Placement[] = placed.flatMap((platform) =>
    marketsOf(platform).flatMap((m) => {
      const placementId = placements[placementKey(platform, m.nodeId)];
      return placementId ? [{ nodeId: m.nodeId, platform, placementId }] : [];
    }),
  );
  const missingAdGroup =
    placed.includes('gads') && marketsOf('gads').some((m) => !placements[placementKey('gads', m.nodeId)]);
  const publish = usePublish(
    campaignId,
    () => publishCampaign(campaignId, chosen, chosenPlacements),
    () => setOpen(false),
  );
  return (
    <>
      <WhyDisabled reason={chosen.length === 0 && 'Choose a connected channel to publish to'}>
        <Button
          variant="contained"
          startIcon={<Publish />}
          disabled={chosen.length === 0}
          onClick={() => setOpen(true)}
        >
          Publish
        </Button>
      </WhyDisabled>
      <ConfirmDialog
        open={open}
        title="Publish the campaign?"
        confirm="Publish"
        pending={publish.isPending}
        blocked={missingAdGroup && 'Choose the Google Ads ad group of each market'}
        onConfirm={() => publish.mutate()}
        onClose={() => setOpen(false)}
        content={
          approved.isPending ? (
            <LinearProgress aria-label="Counting the approved creatives" />
          ) : (
            <List dense disablePadding component="span">
              {chosen.map((platform) => (
                <ListItem key={platform} disableGutters component="span">
                  <ListItemText
                    primary={`${PLATFORM_LABELS[platform]}: ${plural(approved.data?.[platform] ?? 0, 'approved creative')}`}
                    secondary={`to ${marketsOf(platform)
                      .map((m) => m.name)
                      .join(', ')}`}
                  />
                </ListItem>
              ))}
            </List>
          )
        }
      >
        {placed.map((platform) => (
          <Stack
            key={platform}
            spacing={1}
            sx={{ mt: 2 }}
            role="group"
            aria-label={`${PLATFORM_LABELS[platform]} placements`}
          >
            <PlacementHint platform={platform} />
            {marketsOf(platform).map((m) => (
              <PlacementPicker
                key={m.nodeId}
                platform={platform}
                campaignId={campaignId}
                market={m}
                value={placements[placementKey(platform, m.nodeId)]}
                onChange={(placementId) =>
                  setPlacements((current) => {
                    const next = { ...current };
                    if (placementId) next[placementKey(platform, m.nodeId)] = placementId;
                    else delete next[placementKey(platform, m.nodeId)];
                    return next;
                  })
                }
              />
            ))}
          </Stack>
        ))}
      </ConfirmDialog>
    </>
  );
};
