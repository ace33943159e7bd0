// PUT /partners {id, name, type}; and whether the partner requires two-factor sign-in (saved as it is switched).
import { useState } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import Edit from '@mui/icons-material/Edit';
import { EditBase, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { FormDialog } from '../common/DialogForm';
import { useLoadFailed } from '../common/notifications';
import type { Partner } from '../providers/types';
import { TwoFactorRequirementSwitch } from '../two-factor/TwoFactorRequirementSwitch';
import { PartnerForm } from './PartnerForm';

export const EditPartnerButton = () => {
  const record = useRecordContext<Partner>();
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const loadFailed = useLoadFailed();
  const refresh = useRefresh();
  if (!record) return null;
  const close = () => setOpen(false);
  return (
    <>
      <Tooltip title="Edit">
        <IconButton aria-label={`Edit ${record.name}`} onClick={() => setOpen(true)} size="small">
          <Edit fontSize="small" />
        </IconButton>
      </Tooltip>
      <FormDialog open={open} title={`Edit ${record.name}`} onClose={close}>
        <EditBase
          resource="partners"
          id={record.id}
          mutationMode="pessimistic"
          redirect={false}
          queryOptions={loadFailed}
          mutationOptions={{
            onSuccess: (partner: Partner) => {
              notify(`Partner ${partner.name} updated`, { type: 'success' });
              close();
            },
          }}
        >
          <PartnerForm onCancel={close} />
        </EditBase>
        <Box sx={{ px: 3, pb: 2 }}>
          <TwoFactorRequirementSwitch partnerId={record.id} required={record.twoFactorRequired} onChanged={refresh} />
        </Box>
      </FormDialog>
    </>
  );
};
