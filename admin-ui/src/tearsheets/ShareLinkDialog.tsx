// 'Share link' (POST /tearsheets/{id}/links): a public, read-only link to a finished tearsheet that opens without
// signing in, with an optional expiry (the end of the chosen day). Its token is answered once: the dialog then shows
// the link with a copy button, and the spreadsheet's beside it, and says they will not be shown again.
import { useState } from 'react';
import { Alert, Box, Button, DialogActions, DialogContent, Stack, TextField } from '@mui/material';
import type { CreatedTearsheetLink } from '../../../domain/tearsheet/answers';
import { REQUEST_NOT_SENT } from '../../../domain/tearsheet/messages';
import { CopyableLink } from '../common/CopyableLink';
import { FormDialog } from '../common/DialogForm';
import { useNotifyFailure } from '../common/notifications';
import { SubmitDialogBody } from '../common/SubmitDialogBody';
import { useCommand } from '../providers/useCommand';
import { LINK_SHOWN_ONCE } from './texts';

/** yyyy-mm-dd of a local day. */
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The link lasts through the chosen day, in the user's time zone. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

interface ShareLinkDialogProps {
  tearsheetId: string;
  /** What is shared, in the title. */
  subject: string;
  open: boolean;
  onClose: () => void;
}

export const ShareLinkDialog = ({ open, subject, onClose, tearsheetId }: ShareLinkDialogProps) => (
  <FormDialog open={open} title={`Share ${subject}`} onClose={onClose}>
    <ShareLinkBody tearsheetId={tearsheetId} onClose={onClose} />
  </FormDialog>
);

const ShareLinkBody = ({ tearsheetId, onClose }: Pick<ShareLinkDialogProps, 'tearsheetId' | 'onClose'>) => {
  const notifyFailure = useNotifyFailure();
  const [expiry, setExpiry] = useState('');
  const [made, setMade] = useState<CreatedTearsheetLink | null>(null);
  const [share, { isPending }] = useCommand('shareTearsheet');
  const today = dayOf(new Date());
  const early = expiry !== '' && expiry < today ? 'The expiry must be today or later' : null;
  if (made)
    return (
      <>
        <DialogContent dividers>
          <Stack spacing={1}>
            <Alert severity="warning">{LINK_SHOWN_ONCE}</Alert>
            <CopyableLink link={made.url} label="Public link (PDF)" />
            <CopyableLink link={made.xlsxUrl} label="Spreadsheet link" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        </DialogActions>
      </>
    );
  return (
    <SubmitDialogBody
      submitLabel="Create link"
      pending={isPending}
      blocked={early}
      onSubmit={() =>
        void share(
          { tearsheetId, expiresAt: expiry ? endOfDay(expiry) : null },
          { onSuccess: (link) => setMade(link), onError: (error) => notifyFailure(REQUEST_NOT_SENT, error) },
        )
      }
      onCancel={onClose}
    >
      <Stack spacing={2}>
        <Alert severity="info">
          Anyone with the link can open this tearsheet without signing in, read-only, until it expires or is revoked.
          Each opening is recorded in the campaign&apos;s audit trail.
        </Alert>
        <TextField
          type="date"
          label="Expires after"
          value={expiry}
          onChange={(e) => setExpiry(e.target.value)}
          error={!!early}
          helperText={early ?? 'Optional: leave empty for a link that does not expire'}
          autoFocus
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        />
      </Stack>
    </SubmitDialogBody>
  );
};
