// createVariant, duplicateVariant and renameVariant (spec 2 §2): one name, checked as it is typed with
// GET variant/exist ('Variant name must be unique'); the server checks again on save. A refused rename says
// 'Cannot rename a variant' (spec 2 §8) over the server's reason; the spec names no toast for the other two.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { TOAST, VARIANT_NAME_REQUIRED, VARIANT_NAME_TAKEN } from '../../../../domain/personalise/messages';
import { useNotifyError, useNotifyFailure } from '../../common/notifications';
import { WhyDisabled, WORKING } from '../../common/WhyDisabled';
import type { VariaDataProvider } from '../../providers/dataProvider';
import type { VariantRow } from '../../../../domain/personalise/answers';
import type { TreeRef } from '../../providers/adapters/personalise';
import { useCommand } from '../../providers/useCommand';
import { treeKey } from '../useTreeData';
import { useUniqueName } from './useUniqueName';

export type NameDialogMode =
  { kind: 'create' } | { kind: 'duplicate'; row: VariantRow } | { kind: 'rename'; row: VariantRow };

const TITLES = { create: 'Create variant', duplicate: 'Duplicate variant', rename: 'Rename variant' } as const;
const SAVE = { create: 'Create', duplicate: 'Duplicate', rename: 'Rename' } as const;

export const VariantNameDialog = ({
  treeRef,
  mode,
  onClose,
}: {
  treeRef: TreeRef;
  mode: NameDialogMode | null;
  onClose: () => void;
}) => (
  <Dialog open={!!mode} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="variant-name-title">
    {mode && <NameForm treeRef={treeRef} mode={mode} onClose={onClose} />}
  </Dialog>
);

const NameForm = ({ treeRef, mode, onClose }: { treeRef: TreeRef; mode: NameDialogMode; onClose: () => void }) => {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const notifyFailure = useNotifyFailure();
  const [name, setName] = useState(
    mode.kind === 'duplicate' ? `${mode.row.name} copy` : mode.kind === 'rename' ? mode.row.name : '',
  );
  const check = useUniqueName(
    treeKey(treeRef),
    name,
    mode.kind === 'rename' ? mode.row.name : null,
    VARIANT_NAME_TAKEN,
    (n, signal) => dataProvider.variantNameExists(treeRef, n, signal),
  );
  const [create, creating] = useCommand('createVariant');
  const [clone, cloning] = useCommand('cloneVariant');
  const [rename, renaming] = useCommand('renameVariant');
  const pending = creating.isPending || cloning.isPending || renaming.isPending;
  const unchanged = mode.kind === 'rename' && name.trim() === mode.row.name;
  const why =
    name.trim() === ''
      ? VARIANT_NAME_REQUIRED
      : (check.error ?? check.pending ?? (unchanged ? 'Nothing to save: change the name first' : pending && WORKING));
  const done = (text: string) => ({
    onSuccess: () => {
      notify(text, { type: 'success' });
      onClose();
    },
    onError: (error: Error) =>
      mode.kind === 'rename' ? notifyFailure(TOAST.renameVariant, error) : notifyError(error),
  });
  const save = () => {
    if (why) return;
    const trimmed = name.trim();
    if (mode.kind === 'create') void create({ ...treeRef, name: trimmed }, done(`Variant ${trimmed} created`));
    else if (mode.kind === 'duplicate')
      void clone(
        { ...treeRef, variantId: mode.row.id, name: trimmed },
        done(`Variant ${trimmed} created from ${mode.row.name}`),
      );
    else void rename({ ...treeRef, variantId: mode.row.id, name: trimmed }, done(`Variant renamed to ${trimmed}`));
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <DialogTitle id="variant-name-title">{TITLES[mode.kind]}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Variant name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={!!check.error}
          helperText={check.error ?? ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          Cancel
        </Button>
        <WhyDisabled reason={why}>
          <Button type="submit" variant="contained" disabled={!!why}>
            {SAVE[mode.kind]}
          </Button>
        </WhyDisabled>
      </DialogActions>
    </form>
  );
};
