// POST /markets/create/{partnerId} {name}.
import { useState } from 'react';
import { Button } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useQueryClient } from '@tanstack/react-query';
import { CreateBase, SimpleForm, TextInput, useNotify } from 'react-admin';
import { DialogToolbar, FormDialog } from '../common/DialogForm';
import { validateName } from '../common/validators';

export const CreateMarketButton = ({ partnerId }: { partnerId: string }) => {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="contained" startIcon={<Add />} onClick={() => setOpen(true)}>
        New market
      </Button>
      <FormDialog open={open} title="New market" onClose={close}>
        <CreateBase
          resource="markets"
          redirect={false}
          mutationOptions={{
            meta: { partnerId },
            onSuccess: () => {
              notify('Market was created', { type: 'success' });
              void queryClient.invalidateQueries({ queryKey: ['markets'] });
              close();
            },
          }}
        >
          <SimpleForm toolbar={<DialogToolbar onCancel={close} saveLabel="Create" />}>
            <TextInput source="name" label="Name" validate={validateName} fullWidth autoFocus />
          </SimpleForm>
        </CreateBase>
      </FormDialog>
    </>
  );
};
