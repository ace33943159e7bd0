// PUT /markets/update/{id} {name}.
import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import Edit from '@mui/icons-material/Edit';
import { useQueryClient } from '@tanstack/react-query';
import { SimpleForm, TextInput, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { DialogToolbar, FormDialog } from '../common/DialogForm';
import { validateName } from '../common/validators';
import type { Market } from '../providers/types';

export const RenameMarketButton = () => {
  const market = useRecordContext<Market>();
  const [open, setOpen] = useState(false);
  const [update] = useUpdate<Market>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  if (!market) return null;
  const close = () => setOpen(false);
  const save = (values: Partial<Market>) =>
    update(
      'markets',
      { id: market.id, data: { name: values.name }, previousData: market },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('Market was renamed', { type: 'success' });
          void queryClient.invalidateQueries({ queryKey: ['markets'] });
          void queryClient.invalidateQueries({ queryKey: ['business-tree'] });
          close();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <>
      <Tooltip title="Rename">
        <IconButton size="small" aria-label={`Rename ${market.name}`} onClick={() => setOpen(true)}>
          <Edit fontSize="small" />
        </IconButton>
      </Tooltip>
      <FormDialog open={open} title={`Rename ${market.name}`} onClose={close}>
        <SimpleForm record={market} onSubmit={save} toolbar={<DialogToolbar onCancel={close} />}>
          <TextInput source="name" label="Name" validate={validateName} fullWidth autoFocus />
        </SimpleForm>
      </FormDialog>
    </>
  );
};
