// The dialog a user segment import from a platform runs in (spec 2 §7 signals/import/lineitems and /adsets): the
// platform's account (the caller's pickers), its campaigns ticked, 'Exclude completed', then Import; the segments
// come from the campaigns' line items or ad sets, and the dialog says how many were imported, or toasts 'Failed to
// import segments' (spec 2 §8) with the server's reason. Campaign Ids is required for these segments (spec 2 §5): one
// campaign at least. A form: Enter imports, Escape closes.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Checkbox, Dialog, DialogTitle, FormControlLabel, Stack, Typography } from '@mui/material';
import { TOAST } from '../../../../domain/personalise/messages';
import type { UserSegmentType } from '../../../../domain/personalise/signals';
import { useNotifyFailure } from '../../common/notifications';
import { SubmitDialogBody } from '../../common/SubmitDialogBody';
import { CampaignChecklist, type CampaignsLookup } from './CampaignChecklist';

/** The command's callbacks, as useCommand's run takes them. */
export interface ImportHandlers {
  onSuccess: (answer: { imported: number }) => void;
  onError: (error: Error) => void;
}

export interface SegmentImportProps {
  title: string;
  segmentType: UserSegmentType;
  /** What the segments are made from, plural ('line items', 'ad sets'). */
  items: string;
  /** The account pickers. */
  accounts: ReactNode;
  /** Why the campaigns cannot be listed yet (the accounts loading, none connected); nothing once they can. */
  accountWhy: string | null;
  lookup: CampaignsLookup;
  /** The spec's toast of a failed look-up. */
  failedLoading: string;
  pending: boolean;
  onImport: (campaignIds: string[], excludeCompleted: boolean, handlers: ImportHandlers) => void;
  onClose: () => void;
}

export const SegmentImportDialog = (props: SegmentImportProps) => {
  const { title, segmentType, items, accounts, accountWhy, lookup, failedLoading, pending, onImport, onClose } = props;
  const notifyFailure = useNotifyFailure();
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [excludeCompleted, setExcludeCompleted] = useState(true);
  const [imported, setImported] = useState<number | null>(null);
  // The result takes the focus: the Import button it came from is disabled while pending, which left the focus on
  // the page, outside the dialog, where Escape no longer closed it.
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (imported !== null) result.current?.focus();
  }, [imported]);
  // Only the ticked campaigns the account's list still holds (another account lists others).
  const campaignIds = (lookup.data ?? []).map((c) => c.id).filter((id) => picked.has(id));
  const why =
    accountWhy ||
    (lookup.loading && 'Loading the campaigns') ||
    (lookup.error && 'The campaigns could not be listed') ||
    (!campaignIds.length && `Tick a campaign at least: Campaign Ids is required for ${segmentType} segments`) ||
    null;
  const submit = () => {
    setImported(null);
    onImport(campaignIds, excludeCompleted, {
      onSuccess: (answer) => setImported(answer.imported),
      onError: (error) => notifyFailure(TOAST.importSegments, error),
    });
  };
  const id = `${segmentType.replace(/\W+/g, '-').toLowerCase()}-import-title`;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={id}>
      <DialogTitle id={id}>{title}</DialogTitle>
      <SubmitDialogBody submitLabel="Import" pending={pending} blocked={why} onSubmit={submit} onCancel={onClose}>
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            Each of the ticked campaigns’ {items} becomes a {segmentType} segment of this tree.
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {accounts}
          </Stack>
          {accountWhy ? (
            <Typography color="text.secondary" data-testid="import-account-why">
              {accountWhy}
            </Typography>
          ) : (
            <CampaignChecklist lookup={lookup} failedLoading={failedLoading} picked={picked} onPicked={setPicked} />
          )}
          <FormControlLabel
            label={`Exclude completed ${items}`}
            control={<Checkbox checked={excludeCompleted} onChange={(e) => setExcludeCompleted(e.target.checked)} />}
          />
          {imported !== null && (
            <Alert ref={result} tabIndex={-1} severity="success" role="status" onClose={() => setImported(null)}>
              {imported} user segment(s) imported from {items}
            </Alert>
          )}
        </Stack>
      </SubmitDialogBody>
    </Dialog>
  );
};
