// Inline rename: Enter saves (PUT /business-nodes/{id} {name}), Escape cancels.
import { useState } from 'react';
import { TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { nameError } from '../../../domain/shared/validation';
import { useNotifyError } from '../common/notifications';
import type { TreeNode } from '../providers/types';
import { useCommand } from '../providers/useCommand';

export const RenameNodeField = ({ node, onDone }: { node: Pick<TreeNode, 'id' | 'name'>; onDone: () => void }) => {
  const [value, setValue] = useState(node.name);
  const [touched, setTouched] = useState(false);
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [rename, { isPending }] = useCommand('renameNode', {
    onSuccess: (renamed) => {
      notify(`Node ${node.name} renamed to ${renamed.name}`, { type: 'success' });
      onDone();
    },
    onError: notifyError,
  });
  const error = touched ? nameError(value) : null;
  const save = () => {
    setTouched(true);
    if (nameError(value)) return;
    if (value === node.name) return onDone();
    void rename({ id: node.id, name: value });
  };
  return (
    <TextField
      size="small"
      value={value}
      autoFocus
      error={!!error}
      helperText={error ?? (isPending ? 'Saving…' : 'Enter to save, Escape to cancel')}
      onChange={(e) => {
        setValue(e.target.value);
        setTouched(true);
      }}
      onFocus={(e) => e.target.select()}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Enter') save();
        if (e.key === 'Escape') onDone();
      }}
      onBlur={() => !isPending && onDone()}
      slotProps={{ htmlInput: { 'aria-label': `New name for ${node.name}`, readOnly: isPending } }}
      sx={{ minWidth: 260 }}
    />
  );
};
