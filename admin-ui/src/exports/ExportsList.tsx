// Exports to cloud storage (spec 3 §4), a campaign's or the caller's own of a type: each with its job state, a
// progress bar, and per destination its state and each file's upload state, newest first unless
// asked otherwise, filtered by job state and paged, all in the URL (useExportsParams.ts); the server answers exactly
// the page shown. Kept live by the /ws channel (exportCalls.ts useExports).
import {
  Alert,
  Box,
  Chip,
  LinearProgress,
  List,
  ListItem,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  EXPORT_JOB_STATES,
  type DestinationState,
  type ExportJobState,
  type UploadState,
} from '../../../domain/export/events';
import { EmptyState } from '../common/ListStates';
import { PageControls } from '../common/Pager';
import { useExports, type Export, type ExportsFilter } from './exportCalls';
import { useExportsParams, type ExportsView } from './useExportsParams';

type ChipColor = 'default' | 'info' | 'success' | 'error';
const JOB_COLORS: Record<ExportJobState, ChipColor> = { IN_PROGRESS: 'info', SUCCEED: 'success', FAILED: 'error' };
const DESTINATION_COLORS: Record<DestinationState, ChipColor> = {
  notsend: 'default',
  pending: 'info',
  success: 'success',
  failed: 'error',
};
const UPLOAD_COLORS: Record<UploadState, ChipColor> = { UPLOADING: 'info', FINISHED: 'success', FAILED: 'error' };

const what = (e: Export) => (e.entities.length === 1 ? e.entities[0]!.name : `${e.entities.length} ${e.entityType}s`);

const ExportItem = ({ item }: { item: Export }) => (
  <ListItem divider sx={{ display: 'block' }} data-testid="export-item" aria-label={`Export of ${what(item)}`}>
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
        {what(item)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {item.requestedByName ?? item.requestedBy}, {new Date(item.requestedAt).toLocaleString()}
      </Typography>
      <Chip size="small" label={item.status} color={JOB_COLORS[item.status]} aria-label={`Export ${item.status}`} />
    </Stack>
    <LinearProgress
      variant="determinate"
      value={item.progress}
      aria-label={`Export progress ${item.progress}%`}
      sx={{ my: 1 }}
    />
    {item.destinations.map((d) => (
      <Box key={d.connectionId} sx={{ mb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2">
            {d.storageName}
            {d.path ? ` / ${d.path}` : ''}
          </Typography>
          <Chip size="small" variant="outlined" label={d.state} color={DESTINATION_COLORS[d.state]} />
        </Stack>
        <Table size="small" aria-label={`Files to ${d.storageName}`}>
          <TableHead>
            <TableRow>
              <TableCell>Key</TableCell>
              <TableCell align="right">Bytes</TableCell>
              <TableCell>Upload</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {d.files.map((f) => (
              <TableRow key={f.fileId}>
                <TableCell sx={{ wordBreak: 'break-all' }}>{f.key}</TableCell>
                <TableCell align="right">{f.bytes.toLocaleString()}</TableCell>
                <TableCell>
                  {f.state ? (
                    <Chip size="small" label={f.state} color={UPLOAD_COLORS[f.state]} title={f.reason ?? undefined} />
                  ) : (
                    <Typography variant="caption" color="text.secondary">
                      waiting
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    ))}
  </ListItem>
);

const ANY = '';

/** The job state and order chosen, each a select. */
const ExportsToolbar = ({
  view,
  onChange,
}: {
  view: ExportsView;
  onChange: (change: Partial<ExportsView>) => void;
}) => (
  <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
    <TextField
      select
      size="small"
      sx={{ minWidth: 160 }}
      label="State"
      value={view.status ?? ANY}
      onChange={(e) => onChange({ status: (e.target.value || null) as ExportJobState | null })}
    >
      <MenuItem value={ANY}>Any state</MenuItem>
      {EXPORT_JOB_STATES.map((s) => (
        <MenuItem key={s} value={s}>
          {s}
        </MenuItem>
      ))}
    </TextField>
    <TextField
      select
      size="small"
      sx={{ minWidth: 160 }}
      label="Order"
      value={view.order}
      onChange={(e) => onChange({ order: e.target.value as ExportsView['order'] })}
    >
      <MenuItem value="DESC">Newest first</MenuItem>
      <MenuItem value="ASC">Oldest first</MenuItem>
    </TextField>
  </Stack>
);

export const ExportsList = ({ filter, emptyText }: { filter: ExportsFilter; emptyText: string }) => {
  const { params, change } = useExportsParams();
  const exports = useExports(filter, params);
  if (exports.isPending) return <LinearProgress aria-label="Loading exports" />;
  if (exports.error) return <Alert severity="error">{exports.error.message}</Alert>;
  const { rows, total } = exports.data;
  if (total === 0 && params.status === null) return <EmptyState title="No exports yet" text={emptyText} />;
  return (
    <>
      <ExportsToolbar view={params} onChange={change} />
      {rows.length === 0 ? (
        <EmptyState title="No exports in this state" text="Choose another state to see its exports." />
      ) : (
        <List aria-label="Exports" disablePadding>
          {rows.map((item) => (
            <ExportItem key={item.id} item={item} />
          ))}
        </List>
      )}
      <PageControls
        padded={false}
        perPage={params.perPage}
        onPerPage={(perPage) => change({ perPage })}
        page={params.page}
        pages={Math.max(1, Math.ceil(total / params.perPage))}
        onPage={(next) => change({ page: next })}
      />
    </>
  );
};
