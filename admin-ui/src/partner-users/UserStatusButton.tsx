// Deactivate (POST /users/{id}/deactivate) or activate (POST /users/{id}/activate), after a confirmation.
import { useState } from 'react';
import { Button, IconButton, Tooltip } from '@mui/material';
import Block from '@mui/icons-material/Block';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { useSession } from '../auth/session';
import type { VariaDataProvider } from '../providers/dataProvider';
import type { PartnerUser } from '../providers/types';
import { invalidateUsers } from './invalidate';

export const UserStatusButton = ({ action, variant }: { action: 'deactivate' | 'activate'; variant: 'icon' | 'button' }) => {
  const user = useRecordContext<PartnerUser>();
  const dataProvider = useDataProvider<VariaDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: () => (action === 'deactivate' ? dataProvider.deactivate(user!.id) : dataProvider.activate(user!.id)),
    onSuccess: () => {
      notify(action === 'deactivate' ? 'User was deactivated' : 'User was activated', { type: 'success' });
      invalidateUsers(queryClient);
      setOpen(false);
    },
    onError: (error: Error) => {
      notify(error.message, { type: 'error' });
      setOpen(false);
    },
  });
  if (!user) return null;
  // Nobody locks themselves out.
  if (session?.id === user.id) return null;
  if (action === 'deactivate' && user.status === 'DEACTIVATED') return null;
  if (action === 'activate' && user.status !== 'DEACTIVATED') return null;
  const verb = action === 'deactivate' ? 'Deactivate' : 'Activate';
  const icon = action === 'deactivate' ? <Block fontSize="small" /> : <CheckCircleOutline fontSize="small" />;
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={verb}>
          <IconButton size="small" aria-label={`${verb} ${user.email}`} onClick={() => setOpen(true)}>
            {icon}
          </IconButton>
        </Tooltip>
      ) : (
        <Button startIcon={icon} color={action === 'deactivate' ? 'error' : 'primary'} onClick={() => setOpen(true)}>
          {verb}
        </Button>
      )}
      <Confirm
        isOpen={open}
        loading={mutation.isPending}
        title={`${verb} ${user.email}?`}
        content={action === 'deactivate' ? 'The user will no longer be able to sign in.' : 'The user will be able to sign in again.'}
        confirm={verb}
        confirmColor={action === 'deactivate' ? 'warning' : 'primary'}
        onConfirm={() => mutation.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
