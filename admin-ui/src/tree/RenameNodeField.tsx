// Inline rename: Enter saves (PUT /business-nodes/{id} {name}), Escape cancels.
import { useState } from 'react';
import { TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { nameError } from '../../../domain/shared/validation';
import type { VariaDataProvider } from '../providers/dataProvider';
import type { BusinessNode } from '../providers/types';

export const RenameNodeField = ({ node, onDone }: { node: BusinessNode; onDone: () => void }) => {
  const [value, setValue] = useState(node.name);
  const [touched, setTouched] = useState(false);
  const dataProvider = useDataProvider<VariaDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const rename = useMutation({
    mutationFn: (name: string) => dataProvider.renameNode(node.id, name),
    onSuccess: () => {
      notify('Node was renamed', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['business-tree'] });
      onDone();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const error = touched ? nameError(value) : null;
  const save = () => {
    setTouched(true);
    if (nameError(value)) return;
    if (value === node.name) return onDone();
    rename.mutate(value);
  };
  return (
    <TextField
      size="small"
      value={value}
      autoFocus
      disabled={rename.isPending}
      error={!!error}
      helperText={error ?? 'Enter to save, Escape to cancel'}
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
      onBlur={() => !rename.isPending && onDone()}
      slotProps={{ htmlInput: { 'aria-label': `New name for ${node.name}` } }}
      sx={{ minWidth: 260 }}
    />
  );
};
