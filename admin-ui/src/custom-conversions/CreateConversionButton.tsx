// POST /report/custom-conversions?partnerId {name, floodlightActivityId}.
import { useState } from 'react';
import { Button } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { CreateBase, SimpleForm, useNotify } from 'react-admin';
import type { CustomConversion } from '../../../domain/custom-conversion/answers';
import { DialogToolbar, FormDialog } from '../common/DialogForm';
import { ConversionFields } from './ConversionFields';

export const CreateConversionButton = ({ partnerId }: { partnerId: string }) => {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="contained" startIcon={<Add />} onClick={() => setOpen(true)}>
        New conversion
      </Button>
      <FormDialog open={open} title="New custom conversion" onClose={close}>
        <CreateBase
          resource="custom-conversions"
          redirect={false}
          mutationOptions={{
            meta: { partnerId },
            onSuccess: (conversion: CustomConversion) => {
              notify(`${conversion.name} was created`, { type: 'success' });
              close();
            },
          }}
        >
          <SimpleForm toolbar={<DialogToolbar onCancel={close} saveLabel="Create" />}>
            <ConversionFields partnerId={partnerId} />
          </SimpleForm>
        </CreateBase>
      </FormDialog>
    </>
  );
};
