// Writing a comment or a reply: the text (Ctrl+Enter sends), users to mention (those who may see the campaign, from
// GET /users/mentions), private, a time code and a file to attach. The file goes once the comment exists.
import { useState } from 'react';
import { Autocomplete, Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import AttachFile from '@mui/icons-material/AttachFile';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { commentTextError, topicId, type CommentTopic } from '../../../domain/comment';
import { useDebounced } from '../assets/useDebounced';
import { useNotifyError } from '../common/notifications';
import { WhyDisabled, WORKING } from '../common/WhyDisabled';
import type { VariaDataProvider } from '../providers/dataProvider';
import { useCommand } from '../providers/useCommand';
import type { MentionCandidate, NewCommentInput } from './commentsAdapter';
import type { PanelEntity } from './usePanelParams';

interface CommentFormProps {
  topic: CommentTopic;
  entity: PanelEntity;
  /** Answering this thread; its privacy and entity are the thread's. */
  threadId?: string;
  defaultMessage?: string;
  onDone?: () => void;
}

const label = (u: MentionCandidate) => u.name ?? u.email;

export const CommentForm = ({ topic, entity, threadId, defaultMessage = '', onDone }: CommentFormProps) => {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const notifyError = useNotifyError();
  const [text, setText] = useState(defaultMessage);
  const [mentions, setMentions] = useState<MentionCandidate[]>([]);
  const [input, setInput] = useState('');
  const [isPrivate, setPrivate] = useState(false);
  const [timeCode, setTimeCode] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const search = useDebounced(input, 300);
  const candidates = useQuery({
    queryKey: ['comments', topicId(topic), 'mentions', search],
    queryFn: () => dataProvider.mentionCandidates({ topic, input: search }),
  });
  const [post, posting] = useCommand('postComment');
  const [attach, attaching] = useCommand('attachToComment');
  const busy = posting.isPending || attaching.isPending;
  const seconds = timeCode.trim() === '' ? null : Number(timeCode);
  const textError = text === '' ? null : commentTextError(text);
  const why = busy
    ? WORKING
    : text.trim() === ''
      ? 'Write a comment first'
      : (textError ?? (seconds !== null && !(seconds >= 0) ? 'The time code is a number of seconds' : null));

  const reset = () => {
    setText('');
    setMentions([]);
    setFile(null);
    setTimeCode('');
    onDone?.();
  };
  const send = () => {
    if (why) return;
    const comment: NewCommentInput = {
      text,
      mentions: mentions.map((m) => m._id),
      ...(threadId
        ? { threadId }
        : {
            private: isPrivate,
            commentedEntityId: entity.id,
            commentedEntityType: entity.type,
            commentedEntityName: entity.name,
          }),
      ...(seconds !== null ? { timeCode: seconds } : {}),
    };
    void post(
      { topic, comment },
      {
        onSuccess: (created) => {
          const own = threadId ? created.threadedComments.at(-1) : created;
          if (file && own) void attach({ topic, commentId: own._id, file }, { onSuccess: reset, onError: notifyError });
          else reset();
        },
        onError: notifyError,
      },
    );
  };

  return (
    <Stack
      spacing={1}
      component="form"
      onSubmit={(e) => (e.preventDefault(), send())}
      aria-label={threadId ? 'Reply' : 'New comment'}
    >
      <TextField
        multiline
        minRows={threadId ? 1 : 2}
        size="small"
        label={threadId ? 'Reply' : 'Comment'}
        value={text}
        error={!!textError}
        helperText={textError ?? 'Ctrl+Enter sends'}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && (e.ctrlKey || e.metaKey) && send()}
      />
      <Autocomplete
        multiple
        size="small"
        options={candidates.data ?? []}
        loading={candidates.isFetching}
        value={mentions}
        getOptionLabel={label}
        isOptionEqualToValue={(a, b) => a._id === b._id}
        filterOptions={(options) => options}
        onInputChange={(_e, value) => setInput(value)}
        onChange={(_e, value) => setMentions(value)}
        renderInput={(params) => <TextField {...params} label="Mention" placeholder="Name or email" />}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {!threadId && (
          <FormControlLabel
            control={<Checkbox size="small" checked={isPrivate} onChange={(e) => setPrivate(e.target.checked)} />}
            label="Private"
          />
        )}
        <TextField
          size="small"
          label="Time code (s)"
          value={timeCode}
          onChange={(e) => setTimeCode(e.target.value)}
          sx={{ width: 120 }}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <Button component="label" size="small" startIcon={<AttachFile fontSize="small" />}>
          {file ? file.name : 'Attach'}
          <input hidden type="file" aria-label="Attach a file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </Button>
        <WhyDisabled reason={why}>
          <Button type="submit" variant="contained" size="small" disabled={!!why}>
            {threadId ? 'Reply' : 'Comment'}
          </Button>
        </WhyDisabled>
      </Stack>
    </Stack>
  );
};
