// Exports to cloud storage (spec 3 §4), a campaign's or the caller's own of a type: each with its job state, a
// progress bar, and per destination its state and each file's upload state, newest first. Read again every second
// while one is IN_PROGRESS.
import {
  Alert,
  Box,
  Chip,
  LinearProgress,
  List,
  ListItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { DestinationState, ExportJobState, UploadState } from '../../../domain/export/events';
import { EmptyState } from '../common/ListStates';
import { useExports, type Export, type ExportsFilter } from './exportCalls';

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

export const ExportsList = ({ filter, emptyText }: { filter: ExportsFilter; emptyText: string }) => {
  const exports = useExports(filter);
  if (exports.isPending) return <LinearProgress aria-label="Loading exports" />;
  if (exports.error) return <Alert severity="error">{exports.error.message}</Alert>;
  if (exports.data.length === 0) return <EmptyState title="No exports yet" text={emptyText} />;
  return (
    <List aria-label="Exports" disablePadding>
      {exports.data.map((item) => (
        <ExportItem key={item.id} item={item} />
      ))}
    </List>
  );
};
