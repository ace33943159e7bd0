// userSegments and schedule (spec 2 §2): the tree's signals of one type, created, changed and deleted here,
// and ticked onto the selected creatives (PATCH formats/signals: the creatives then carry exactly the given
// signals, so the ticked ones are sent with the other types' signals the selected creatives on this page carry;
// creatives selected on other pages are not loaded, and get those too). User segments can also be imported from CSV,
// a Meta tree's from the Facebook segment CSV (../meta/FacebookCsvImport.tsx), and from the platforms: DV360 line
// items or Meta ad sets (../platform-imports/).
// A tree may hold thousands of user segments: the list is searched and paged on the server, with 'New …' and the CSV
// import above it.
import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  InputAdornment,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import Search from '@mui/icons-material/Search';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { Platform } from '../../../../domain/campaign/platforms';
import { TOAST } from '../../../../domain/personalise/messages';
import { useDebounced } from '../../assets/useDebounced';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { PageNavigator } from '../../common/Pager';
import { useNotifyFailure } from '../../common/notifications';
import { WhyDisabled, WORKING } from '../../common/WhyDisabled';
import type { VariaDataProvider } from '../../providers/dataProvider';
import type { TreeRef, TreeSignal } from '../../providers/adapters/personalise';
import { useCommand } from '../../providers/useCommand';
import { FacebookCsvImport } from '../meta/FacebookCsvImport';
import { PlatformImportButtons } from '../platform-imports/PlatformImportButtons';
import { treeKey } from '../useTreeData';
import { CsvImport } from './CsvImport';
import { SIGNAL_WORDS, SignalForm, type EditableSignalType } from './SignalForm';

export interface SignalTarget {
  type: EditableSignalType;
  /** The selected creatives. */
  formatIds: string[];
  /** The signals of the selected creatives on this page, to start from what they carry. */
  known: { id: string; signals: string[] }[];
}

const NO_CREATIVES_SELECTED = 'Select creatives in the table to assign signals to them';
const SIGNALS_PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 250;
const TITLES = { userSegment: 'User segments', schedule: 'Schedules' } as const;

export const SignalsDialog = (props: {
  treeRef: TreeRef;
  platform: Platform;
  target: SignalTarget | null;
  onClose: () => void;
}) => (
  <Dialog open={!!props.target} onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="signals-title">
    {props.target && <SignalsBody {...props} target={props.target} />}
  </Dialog>
);

