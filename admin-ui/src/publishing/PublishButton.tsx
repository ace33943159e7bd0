// 'Publish' after a confirmation naming what goes where: per chosen platform, its approved creatives and the
// connected markets they go to. A refusal shows the server's words (spec 2 §8) under 'Unable to publish the campaign'.
import { useState } from 'react';
import { Button, LinearProgress, List, ListItem, ListItemText } from '@mui/material';
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
import { publishCampaign, publishingKey } from './publishingAdapter';
import { useApprovedCounts } from './useApprovedCounts';

interface PublishButtonProps {
  campaignId: string;
  chosen: Platform[];
  markets: PublishingMarketData['markets'];
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export const PublishButton = ({ campaignId, chosen, markets }: PublishButtonProps) => {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [open, setOpen] = useState(false);
  const approved = useApprovedCounts(campaignId, open);
  const publish = useMutation({
    mutationFn: () => publishCampaign(campaignId, chosen),
    onSuccess: (started) => {
      setOpen(false);
      notify(`Publishing ${plural(started.queued, 'creative')}`, { type: 'info' });
    },
    onError: (error) => notifyFailure(UNABLE_TO_PUBLISH, error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: publishingKey(campaignId) }),
  });
  const marketsOf = (platform: Platform) => markets.filter((m) => m.connected.includes(platform));
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
      />
    </>
  );
};
