// PUT /markets/update/{id} {name}.
import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import Edit from '@mui/icons-material/Edit';
import { SimpleForm, TextInput, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { DialogToolbar, FormDialog } from '../common/DialogForm';
import { useNotifyError } from '../common/notifications';
import { validateName } from '../common/validators';
import type { Market } from '../providers/types';

export const RenameMarketButton = () => {
  const market = useRecordContext<Market>();
  const [open, setOpen] = useState(false);
  const [update] = useUpdate<Market>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  if (!market) return null;
  const close = () => setOpen(false);
  const save = (values: Partial<Market>) =>
    update(
      'markets',
      { id: market.id, data: { name: values.name }, previousData: market },
      {
        mutationMode: 'pessimistic',
        onSuccess: (renamed) => {
          notify(`Market ${market.name} renamed to ${renamed.name}`, { type: 'success' });
          close();
        },
        onError: (error) => notifyError(error as Error),
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
