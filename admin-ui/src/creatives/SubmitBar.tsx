// The bulk submit (spec 2 §4 "Bulk update"): the decisions changed on the page go as one request of approvals and
// rejections with an optional comment; 'Updating creatives' shows while it runs, then a success or a warning, or
// 'Error happened during approvals saving' (spec 2 §8) over the server's reason.
// Rejections turn active variants off, so they are confirmed first.
import { useState } from 'react';
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import {
  APPROVAL_COMMENT_MAX,
  APPROVAL_NOTICES,
  approvalRequest,
  type ApprovalKind,
  type ToggleValue,
} from '../../../domain/personalise/approvals';
import { couldNotUpdate, updated } from '../../../domain/personalise/messages';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { BULK_SUCCESS_MS, useNotifyFailure } from '../common/notifications';
import { WhyDisabled, WORKING } from '../common/WhyDisabled';
import type { TreeRef } from '../providers/adapters/personalise';
import { useCommand } from '../providers/useCommand';

export const SubmitBar = ({
  treeRef,
  kind,
  decisions,
  onDone,
  onDiscard,
}: {
  treeRef: TreeRef;
  kind: ApprovalKind;
  /** The changed toggles (neutral ones send nothing). */
  decisions: Readonly<Record<string, ToggleValue>>;
  onDone: () => void;
  onDiscard: () => void;
}) => {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [comment, setComment] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [run, { isPending }] = useCommand('changeCreativeApprovals');
  const { approvals, rejections } = approvalRequest(decisions);
  const asked = approvals.length + rejections.length;
  const tooLong = comment.length > APPROVAL_COMMENT_MAX;

  const submit = () => {
    setConfirming(false);
    notify(APPROVAL_NOTICES.pending, { type: 'info' });
    void run(
      { ...treeRef, approvals, rejections, final: kind === 'final', comment: comment.trim() || null },
      {
        onSuccess: (data) => {
          const missed = asked - data.updatedFormats;
          if (missed > 0) notify(couldNotUpdate(missed), { type: 'warning' });
          else notify(updated(data.updatedFormats), { type: 'success', autoHideDuration: BULK_SUCCESS_MS });
          setComment('');
          onDone();
        },
        onError: (error) => notifyFailure(APPROVAL_NOTICES.failed, error),
      },
    );
  };

  return (
    <Paper
      elevation={3}
      sx={{ position: 'sticky', bottom: 0, p: 2, mt: 2, zIndex: 1 }}
      data-testid="approval-submit-bar"
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Typography sx={{ flexShrink: 0 }}>
          {approvals.length} to approve, {rejections.length} to reject ({kind === 'final' ? 'final' : 'interim'})
        </Typography>
        <TextField
          label="Comment (optional)"
          size="small"
          multiline
          maxRows={4}
          fullWidth
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          error={tooLong}
          helperText={`${comment.length}/${APPROVAL_COMMENT_MAX}`}
        />
        <Button color="inherit" onClick={onDiscard} disabled={isPending}>
          Discard
        </Button>
        <WhyDisabled
          reason={
            isPending
              ? WORKING
              : asked === 0
                ? 'Choose approve or reject on a format first'
                : tooLong
                  ? `At most ${APPROVAL_COMMENT_MAX} characters`
                  : null
          }
        >
          <Button
            variant="contained"
            disabled={isPending || asked === 0 || tooLong}
            onClick={() => (rejections.length > 0 ? setConfirming(true) : submit())}
          >
            Submit decisions
          </Button>
        </WhyDisabled>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={`Reject ${rejections.length} creative(s)?`}
        content="A rejected creative turns its variant off until it is approved again."
        confirm="Submit decisions"
        destructive
        pending={isPending}
        onConfirm={submit}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
};
