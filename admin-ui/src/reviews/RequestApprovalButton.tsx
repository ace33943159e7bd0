// Request approval (spec 2 §4 "Campaign", issue 10 §2) from the campaign's header, for the campaign creators: interim
// or final, the reviewers (only users who may give that approval), watchers kept informed, a due date (three days
// ahead unless changed). The dialog lists the campaign's requests; an open one can be withdrawn after confirmation.
import { useState } from 'react';
import {
  Autocomplete,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import Undo from '@mui/icons-material/Undo';
import { useNotify } from 'react-admin';
import { CAMPAIGN_ACCESS } from '../../../domain/campaign/access';
import { CAMPAIGN_ARCHIVED_FOR_REVIEW } from '../../../domain/campaign/messages';
import { DEFAULT_DUE_MS } from '../../../domain/campaign/review-schedule';
import type { ApprovalRequestRow, WatcherRow } from '../../../domain/campaign/review-answers';
import { inGroup, PERMISSIONS, ROLE_LABELS, ROLES } from '../../../domain/roles';
import { useSession } from '../auth/session';
import { ConfirmCommandButton } from '../common/ConfirmCommandButton';
import { useNotifyError } from '../common/notifications';
import { WhyDisabled, WORKING } from '../common/WhyDisabled';
import type { Verb } from '../common/verbs';
import { useCommand } from '../providers/useCommand';
import { useApprovalRequests, useWatchers } from './useApprovalRequests';

const WITHDRAW: Verb = { label: 'Withdraw', icon: <Undo fontSize="small" />, done: 'withdrawn', destructive: true };
const NO_REVIEWER = 'Choose at least one reviewer';
const NO_REQUESTS = 'No approval requests yet';
const ARCHIVED_NO_REVIEW = `${CAMPAIGN_ARCHIVED_FOR_REVIEW}: restore it first`;

/** A datetime-local value (the browser's zone) for an instant. */
const localInput = (time: number) => {
  const d = new Date(time - new Date(time).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};
const userLabel = (u: WatcherRow) => `${u.name ?? u.email} (${ROLE_LABELS[u.role]})`;
const kindOf = (r: Pick<ApprovalRequestRow, 'isFinal'>) => (r.isFinal ? 'Final' : 'Interim');

function UserPicker({
  campaignId,
  label,
  roles,
  value,
  onChange,
}: {
  campaignId: string;
  label: string;
  roles: readonly (typeof ROLES)[number][];
  value: WatcherRow[];
  onChange: (users: WatcherRow[]) => void;
}) {
  const [input, setInput] = useState('');
  const options = useWatchers(campaignId, input, roles);
  return (
    <Autocomplete
      multiple
      options={options.data ?? []}
      loading={options.isPending}
      value={value}
      onChange={(_, users) => onChange(users)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      getOptionLabel={userLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

function Requests({ campaignId, requests }: { campaignId: string; requests: ApprovalRequestRow[] }) {
  if (requests.length === 0) return <Typography color="text.secondary">{NO_REQUESTS}</Typography>;
  return (
    <List dense aria-label="Approval requests">
      {requests.map((r) => (
        <ListItem
          key={r.id}
          secondaryAction={
            r.status === 'open' && (
              <ConfirmCommandButton
                command="withdrawApprovalRequest"
                params={{ campaignId, requestId: r.id }}
                verb={WITHDRAW}
                subject={`${kindOf(r).toLowerCase()} request #${r.n}`}
                entity="Approval"
                content="The reviewers will be told the request was withdrawn."
              />
            )
          }
        >
          <ListItemText
            primary={`#${r.n} ${kindOf(r)} approval`}
            secondary={`Due ${new Date(r.dueAt).toLocaleString()} · ${r.userIds.length} reviewer(s)`}
          />
          <Chip
            size="small"
            label={r.status}
            color={r.status === 'open' ? 'warning' : r.status === 'completed' ? 'success' : 'default'}
            sx={{ mr: 6 }}
          />
        </ListItem>
      ))}
    </List>
  );
}

function RequestApprovalDialog({
  campaign,
  onClose,
}: {
  campaign: { id: string; name: string; partnerId: string };
  onClose: () => void;
}) {
  const [isFinal, setFinal] = useState(false);
  const [reviewers, setReviewers] = useState<WatcherRow[]>([]);
  const [watchers, setWatchers] = useState<WatcherRow[]>([]);
  const [dueAt, setDueAt] = useState(() => localInput(Date.now() + DEFAULT_DUE_MS));
  const requests = useApprovalRequests(campaign.id, true);
  const [run, { isPending }] = useCommand('requestApproval');
  const notify = useNotify();
  const notifyError = useNotifyError();
  const approvers = isFinal ? PERMISSIONS.finalApproveCreatives : PERMISSIONS.interimApproveCreatives;
  const submit = () =>
    run(
      {
        campaignId: campaign.id,
        isFinal,
        userIds: reviewers.map((u) => u.id),
        watcherIds: watchers.map((u) => u.id),
        dueAt: new Date(dueAt).toISOString(),
      },
      {
        onSuccess: () => {
          notify(`${isFinal ? 'Final' : 'Interim'} approval requested`, { type: 'success' });
          setReviewers([]);
          setWatchers([]);
        },
        onError: notifyError,
      },
    );
  const reason = isPending ? WORKING : reviewers.length === 0 ? NO_REVIEWER : null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="request-approval-title">
      <DialogTitle id="request-approval-title">Request approval: {campaign.name}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <RadioGroup
            row
            value={isFinal ? 'final' : 'interim'}
            onChange={(e) => {
              setFinal(e.target.value === 'final');
              setReviewers([]);
            }}
          >
            <FormControlLabel value="interim" control={<Radio />} label="Interim approval" />
            <FormControlLabel value="final" control={<Radio />} label="Final approval" />
          </RadioGroup>
          <UserPicker
            campaignId={campaign.id}
            key={String(isFinal)}
            label="Reviewers"
            roles={approvers}
            value={reviewers}
            onChange={setReviewers}
          />
          <UserPicker
            campaignId={campaign.id}
            label="Watchers"
            roles={ROLES.filter((r) => r !== 'ANALYST')}
            value={watchers}
            onChange={setWatchers}
          />
          <TextField
            label="Due"
            type="datetime-local"
            value={dueAt}
            onChange={(e) => setDueAt(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Typography variant="subtitle2">Requests</Typography>
          {requests.data ? (
            <Requests campaignId={campaign.id} requests={requests.data} />
          ) : (
            <Typography color="text.secondary">Loading…</Typography>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <WhyDisabled reason={reason}>
          <Button variant="contained" disabled={!!reason} onClick={() => void submit()}>
            Request approval
          </Button>
        </WhyDisabled>
      </DialogActions>
    </Dialog>
  );
}

export const RequestApprovalButton = ({
  campaign,
}: {
  campaign: { id: string; name: string; partnerId: string; archived: boolean };
}) => {
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (!session || !inGroup(session.role, CAMPAIGN_ACCESS.edit)) return null;
  return (
    <>
      <WhyDisabled reason={campaign.archived && ARCHIVED_NO_REVIEW}>
        <Button variant="outlined" disabled={campaign.archived} onClick={() => setOpen(true)}>
          Request approval
        </Button>
      </WhyDisabled>
      {open && <RequestApprovalDialog campaign={campaign} onClose={() => setOpen(false)} />}
    </>
  );
};