const SignalsBody = ({
  treeRef,
  platform,
  target,
  onClose,
}: {
  treeRef: TreeRef;
  platform: Platform;
  target: SignalTarget;
  onClose: () => void;
}) => {
  const { type } = target;
  const word = SIGNAL_WORDS[type];
  const dataProvider = useDataProvider<VariaDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  // Every signal of the type: which of the creatives' signals this dialog sets (the others are kept as they are).
  const all = useQuery({
    queryKey: [...treeKey(treeRef), 'signals', type],
    queryFn: () => dataProvider.treeSignals(treeRef, type),
  });
  const ofType = useMemo(() => new Set((all.data ?? []).map((s) => s.id)), [all.data]);
  const [search, setSearch] = useState('');
  const q = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const from = (page - 1) * SIGNALS_PAGE_SIZE;
  const signals = useQuery({
    queryKey: [...treeKey(treeRef), 'signals', type, 'page', q, page],
    queryFn: () => dataProvider.treeSignalsPage(treeRef, { type, q, from, to: from + SIGNALS_PAGE_SIZE - 1 }),
    placeholderData: (previous) => previous,
  });
  const pages = Math.max(1, Math.ceil((signals.data?.total ?? 0) / SIGNALS_PAGE_SIZE));
  // Ticked: the signals every known selected creative carries.
  const initial = useMemo(() => {
    const [first, ...rest] = target.known;
    return new Set((first?.signals ?? []).filter((id) => rest.every((f) => f.signals.includes(id))));
  }, [target.known]);
  const [ticked, setTicked] = useState<Set<string> | null>(null);
  const chosen = ticked ?? initial;
  const [editing, setEditing] = useState<TreeSignal | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TreeSignal | null>(null);
  const [assign, assigning] = useCommand('setFormatSignals');
  const [remove, removing] = useCommand('deleteSignal');

  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setTicked(next);
  };
  const save = () => {
    const others = [...new Set(target.known.flatMap((f) => f.signals))].filter((id) => !ofType.has(id));
    void assign(
      { ...treeRef, formats: target.formatIds, signals: [...others, ...chosen] },
      {
        onSuccess: () => {
          notify(`${TITLES[type]} assigned to ${target.formatIds.length} creative(s)`, { type: 'success' });
          onClose();
        },
        onError: (error) => notifyFailure(TOAST.updateSignals, error),
      },
    );
  };
  const confirmDelete = (signal: TreeSignal) =>
    remove(
      { ...treeRef, signalId: signal.id },
      {
        onSuccess: () => {
          setDeleting(null);
          notify(`The ${word} ${signal.name} was deleted`, { type: 'success' });
        },
        onError: (error) => {
          setDeleting(null);
          notifyFailure(TOAST.deleteSignal, error);
        },
      },
    );
  const assignWhy = !target.formatIds.length
    ? NO_CREATIVES_SELECTED
    : assigning.isPending || all.isPending
      ? WORKING
      : ticked === null
        ? 'Nothing to save: tick or untick a signal first'
        : null;
  const rows = signals.data?.rows ?? [];

  return (
    <>
      <DialogTitle id="signals-title">{TITLES[type]}</DialogTitle>
      <DialogContent dividers>
        {target.formatIds.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Ticked {TITLES[type].toLowerCase()} go to the {target.formatIds.length} selected creative(s).
          </Typography>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
          <TextField
            size="small"
            label={`Search ${TITLES[type].toLowerCase()}`}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ flex: 1, minWidth: 200 }}
          />
          <Button variant="outlined" disabled={editing === 'new'} onClick={() => setEditing('new')}>
            New {word}
          </Button>
          {type === 'userSegment' && <PlatformImportButtons treeRef={treeRef} platform={platform} />}
        </Stack>
        {type === 'userSegment' && <CsvImport treeRef={treeRef} platform={platform} />}
        {type === 'userSegment' && platform === 'facebook' && <FacebookCsvImport treeRef={treeRef} />}
        {editing === 'new' && (
          <SignalForm treeRef={treeRef} platform={platform} type={type} signal={null} onDone={() => setEditing(null)} />
        )}
        <Divider sx={{ my: 1 }} />
        {signals.isFetching && <LinearProgress aria-label={`Loading ${TITLES[type].toLowerCase()}`} />}
        {signals.error && <Alert severity="error">{signals.error.message}</Alert>}
        {signals.data && !rows.length && editing !== 'new' && (
          <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }} data-testid="signals-empty">
            {q.trim() ? `No ${word} matches “${q.trim()}”.` : `No ${word}s yet.`}
          </Typography>
        )}
        <List dense aria-label={TITLES[type]}>
          {rows.map((signal) =>
            editing !== 'new' && editing?.id === signal.id ? (
              <ListItem key={signal.id}>
                <SignalForm
                  treeRef={treeRef}
                  platform={platform}
                  type={type}
                  signal={signal}
                  onDone={() => setEditing(null)}
                />
              </ListItem>
            ) : (
              <ListItem
                key={signal.id}
                secondaryAction={
                  <>
                    <IconButton size="small" aria-label={`Edit ${signal.name}`} onClick={() => setEditing(signal)}>
                      <Edit fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={`Delete ${signal.name}`} onClick={() => setDeleting(signal)}>
                      <Delete fontSize="small" />
                    </IconButton>
                  </>
                }
              >
                <ListItemIcon>
                  <WhyDisabled reason={!target.formatIds.length && NO_CREATIVES_SELECTED}>
                    <Checkbox
                      edge="start"
                      size="small"
                      checked={chosen.has(signal.id)}
                      disabled={!target.formatIds.length}
                      onChange={() => toggle(signal.id)}
                      slotProps={{ input: { 'aria-label': `Assign ${signal.name}` } }}
                    />
                  </WhyDisabled>
                </ListItemIcon>
                <ListItemText
                  primary={signal.name}
                  secondary={[signal.segmentType, `${signal.formatsCount} creative(s)`].filter(Boolean).join(' · ')}
                />
              </ListItem>
            ),
          )}
        </List>
        {signals.data && signals.data.total > SIGNALS_PAGE_SIZE && (
          <Stack
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', justifyContent: 'space-between' }}
            aria-label={`${TITLES[type]} pages`}
          >
            <Typography variant="body2" color="text.secondary">
              {signals.data.total} {TITLES[type].toLowerCase()}
            </Typography>
            <PageNavigator page={page} pages={pages} onPage={setPage} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          Close
        </Button>
        <WhyDisabled reason={assignWhy}>
          <Button variant="contained" disabled={!!assignWhy} onClick={save}>
            Assign
          </Button>
        </WhyDisabled>
      </DialogActions>
      <ConfirmDialog
        open={!!deleting}
        title={`Delete ${deleting?.name ?? ''}?`}
        content={`The ${word} is removed from every creative that has it; variants that need it are turned off.`}
        confirm="Delete"
        destructive
        pending={removing.isPending}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};
