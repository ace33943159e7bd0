// One publish of the campaign: its platforms, who asked and when, its progress while it runs, then 'Published
// successfully' or 'Publish failed' (spec 2 §8) with each failed creative and the platform's reason, and 'Try again'
// for those only.
import { Alert, Box, Button, LinearProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import Replay from '@mui/icons-material/Replay';
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { PLATFORM_LABELS } from '../../../domain/campaign/platforms';
import type { PublishAnswer } from '../../../domain/publishing/answers';
import { publishingSorry, UNABLE_TO_PUBLISH } from '../../../domain/publishing/messages';
import { useNotifyFailure } from '../common/notifications';
import { queryClient } from '../providers/queryClient';
import { PublishStatusChip } from './PublishStatusChip';
import { publishingKey, retryPublish } from './publishingAdapter';

const when = (at: string) => new Date(at).toLocaleString();

export const PublishItem = ({ campaignId, publish }: { campaignId: string; publish: PublishAnswer }) => {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const retry = useMutation({
    mutationFn: () => retryPublish(publish.id),
    onSuccess: (started) => notify(`Trying ${started.queued} failed creatives again`, { type: 'info' }),
    onError: (error) => notifyFailure(UNABLE_TO_PUBLISH, error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: publishingKey(campaignId) }),
  });
  const done = publish.published + publish.failed;
  const platforms = publish.platforms.map((p) => PLATFORM_LABELS[p]).join(', ');
  return (
    <Box component="li" aria-label={`Publish of ${when(publish.requestedAt)}`} sx={{ listStyle: 'none' }}>
      <Stack spacing={1}>
        <Typography variant="subtitle2">
          {platforms}
          {publish.retryOf && ' (try again)'} · {when(publish.requestedAt)}
        </Typography>
        <Typography variant="body2">
          {publish.published} published, {publish.failed} failed, {publish.queued - done} in queue of {publish.queued}
        </Typography>
        {publish.status === 'running' && (
          <LinearProgress
            variant="determinate"
            value={publish.queued ? (100 * done) / publish.queued : 0}
            aria-label="Publish progress"
          />
        )}
        {publish.message && (
          <Alert severity={publish.failed ? 'error' : 'success'}>
            {publish.message}
            {publish.failed > 0 && ` — ${publishingSorry(platforms)}`}
          </Alert>
        )}
        {publish.failures.length > 0 && (
          <List dense aria-label="Failed creatives">
            {publish.failures.map((f) => (
              <ListItem key={`${f.creativeId}-${f.nodeId}`} disableGutters>
                <PublishStatusChip publication={f} />
                <ListItemText sx={{ ml: 1 }} primary={f.name} secondary={f.error?.message} />
              </ListItem>
            ))}
          </List>
        )}
        {publish.status === 'finished' && publish.failures.length > 0 && (
          <Box>
            <Button startIcon={<Replay />} loading={retry.isPending} onClick={() => retry.mutate()}>
              Try again
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
};
