// One version of a storyboard, beside its others (spec 3 §4): its file, who uploaded it and when, who approved
// it, 'Approve' (the final approvers only; disabled with the reason for everyone else) and a confirmed delete.
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useNotify } from 'react-admin';
import { ROLE_LABELS } from '../../../../domain/roles';
import { useSession } from '../../auth/session';
import { ConfirmCommandButton } from '../../common/ConfirmCommandButton';
import { useNotifyError } from '../../common/notifications';
import { DELETE } from '../../common/verbs';
import { WhyDisabled } from '../../common/WhyDisabled';
import type { Storyboard, StoryboardUser, StoryboardVersion } from '../../providers/adapters/storyboards';
import { useCommand } from '../../providers/useCommand';
import { whyNoApproval, whyNoChange } from './storyboardAccess';
import { VersionPreview } from './VersionPreview';

export const ALREADY_APPROVED = 'You have approved this version';

interface VersionCardProps {
  storyboard: Storyboard;
  version: StoryboardVersion;
  users: Map<string, StoryboardUser>;
}

const when = (iso: string) => new Date(iso).toLocaleString();

export const VersionCard = ({ storyboard, version, users }: VersionCardProps) => {
  const session = useSession();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [approve, { isPending }] = useCommand('approveStoryboard');
  const nameOf = (userId: string) => users.get(userId)?.name ?? users.get(userId)?.email ?? 'a user';
  const mine = version.approvals.some((a) => a.userId === session?.id);
  const whyNot = whyNoApproval(session?.role) ?? (mine ? ALREADY_APPROVED : null);
  const latest = storyboard.latestVersion?.id === version.id;
  const title = `Version ${version.number}`;
  const params = { conceptId: storyboard.conceptId, storyboardId: storyboard.id, versionId: version.id };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, width: 260, flexShrink: 0 }}
      component="article"
      aria-label={`${storyboard.name} ${title}`}
      data-testid="storyboard-version"
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2">
          {title}
          {latest && <Chip size="small" label="Latest" sx={{ ml: 1 }} />}
        </Typography>
        <ConfirmCommandButton
          command="deleteStoryboardVersion"
          params={params}
          verb={DELETE}
          entity="Version"
          subject={version.fileName}
          content={`${title} of ${storyboard.name} and its approvals are deleted. This cannot be undone.`}
          disabledReason={whyNoChange(session?.role)}
        />
      </Stack>
      <VersionPreview version={version} />
      <Typography variant="body2" noWrap title={version.fileName} sx={{ mt: 1 }}>
        {version.fileName}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        Uploaded by {nameOf(version.uploadedBy)}, {when(version.uploadedAt)}
      </Typography>
      <Box sx={{ my: 1 }} aria-label="Approvals">
        {version.approvals.length === 0 ? (
          <Typography variant="caption" color="text.secondary">
            Not approved yet
          </Typography>
        ) : (
          version.approvals.map((a) => (
            <Typography
              key={a.userId}
              variant="caption"
              component="p"
              sx={{ color: 'success.main' }}
              data-testid="storyboard-approval"
            >
              Approved by {nameOf(a.userId)} ({ROLE_LABELS[a.role]}), {when(a.approvedAt)}
            </Typography>
          ))
        )}
      </Box>
      <WhyDisabled reason={whyNot}>
        <Button
          size="small"
          variant="outlined"
          color="success"
          startIcon={<CheckCircle />}
          disabled={!!whyNot || isPending}
          onClick={() =>
            void approve(params, {
              onSuccess: () => notify(`${storyboard.name} ${title} approved`, { type: 'success' }),
              onError: notifyError,
            })
          }
        >
          Approve
        </Button>
      </WhyDisabled>
    </Paper>
  );
};
