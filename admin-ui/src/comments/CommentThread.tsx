// One thread of the panel: the first comment with its replies (spec 2 §3 Comment), each with its author, time,
// mentions, time code, hotspot, attachments; resolve or reopen the thread, reply, delete one's own (a top admin any).
import { useState } from 'react';
import { Box, Button, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { isTopAdmin } from '../../../domain/roles';
import { hotspotText, timeCodeText, type CommentTopic, type CommentView } from '../../../domain/comment';
import { useSession } from '../auth/session';
import { ConfirmCommandButton } from '../common/ConfirmCommandButton';
import { useNotifyError } from '../common/notifications';
import { DELETE } from '../common/verbs';
import { WhyDisabled, WORKING } from '../common/WhyDisabled';
import { useCommand } from '../providers/useCommand';
import { CommentForm } from './CommentForm';
import type { PanelEntity } from './usePanelParams';

export const commentElementId = (id: string) => `comment-${id}`;
const DELETED_TEXT = 'This comment was deleted';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

const CommentBody = ({
  topic,
  comment,
  highlighted,
}: {
  topic: CommentTopic;
  comment: CommentView;
  highlighted: boolean;
}) => {
  const session = useSession();
  const mayDelete = !comment.isDeleted && !!session && (comment.user._id === session.id || isTopAdmin(session.role));
  const author = comment.user.name ?? comment.user.email ?? 'Unknown user';
  return (
    <Box
      id={commentElementId(comment._id)}
      data-testid="comment"
      sx={{ p: 1, borderRadius: 1, bgcolor: highlighted ? 'action.selected' : undefined }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2">{author}</Typography>
        <Typography variant="caption" color="text.secondary">
          {when(comment.createdAt)}
        </Typography>
        {comment.timeCode !== null && (
          <Chip size="small" label={timeCodeText(comment.timeCode)} aria-label="Time code" />
        )}
        {comment.hotspot && (
          <Chip size="small" variant="outlined" label={hotspotText(comment.hotspot)} aria-label="Hotspot" />
        )}
        {comment.private && <Chip size="small" label="Private" variant="outlined" />}
        <Box sx={{ flex: 1 }} />
        {mayDelete && (
          <ConfirmCommandButton
            command="deleteComment"
            params={{ topic, commentId: comment._id }}
            verb={DELETE}
            subject="comment"
            entity="The"
            content="The comment's text and files are removed for everyone."
          />
        )}
      </Stack>
      <Typography
        variant="body2"
        sx={{ whiteSpace: 'pre-wrap', fontStyle: comment.isDeleted ? 'italic' : undefined }}
        color={comment.isDeleted ? 'text.secondary' : undefined}
      >
        {comment.isDeleted ? DELETED_TEXT : comment.text}
      </Typography>
      {comment.mentions.length > 0 && (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap' }}>
          {comment.mentions.map((m) => (
            <Chip key={m._id} size="small" color="primary" variant="outlined" label={`@${m.name ?? 'user'}`} />
          ))}
        </Stack>
      )}
      {comment.attachments.map((a) => (
        <Link key={a._id} href={a.url} variant="body2" sx={{ display: 'block' }} download={a.fileName}>
          {a.fileName}
        </Link>
      ))}
    </Box>
  );
};

export const CommentThread = ({
  topic,
  thread,
  entity,
  scrollToId,
}: {
  topic: CommentTopic;
  thread: CommentView;
  entity: PanelEntity;
  scrollToId: string | null;
}) => {
  const [replying, setReplying] = useState(false);
  const notifyError = useNotifyError();
  const [resolve, { isPending }] = useCommand('resolveComment');
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1, opacity: thread.resolved ? 0.75 : 1 }}
      aria-label={`Thread: ${thread.isDeleted ? DELETED_TEXT : thread.text.slice(0, 40)}`}
    >
      <CommentBody topic={topic} comment={thread} highlighted={scrollToId === thread._id} />
      {thread.threadedComments.length > 0 && (
        <Stack spacing={0.5} sx={{ pl: 2, borderLeft: 2, borderColor: 'divider', ml: 1 }}>
          {thread.threadedComments.map((reply) => (
            <CommentBody key={reply._id} topic={topic} comment={reply} highlighted={scrollToId === reply._id} />
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
        <Button size="small" onClick={() => setReplying((r) => !r)} aria-expanded={replying}>
          Reply
        </Button>
        <WhyDisabled reason={isPending ? WORKING : null}>
          <Button
            size="small"
            disabled={isPending}
            onClick={() =>
              void resolve({ topic, commentId: thread._id, resolved: !thread.resolved }, { onError: notifyError })
            }
          >
            {thread.resolved ? 'Reopen' : 'Resolve'}
          </Button>
        </WhyDisabled>
      </Stack>
      {replying && (
        <CommentForm topic={topic} entity={entity} threadId={thread._id} onDone={() => setReplying(false)} />
      )}
    </Paper>
  );
};
