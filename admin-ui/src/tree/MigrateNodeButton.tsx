// A business node's migration (issue 22 §3; spec 3 §7): choose the target node and what to move, see what would
// clash there first (a blocking conflict keeps Migrate disabled, its tooltip says why), confirm, then follow the
// migration's progress until it has finished, when the tree and the lists are refreshed.
import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import DriveFileMove from '@mui/icons-material/DriveFileMove';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { MIGRATION_KINDS, type MigrationKind } from '../../../domain/business-tree/migration';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useNotifyError } from '../common/notifications';
import { WhyDisabled } from '../common/WhyDisabled';
import type { VariaDataProvider } from '../providers/dataProvider';
import { refresh } from '../providers/invalidation';
import type { MigrationCheck, MigrationState, TreeNode } from '../providers/types';
import { useCommand } from '../providers/useCommand';
import { BusinessNodeSelect } from './BusinessNodeSelect';

const KIND_LABELS: Record<MigrationKind, string> = {
  campaigns: 'Campaigns',
  users: 'Users',
  assets: 'Assets',
  integrations: 'Integrations',
  'bn-subscribers': 'Subscribers',
};

function useConflicts(sourceId: string, targetId: string) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  return useQuery({
    queryKey: ['node-migration', 'conflicts', sourceId, targetId],
    queryFn: () => dataProvider.migrationConflicts({ sourceId, targetId }),
    enabled: !!targetId,
  });
}

/** The partner's migration, polled each second while it runs; refreshes what it moved once it has finished. */
function useMigrationProgress(nodeId: string, following: boolean) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  return useQuery({
    queryKey: ['node-migration', 'state', nodeId],
    queryFn: async () => {
      const state = await dataProvider.nodeMigration(nodeId);
      if (state.status === 'COMPLETED') refresh('nodeMigrated');
      return state;
    },
    enabled: following,
    refetchInterval: (query) => (query.state.data?.status === 'RUNNING' ? 1000 : false),
  });
}

const Conflicts = ({ check, kind }: { check: MigrationCheck; kind: MigrationKind }) => {
  const shown = check.conflicts.filter((c) => c.kind === kind || c.kind === 'node');
  if (shown.length === 0) return <Alert severity="success">No conflicts at the target.</Alert>;
  return (
    <List dense aria-label="Conflicts">
      {shown.map((conflict) => (
        <ListItem key={`${conflict.kind}-${conflict.entityId}-${conflict.message}`} disableGutters>
          <Alert severity={conflict.blocking ? 'error' : 'warning'} sx={{ width: '100%' }}>
            {conflict.message}
          </Alert>
        </ListItem>
      ))}
    </List>
  );
};

function whyNot(targetId: string, check: MigrationCheck | undefined, kind: MigrationKind): string | null {
  if (!targetId) return 'Choose the target node first';
  if (!check) return 'Checking the target for conflicts…';
  const blocking = check.conflicts.find((c) => c.blocking && (c.kind === kind || c.kind === 'node'));
  if (blocking) return `Resolve the blocking conflict first: ${blocking.message}`;
  if (check.counts[kind] === 0) return `This node has no ${KIND_LABELS[kind].toLowerCase()} to move`;
  return null;
}

const Progress = ({ state }: { state: MigrationState | undefined }) => {
  if (!state || state.status === 'RUNNING') {
    const value = state && state.total > 0 ? (100 * state.done) / state.total : 0;
    return (
      <Stack spacing={1}>
        <Typography>Migrating… {state ? `${state.done} of ${state.total}` : ''}</Typography>
        <LinearProgress
          variant={state ? 'determinate' : 'indeterminate'}
          value={value}
          aria-label="Migration progress"
        />
      </Stack>
    );
  }
  if (state.status === 'FAILED')
    return <Alert severity="error">The migration failed; starting it again moves the rest.</Alert>;
  return (
    <Alert severity="success">
      Migration finished: {state.moved} of {state.total} {KIND_LABELS[state.kind].toLowerCase()} moved.
    </Alert>
  );
};

function MigrateDialog({ partnerId, node, onClose }: { partnerId: string; node: TreeNode; onClose: () => void }) {
  const [targetId, setTargetId] = useState('');
  const [kind, setKind] = useState<MigrationKind>('campaigns');
  const [confirming, setConfirming] = useState(false);
  const [started, setStarted] = useState(false);
  const conflicts = useConflicts(node.id, targetId);
  const progress = useMigrationProgress(node.id, started);
  const notifyError = useNotifyError();
  const [migrate, { isPending }] = useCommand('migrateNode', {
    onSuccess: () => {
      setConfirming(false);
      setStarted(true);
    },
    onError: (error) => {
      setConfirming(false);
      notifyError(error);
    },
  });
  const reason = whyNot(targetId, conflicts.data, kind);
  const running = started && progress.data?.status !== 'COMPLETED' && progress.data?.status !== 'FAILED';
  return (
    <Dialog open onClose={running ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="migrate-title">
      <DialogTitle id="migrate-title">Migrate {node.name}</DialogTitle>
      <DialogContent>
        {started ? (
          <Progress state={progress.data} />
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <BusinessNodeSelect
              partnerId={partnerId}
              label="Target node"
              value={targetId}
              onChange={setTargetId}
              fullWidth
            />
            <RadioGroup
              row
              aria-label="What to move"
              value={kind}
              onChange={(e) => setKind(e.target.value as MigrationKind)}
            >
              {MIGRATION_KINDS.map((k) => (
                <FormControlLabel
                  key={k}
                  value={k}
                  control={<Radio size="small" />}
                  label={conflicts.data ? `${KIND_LABELS[k]} (${conflicts.data.counts[k]})` : KIND_LABELS[k]}
                />
              ))}
            </RadioGroup>
            {conflicts.isFetching && <LinearProgress aria-label="Checking conflicts" />}
            {conflicts.error && <Alert severity="error">{conflicts.error.message}</Alert>}
            {conflicts.data && !conflicts.isFetching && <Conflicts check={conflicts.data} kind={kind} />}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={running}>
          {started ? 'Close' : 'Cancel'}
        </Button>
        {!started && (
          <WhyDisabled reason={reason}>
            <Button variant="contained" disabled={!!reason} onClick={() => setConfirming(true)}>
              Migrate
            </Button>
          </WhyDisabled>
        )}
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title={`Migrate the ${KIND_LABELS[kind].toLowerCase()} of ${node.name}?`}
        content={`${conflicts.data?.counts[kind] ?? 0} ${KIND_LABELS[kind].toLowerCase()} move to the target node.`}
        confirm="Migrate"
        pending={isPending}
        onConfirm={() => void migrate({ sourceId: node.id, targetId, kind })}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
}

export const MigrateNodeButton = ({ partnerId, node }: { partnerId: string; node: TreeNode }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="Migrate…">
        <IconButton size="small" aria-label={`Migrate ${node.name}`} onClick={() => setOpen(true)}>
          <DriveFileMove fontSize="small" />
        </IconButton>
      </Tooltip>
      {open && <MigrateDialog partnerId={partnerId} node={node} onClose={() => setOpen(false)} />}
    </>
  );
};
