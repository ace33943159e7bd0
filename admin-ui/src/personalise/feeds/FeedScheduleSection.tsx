// The tree's scheduled feed in the 'Import feed' dialog (issue 23 §3): what is scheduled (the link, how often, the next
// run) and how the last run went (its counts by feed status, or why it imported nothing), removable after a
// confirmation; once a file's columns are mapped, the same mapping can be scheduled from a link every N hours.
import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { HttpError } from 'react-admin';
import type { FeedScheduleAnswer } from '../../../../domain/feed-schedule/answers';
import type { FeedMapping } from '../../../../domain/personalise/feed-rows';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { WhyDisabled } from '../../common/WhyDisabled';
import type { TreeRef } from '../../providers/adapters/personalise';
import { clearFeedSchedule, feedSchedule, scheduleFeed } from '../../providers/feeds';

const EVERY = [
  [1, 'Every hour'],
  [6, 'Every 6 hours'],
  [12, 'Every 12 hours'],
  [24, 'Every day'],
  [168, 'Every week'],
] as const;

const when = (iso: string) => new Date(iso).toLocaleString();
const everyText = (hours: number) => EVERY.find(([h]) => h === hours)?.[1] ?? `Every ${hours} hours`;

function lastRunText(run: NonNullable<FeedScheduleAnswer['lastRun']>): string {
  if (!run.result) return `Last run ${when(run.at)} imported nothing: ${run.error}`;
  const { new: created, updated, archived, unchanged } = run.result;
  return `Last run ${when(run.at)}: ${created} new, ${updated} updated, ${archived} archived, ${unchanged} unchanged`;
}

export const FeedScheduleSection = ({ treeRef, mapping }: { treeRef: TreeRef; mapping: FeedMapping | null }) => {
  const queryClient = useQueryClient();
  const key = ['personalise', treeRef.campaignId, treeRef.treeId, 'feed-schedule'];
  const current = useQuery({ queryKey: key, queryFn: () => feedSchedule(treeRef) });
  const [url, setUrl] = useState('');
  const [everyHours, setEveryHours] = useState(24);
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const act = async (work: () => Promise<FeedScheduleAnswer>) => {
    setPending(true);
    setError(null);
    try {
      queryClient.setQueryData(key, await work());
    } catch (e) {
      setError((e as HttpError).message);
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };

  const schedule = current.data?.schedule;
  const lastRun = current.data?.lastRun;
  const why = !url.trim()
    ? 'Enter the link the feed is fetched from'
    : !mapping?.idColumn && 'Choose the column that keys each row';
  return (
    <Box data-testid="feed-schedule" sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Typography variant="subtitle2" gutterBottom>
        Scheduled feed
      </Typography>
      {current.isPending && <LinearProgress aria-label="Loading the feed schedule" />}
      {error && <Alert severity="error">{error}</Alert>}
      {current.data && (
        <Stack spacing={1}>
          {schedule ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" data-testid="feed-schedule-summary" sx={{ flex: 1, wordBreak: 'break-all' }}>
                {everyText(schedule.everyHours)} from {schedule.url}
                {schedule.nextRunAt ? `; next run ${when(schedule.nextRunAt)}` : ''}
              </Typography>
              <Button color="error" disabled={pending} onClick={() => setConfirming(true)}>
                Remove schedule
              </Button>
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              No schedule: map a file's columns, then give the link the same feed is fetched from to keep the variants
              in step with it.
            </Typography>
          )}
          {lastRun && (
            <Typography
              variant="body2"
              data-testid="feed-schedule-last-run"
              color={lastRun.error ? 'error' : undefined}
            >
              {lastRunText(lastRun)}
            </Typography>
          )}
        </Stack>
      )}
      {mapping && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mt: 2 }}>
          <TextField
            label="Feed link"
            placeholder="https://…/products.csv"
            size="small"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            sx={{ flex: 1 }}
          />
          <TextField
            select
            label="How often"
            size="small"
            value={everyHours}
            onChange={(e) => setEveryHours(Number(e.target.value))}
            sx={{ minWidth: 160 }}
          >
            {EVERY.map(([hours, label]) => (
              <MenuItem key={hours} value={hours}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <WhyDisabled reason={pending ? 'Please wait' : why}>
            <Button
              variant="outlined"
              disabled={pending || !!why}
              onClick={() => void act(() => scheduleFeed(treeRef, mapping, url.trim(), everyHours))}
            >
              {schedule ? 'Change schedule' : 'Schedule'}
            </Button>
          </WhyDisabled>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title="Remove the feed's schedule?"
        content="The variants stay as the last run left them; the feed is no longer fetched from its link."
        confirm="Remove schedule"
        destructive
        pending={pending}
        onConfirm={() => void act(() => clearFeedSchedule(treeRef))}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};
