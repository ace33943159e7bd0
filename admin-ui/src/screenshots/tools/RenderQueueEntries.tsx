// Every variation of a campaign's render queue, a page at a time (GET /campaigns/{id}/render-queue/entries), filtered
// by state (in the URL, `queueStatus`, with the page): where each stands and why it failed; one waiting or rendering
// is cancelled (confirmed), one failed or cancelled is rendered again.
import {
  IconButton,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import Replay from '@mui/icons-material/Replay';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { REQUEST_NOT_SENT } from '../../../../domain/screenshot/messages';
import type { QueueEntry } from '../../../../domain/screenshot/answers';
import type { QueueStatus } from '../../../../domain/screenshot/state';
import { ConfirmCommandButton } from '../../common/ConfirmCommandButton';
import { EmptyState, ErrorState } from '../../common/ListStates';
import { useNotifyFailure } from '../../common/notifications';
import { PageControls } from '../../common/Pager';
import { useUrlPageParams, type UrlPageSpec } from '../../common/useUrlPageParams';
import type { VariaDataProvider } from '../../providers/dataProvider';
import { pageRange } from '../../providers/paging';
import { useCommand } from '../../providers/useCommand';
import { renderQueueKey } from '../screenshotsAdapter';
import { QUEUE_STATUS_LABELS } from '../texts';
import { queueStatusChip } from './RenderQueueSummary';
import { CANCEL_RENDERING } from './verbs';

const STATUSES = Object.keys(QUEUE_STATUS_LABELS) as QueueStatus[];
const ANY = '';
const SPEC: UrlPageSpec<{ status: QueueStatus | null }, { status: QueueStatus | null }> = {
  read: (search) => {
    const status = search.get('queueStatus') as QueueStatus;
    return { status: STATUSES.includes(status) ? status : null };
  },
  write: ({ status }) => ({ queueStatus: status }),
};

const RestartButton = ({ entry, name }: { entry: QueueEntry; name: string }) => {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [restart, { isPending }] = useCommand('restartVariationRender');
  return (
    <Tooltip title="Render again">
      <span>
        <IconButton
          size="small"
          aria-label={`Render ${name} again`}
          disabled={isPending}
          onClick={() =>
            void restart(
              { variationId: entry.variationId },
              {
                onSuccess: () => notify(`${name} is rendered again`, { type: 'info' }),
                onError: (error) => notifyFailure(REQUEST_NOT_SENT, error),
              },
            )
          }
        >
          <Replay fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
};

const EntryActions = ({ entry }: { entry: QueueEntry }) => {
  const name = entry.variantName ?? entry.variationId;
  if (entry.status === 'waiting' || entry.status === 'rendering')
    return (
      <ConfirmCommandButton
        command="cancelVariationRender"
        params={{ variationId: entry.variationId }}
        verb={CANCEL_RENDERING}
        subject={name}
        content="This variation is not pictured; the campaign's other renders go on."
      />
    );
  if (entry.status === 'failed' || entry.status === 'cancelled') return <RestartButton entry={entry} name={name} />;
  return null;
};

export const RenderQueueEntries = ({ campaignId }: { campaignId: string }) => {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const { params, change } = useUrlPageParams(SPEC);
  const read = { status: params.status, ...pageRange(params.page, params.perPage) };
  const entries = useQuery({
    queryKey: [...renderQueueKey(campaignId), 'entries', read],
    queryFn: ({ signal }) => dataProvider.renderQueueEntries(campaignId, read, signal),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((entries.data?.total ?? 0) / params.perPage));
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3">
          Variations
        </Typography>
        <TextField
          select
          size="small"
          fullWidth={false}
          sx={{ minWidth: 160 }}
          label="State"
          value={params.status ?? ANY}
          onChange={(e) => change({ status: (e.target.value || null) as QueueStatus | null })}
        >
          <MenuItem value={ANY}>Any state</MenuItem>
          {STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {QUEUE_STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Paper variant="outlined">
        {entries.error ? (
          <ErrorState message={entries.error.message} onRetry={() => void entries.refetch()} />
        ) : entries.data && entries.data.rows.length === 0 ? (
          <EmptyState
            title={
              params.status
                ? `No variation is ${QUEUE_STATUS_LABELS[params.status].toLowerCase()}`
                : 'No variations queued yet'
            }
          />
        ) : (
          <Table size="small" aria-label="Render queue">
            <TableHead>
              <TableRow>
                <TableCell>Variant</TableCell>
                <TableCell>State</TableCell>
                <TableCell>Reason</TableCell>
                <TableCell>Updated</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(entries.data?.rows ?? []).map((entry) => (
                <TableRow
                  key={entry.variationId}
                  data-testid="queue-entry"
                  data-variation={entry.variationId}
                  aria-label={entry.variantName ?? undefined}
                >
                  <TableCell>
                    <Typography variant="body2">{entry.variantName ?? '—'}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {entry.variationId}
                    </Typography>
                  </TableCell>
                  <TableCell>{queueStatusChip(entry.status)}</TableCell>
                  <TableCell>{entry.reason ?? ''}</TableCell>
                  <TableCell>{new Date(entry.updatedAt).toLocaleString()}</TableCell>
                  <TableCell align="right">
                    <EntryActions entry={entry} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {(entries.data?.total ?? 0) > 0 && (
          <PageControls
            perPage={params.perPage}
            onPerPage={(perPage) => change({ status: params.status, perPage })}
            page={Math.min(params.page, pages)}
            pages={pages}
            onPage={(page) => change({ status: params.status, page })}
          />
        )}
      </Paper>
    </Stack>
  );
};
