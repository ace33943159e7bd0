// What the selection can do (spec 2 §2, §4 "Bulk update"): select every variant the filter matches (across
// pages, from variant-identifiers), turn the selected creatives on or off, assign user segments or schedules.
// Turning the fallback off among them warns first.
import { useState } from 'react';
import { Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { FALLBACK_OFF_WARNING } from '../../../domain/personalise/messages';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useNotifyError } from '../common/notifications';
import { WhyDisabled, WORKING } from '../common/WhyDisabled';
import type { VariaDataProvider } from '../providers/dataProvider';
import type { PersonaliseTree, TreeRef, VariantFilter } from '../providers/adapters/personalise';
import { useBulkActivation } from './useActivationNotices';
import type { Selection } from './useSelection';

interface BulkBarProps {
  treeRef: TreeRef;
  tree: PersonaliseTree;
  filter: VariantFilter;
  selection: Selection;
  formatCount: number;
  /** Variants the filter matches. */
  matching: number;
  onSelectAll: (variants: { variantId: string; formatIds: string[] }[]) => void;
  onClear: () => void;
  onSignals: (type: 'userSegment' | 'schedule') => void;
}

export const BulkBar = ({
  treeRef,
  tree,
  filter,
  selection,
  formatCount,
  matching,
  onSelectAll,
  onClear,
  onSignals,
}: BulkBarProps) => {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const notifyError = useNotifyError();
  const [loadingAll, setLoadingAll] = useState(false);
  const [confirmOff, setConfirmOff] = useState(false);
  const { turnOn, turnOff, pending } = useBulkActivation(treeRef, selection, formatCount, onClear);
  if (!selection.size) return null;
  const selectAll = () => {
    setLoadingAll(true);
    dataProvider.variantIdentifiers(treeRef, filter).then(
      (ids) => {
        setLoadingAll(false);
        onSelectAll(ids);
      },
      (error: Error) => {
        setLoadingAll(false);
        notifyError(error);
      },
    );
  };
  const fallbackAmong = !!tree.fallbackVariantId && tree.isFallbackEnabled && selection.has(tree.fallbackVariantId);
  const busy = pending ? WORKING : null;
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1, mb: 1 }} data-testid="bulk-bar">
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {selection.size} variant(s), {formatCount} creative(s) selected
        </Typography>
        {selection.size < matching && (
          <Link component="button" variant="body2" onClick={selectAll} disabled={loadingAll}>
            {loadingAll ? 'Selecting…' : `Select all ${matching} variants`}
          </Link>
        )}
        <WhyDisabled reason={busy}>
          <Button size="small" variant="contained" disabled={pending} onClick={turnOn}>
            Turn on
          </Button>
        </WhyDisabled>
        <WhyDisabled reason={busy}>
          <Button
            size="small"
            variant="outlined"
            disabled={pending}
            onClick={() => (fallbackAmong ? setConfirmOff(true) : turnOff())}
          >
            Turn off
          </Button>
        </WhyDisabled>
        <Button size="small" onClick={() => onSignals('userSegment')}>
          User segments
        </Button>
        <Button size="small" onClick={() => onSignals('schedule')}>
          Schedule
        </Button>
        <Button size="small" color="inherit" onClick={onClear}>
          Clear selection
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirmOff}
        title={FALLBACK_OFF_WARNING.title}
        content={FALLBACK_OFF_WARNING.text}
        confirm={FALLBACK_OFF_WARNING.action}
        destructive
        onConfirm={() => {
          setConfirmOff(false);
          turnOff();
        }}
        onClose={() => setConfirmOff(false)}
      />
    </Paper>
  );
};
