// Asks before an action (DESIGN §7: destructive actions confirm). While the action runs the confirm
// button waits, and says so (spec 1 §6).
import { useId, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { WhyDisabled, WORKING } from './WhyDisabled';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  content: ReactNode;
  /** The confirm button's label. */
  confirm: string;
  cancel?: string;
  destructive?: boolean;
  /** The confirmed action is running. */
  pending?: boolean;
  /** Why the action cannot be confirmed yet (a choice still to make), shown on the disabled button. */
  blocked?: string | false;
  /** Controls below the text (choices the action needs). */
  children?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}

export const ConfirmDialog = ({
  open,
  title,
  content,
  confirm,
  cancel = 'Cancel',
  destructive,
  pending,
  blocked,
  children,
  onConfirm,
  onClose,
}: ConfirmDialogProps) => {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{content}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {cancel}
        </Button>
        <WhyDisabled reason={(pending && WORKING) || blocked}>
          <Button
            variant="contained"
            color={destructive ? 'warning' : 'primary'}
            disabled={pending || !!blocked}
            onClick={onConfirm}
            autoFocus
          >
            {confirm}
          </Button>
        </WhyDisabled>
      </DialogActions>
    </Dialog>
  );
};
