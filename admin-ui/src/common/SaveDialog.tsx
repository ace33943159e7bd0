// The frame of a dialog that saves something (a storyboard; a template's edit, resize, details): a title, the
// fields as one form (Enter saves), Cancel, and the save button disabled with the reason while it may not save.
import { useId, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { WhyDisabled } from './WhyDisabled';

interface SaveDialogProps {
  title: string;
  saveLabel: string;
  /** Why it may not save now, or null. */
  whyNotSave: string | null;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm';
}

export const SaveDialog = ({
  title,
  saveLabel,
  whyNotSave,
  onSave,
  onClose,
  children,
  maxWidth = 'sm',
}: SaveDialogProps) => {
  const titleId = useId();
  const formId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <form
          id={formId}
          onSubmit={(e) => {
            e.preventDefault();
            if (!whyNotSave) onSave();
          }}
        >
          {children}
        </form>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          Cancel
        </Button>
        <WhyDisabled reason={whyNotSave}>
          <Button variant="contained" type="submit" form={formId} disabled={!!whyNotSave}>
            {saveLabel}
          </Button>
        </WhyDisabled>
      </DialogActions>
    </Dialog>
  );
};
