// Where a campaign's renders stand (spec 2 §3 'render queue'): how many variations wait, render, are done, failed or
// were cancelled, a progress bar while a request runs, the latest requests with their outcome, and cancelling all of
// the campaign's renders (confirmed).
import { Chip, LinearProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { FORMAT_STATUS_LABELS } from '../../../../domain/personalise/approvals';
import type { QueueStatus } from '../../../../domain/screenshot/state';
import type { RenderQueueState, RenderRequestView } from '../../../../domain/screenshot/answers';
import { ConfirmCommandButton } from '../../common/ConfirmCommandButton';
import { QUEUE_STATUS_LABELS } from '../texts';
import { CANCEL_RENDERING } from './verbs';

const STATUS_COLORS: Record<QueueStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  waiting: 'default',
  rendering: 'info',
  done: 'success',
  failed: 'error',
  cancelled: 'warning',
};
export const queueStatusChip = (status: QueueStatus, count?: number) => (
  <Chip
    size="small"
    color={STATUS_COLORS[status]}
    variant={count === 0 ? 'outlined' : 'filled'}
    label={count === undefined ? QUEUE_STATUS_LABELS[status] : `${QUEUE_STATUS_LABELS[status]} ${count}`}
  />
);

function scopeText({ scope }: RenderRequestView): string {
  switch (scope.kind) {
    case 'campaign':
      return scope.approvalStatus
        ? `The campaign's ${FORMAT_STATUS_LABELS[scope.approvalStatus]} creatives`
        : 'The whole campaign';
    case 'formats':
      return 'Chosen formats';
    case 'restart':
      return 'One variation again';
  }
}

function outcomeText(request: RenderRequestView): string {
  if (!request.outcome) return `Running: ${request.queued} queued, ${request.alreadyRendered} already rendered`;
  const { rendered, reused, failed, cancelled } = request.outcome;
  return `${rendered} rendered, ${reused} reused, ${failed} failed, ${cancelled} cancelled`;
}

export const RenderQueueSummary = ({ queue, campaignName }: { queue: RenderQueueState; campaignName: string }) => {
  const { counts } = queue;
  const settled = counts.done + counts.failed + counts.cancelled;
  return (
    <Stack spacing={1.5} data-testid="render-queue">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {(Object.keys(QUEUE_STATUS_LABELS) as QueueStatus[]).map((s) => (
          <span key={s} data-testid={`queue-count-${s}`}>
            {queueStatusChip(s, counts[s])}
          </span>
        ))}
        <Typography variant="body2" color="text.secondary">
          {counts.total} in all
        </Typography>
        <Stack sx={{ flex: 1 }} />
        <ConfirmCommandButton
          command="cancelRenders"
          params={{ campaignId: queue.campaignId }}
          verb={CANCEL_RENDERING}
          subject={campaignName}
          content="The formats still waiting or rendering are not pictured; those rendered already stay."
          variant="button"
          disabledReason={queue.running ? null : 'Nothing is being rendered'}
        />
      </Stack>
      {queue.running && (
        <Stack spacing={0.5}>
          <LinearProgress
            variant="determinate"
            value={counts.total ? (settled / counts.total) * 100 : 0}
            aria-label="Rendering progress"
          />
          <Typography variant="caption" color="text.secondary">
            {settled} of {counts.total} settled
          </Typography>
        </Stack>
      )}
      {queue.requests.length > 0 && (
        <List dense disablePadding aria-label="Render requests">
          {queue.requests.map((r) => (
            <ListItem key={r.id} disableGutters>
              <ListItemText
                primary={`${scopeText(r)} · ${new Date(r.requestedAt).toLocaleString()}`}
                secondary={outcomeText(r)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
};
