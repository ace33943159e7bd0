// Small helpers for create and edit forms shown in dialogs.
import type { ReactNode } from 'react';
import { Button, Dialog, DialogTitle } from '@mui/material';
import { Toolbar } from 'react-admin';
import { SaveFormButton } from './SaveFormButton';

export const DialogToolbar = ({ onCancel, saveLabel = 'Save' }: { onCancel: () => void; saveLabel?: string }) => (
  <Toolbar sx={{ justifyContent: 'flex-end', gap: 1, bgcolor: 'transparent' }}>
    <Button onClick={onCancel} color="inherit">
      Cancel
    </Button>
    <SaveFormButton label={saveLabel} icon={<></>} />
  </Toolbar>
);

export const FormDialog = ({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) => (
  <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="form-dialog-title">
    <DialogTitle id="form-dialog-title">{title}</DialogTitle>
    {open && children}
  </Dialog>
);
