// A dialog's form without react-admin: its fields, then Cancel and the submit button, which Enter presses too; while
// the request runs, or when `blocked` says why not, the button is disabled with the reason as its tooltip.
import type { ReactNode } from 'react';
import { Box, Button, DialogActions, DialogContent } from '@mui/material';
import { WhyDisabled, WORKING } from './WhyDisabled';

interface SubmitDialogBodyProps {
  submitLabel: string;
  pending: boolean;
  /** Why it cannot be sent yet, if so. */
  blocked?: string | null;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

export const SubmitDialogBody = ({
  submitLabel,
  pending,
  blocked,
  onSubmit,
  onCancel,
  children,
}: SubmitDialogBodyProps) => (
  <Box
    component="form"
    noValidate
    onSubmit={(e) => {
      e.preventDefault();
      if (!pending && !blocked) onSubmit();
    }}
  >
    <DialogContent dividers>{children}</DialogContent>
    <DialogActions>
      <Button color="inherit" onClick={onCancel}>
        Cancel
      </Button>
      <WhyDisabled reason={(pending && WORKING) || blocked}>
        <Button type="submit" variant="contained" disabled={pending || !!blocked}>
          {submitLabel}
        </Button>
      </WhyDisabled>
    </DialogActions>
  </Box>
);
