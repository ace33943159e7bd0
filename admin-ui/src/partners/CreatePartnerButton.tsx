// POST /partners {name, type}.
import { useState } from 'react';
import { Button } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { CreateBase, useNotify } from 'react-admin';
import { FormDialog } from '../common/DialogForm';
import type { Partner } from '../providers/types';
import { PartnerForm } from './PartnerForm';

const INITIAL: Partial<Partner> = { type: 'Client' };

export const CreatePartnerButton = () => {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="contained" startIcon={<Add />} onClick={() => setOpen(true)}>
        New partner
      </Button>
      <FormDialog open={open} title="New partner" onClose={close}>
        <CreateBase
          resource="partners"
          redirect={false}
          record={INITIAL}
          mutationOptions={{
            onSuccess: (partner: Partner) => {
              notify(`Partner ${partner.name} created`, { type: 'success' });
              close();
            },
          }}
        >
          <PartnerForm onCancel={close} saveLabel="Create" />
        </CreateBase>
      </FormDialog>
    </>
  );
};
