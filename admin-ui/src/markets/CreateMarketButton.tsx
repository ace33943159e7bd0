// POST /markets/create/{partnerId} {name}.
import { useState } from 'react';
import { Button } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { CreateBase, SimpleForm, TextInput, useNotify } from 'react-admin';
import { DialogToolbar, FormDialog } from '../common/DialogForm';
import { validateName } from '../common/validators';
import type { Market } from '../providers/types';

export const CreateMarketButton = ({ partnerId }: { partnerId: string }) => {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
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
            onSuccess: (market: Market) => {
              notify(`Market ${market.name} created`, { type: 'success' });
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
