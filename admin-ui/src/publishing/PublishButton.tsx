// 'Publish' after a confirmation naming what goes where: per chosen platform, its approved creatives and the
// connected markets they go to, and for Google Ads and Meta the ad group or ad set of each market
// (PlacementPicker.tsx). A refusal shows the server's words (spec 2 §8) under 'Unable to publish the campaign'.
import { useState } from 'react';
import { Button, LinearProgress, List, ListItem, ListItemText, Stack } from '@mui/material';
import Publish from '@mui/icons-material/PublishOutlined';
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { PLATFORM_LABELS, type Platform } from '../../../domain/campaign/platforms';
import type { PublishingMarketData } from '../../../domain/publishing/answers';
import { UNABLE_TO_PUBLISH } from '../../../domain/publishing/messages';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useNotifyFailure } from '../common/notifications';
import { WhyDisabled } from '../common/WhyDisabled';
import { queryClient } from '../providers/queryClient';
import { PlacementHint, PlacementPicker, type PlacedPlatform } from './PlacementPicker';
import { publishCampaign, publishingKey, type Placement } from './publishingAdapter';
import { useApprovedCounts } from './useApprovedCounts';

interface PublishButtonProps {
  campaignId: string;
  chosen: Platform[];
  markets: PublishingMarketData['markets'];
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const PLACED: readonly PlacedPlatform[] = ['gads', 'facebook'];
const isPlaced = (platform: Platform): platform is PlacedPlatform => (PLACED as readonly string[]).includes(platform);
const placementKey = (platform: Platform, nodeId: string) => `${platform}/${nodeId}`;

export const PublishButton = ({ campaignId, chosen, markets }: PublishButtonProps) => {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
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
  const publish = useMutation({
    mutationFn: () => publishCampaign(campaignId, chosen, chosenPlacements),
    onSuccess: (started) => {
      setOpen(false);
      notify(`Publishing ${plural(started.queued, 'creative')}`, { type: 'info' });
    },
    onError: (error) => notifyFailure(UNABLE_TO_PUBLISH, error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: publishingKey(campaignId) }),
  });
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
