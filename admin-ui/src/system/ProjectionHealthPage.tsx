// Projection health (top admins): each read model's checkpoint and lag, and the events it parked because it could
// not apply them, with their error; a retry applies them again, and the events held behind them, after a fix.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import Replay from '@mui/icons-material/Replay';
import type { ParkedEvent, ProjectionStatus } from '../../../domain/shared/answers';
import { PageHeader } from '../common/PageHeader';
import { enc, get, post } from '../providers/requests';

const REFRESH_MS = 5_000;
const QUERY_KEY = ['projection-health'];

const STATE_CHIPS: Record<ProjectionStatus['state'], { label: string; color: 'success' | 'error' | 'warning' }> = {
  running: { label: 'Running', color: 'success' },
  failing: { label: 'Failing, retrying', color: 'error' },
  holding: { label: 'Holding parked events', color: 'warning' },
};

function useRetry() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const retry = async (projection: string, streamId?: string) => {
    setBusy(`${projection}/${streamId ?? ''}`);
    try {
      const query = streamId ? `?streamId=${enc(streamId)}` : '';
      const { applied, parked } = await post<{ applied: number; parked: number }>(
        `/projections/${enc(projection)}/retry${query}`,
        {},
      );
      notify(parked === 0 ? `Applied ${applied} parked events` : `Applied ${applied}; ${parked} still parked`, {
        type: parked === 0 ? 'success' : 'warning',
      });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Retry failed', { type: 'error' });
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    }
  };
  return { retry, busy };
}

const RetryButton = ({ label, busy, onClick }: { label: string; busy: boolean; onClick: () => void }) => (
  <Button size="small" startIcon={busy ? <CircularProgress size={14} /> : <Replay />} disabled={busy} onClick={onClick}>
    {label}
  </Button>
);

const ProjectionsTable = ({
  projections,
  retry,
  busy,
}: { projections: ProjectionStatus[] } & ReturnType<typeof useRetry>) => (
  <TableContainer component={Paper} variant="outlined">
    <Table size="small" aria-label="Projections">
      <TableHead>
        <TableRow>
          <TableCell>Projection</TableCell>
          <TableCell>State</TableCell>
          <TableCell align="right">Checkpoint</TableCell>
          <TableCell align="right">Lag (events)</TableCell>
          <TableCell align="right">Parked</TableCell>
          <TableCell align="right">Held behind them</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {projections.map((p) => (
          <TableRow key={p.name} data-testid={`projection-${p.name}`}>
            <TableCell>{p.name}</TableCell>
            <TableCell>
              <Chip size="small" label={STATE_CHIPS[p.state].label} color={STATE_CHIPS[p.state].color} />
            </TableCell>
            <TableCell align="right">{p.checkpoint}</TableCell>
            <TableCell align="right">{p.lag}</TableCell>
            <TableCell align="right">{p.parked}</TableCell>
            <TableCell align="right">{p.held}</TableCell>
            <TableCell align="right">
              {p.parked + p.held > 0 && (
                <RetryButton label="Retry all" busy={busy === `${p.name}/`} onClick={() => void retry(p.name)} />
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);

const ParkedTable = ({ parked, retry, busy }: { parked: ParkedEvent[] } & ReturnType<typeof useRetry>) => (
  <TableContainer component={Paper} variant="outlined">
    <Table size="small" aria-label="Parked events">
      <TableHead>
        <TableRow>
          <TableCell>Projection</TableCell>
          <TableCell align="right">Position</TableCell>
          <TableCell>Stream</TableCell>
          <TableCell>Event</TableCell>
          <TableCell>Error</TableCell>
          <TableCell align="right">Attempts</TableCell>
          <TableCell>First seen</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {parked.map((e) => (
          <TableRow key={`${e.projection}/${e.position}`} data-testid="parked-event">
            <TableCell>{e.projection}</TableCell>
            <TableCell align="right">{e.position}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>{e.streamId}</TableCell>
            <TableCell>{e.type}</TableCell>
            <TableCell sx={{ maxWidth: 360 }}>
              <Tooltip title={e.error ?? ''}>
                <Typography variant="body2" noWrap>
                  {e.error}
                </Typography>
              </Tooltip>
            </TableCell>
            <TableCell align="right">{e.attempts}</TableCell>
            <TableCell>{new Date(e.firstSeen).toLocaleString()}</TableCell>
            <TableCell align="right">
              <RetryButton
                label="Retry"
                busy={busy === `${e.projection}/${e.streamId}`}
                onClick={() => void retry(e.projection, e.streamId)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);

const ProjectionHealthPage = () => {
  const health = useQuery({
    queryKey: QUERY_KEY,
    queryFn: () => get<ProjectionStatus[]>('/projections'),
    refetchInterval: REFRESH_MS,
  });
  const retrying = useRetry();
  const projections = health.data ?? [];
  const parked = projections.flatMap((p) => p.parkedEvents);
  const troubled = projections.filter((p) => p.state !== 'running');
  return (
    <Box sx={{ p: 3 }}>
      <PageHeader
        title="Projection health"
        subtitle="Each read model's position in the event log, and the events it could not apply. Refreshes every 5 seconds."
      />
      {health.isPending && <CircularProgress aria-label="Loading" />}
      {health.isError && <Alert severity="error">The projections could not be read: {health.error.message}</Alert>}
      {health.data && (
        <Stack spacing={3}>
          {troubled.length === 0 ? (
            <Alert severity="success">Every read model is applying events.</Alert>
          ) : (
            <Alert severity="warning" data-testid="projection-health-degraded">
              Degraded: {troubled.map((p) => p.name).join(', ')}. Users of the entities held see their changes saved but
              not yet shown.
            </Alert>
          )}
          <ProjectionsTable projections={projections} {...retrying} />
          <Box>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Parked events
            </Typography>
            {parked.length === 0 ? (
              <Typography color="text.secondary">No parked events.</Typography>
            ) : (
              <ParkedTable parked={parked} {...retrying} />
            )}
          </Box>
        </Stack>
      )}
    </Box>
  );
};

export default ProjectionHealthPage;
