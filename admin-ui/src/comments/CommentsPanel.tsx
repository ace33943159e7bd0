// The comments panel (spec 2 §2 "Comments panel"): a drawer over the campaign's page, opened and set by the URL's
// comments* parameters (usePanelParams). It lists the threads about one entity (a variant, or the campaign itself),
// with the switches 'Show for me', resolved, with time code, sort by time code and hide general comments; empty texts
// and errors are the spec's; a commentsScrollToId scrolls to that comment. Other users' comments arrive live.
import { useEffect } from 'react';
import {
  Alert,
  Box,
  Drawer,
  FormControlLabel,
  IconButton,
  LinearProgress,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import Close from '@mui/icons-material/Close';
import {
  COMMENT_MESSAGES,
  emptyText,
  panelThreads,
  type CommentTopic,
  type PanelContext,
  type PanelSwitches,
} from '../../../domain/comment';
import { useSession } from '../auth/session';
import { CommentForm } from './CommentForm';
import { commentElementId, CommentThread } from './CommentThread';
import { useThreads } from './useComments';
import { usePanelParams, type PanelEntity } from './usePanelParams';

const PANEL_TITLE = 'Comments';

const SWITCH_LABELS: Record<keyof PanelSwitches, string> = {
  showForMe: 'Show for me',
  showResolved: 'Show resolved',
  showWithTimeCode: 'Only with time code',
  sortByTimeCode: 'Sort by time code',
  hideGeneralComments: 'Hide general comments',
};

interface CommentsPanelProps {
  topic: CommentTopic;
  context: PanelContext;
}

export const CommentsPanel = ({ topic, context }: CommentsPanelProps) => {
  const params = usePanelParams();
  const open = params.open && params.entity !== null;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={params.close}
      slotProps={{ paper: { sx: { width: 420 }, role: 'dialog', 'aria-label': PANEL_TITLE } }}
    >
      {open && <PanelBody topic={topic} context={context} entity={params.entity!} />}
    </Drawer>
  );
};

const PanelBody = ({ topic, context, entity }: CommentsPanelProps & { entity: PanelEntity }) => {
  const params = usePanelParams();
  const session = useSession();
  const threads = useThreads(topic, [entity.id], true);
  const shown = threads.data && session ? panelThreads(threads.data, params.switches, session.id) : [];
  const { scrollToId } = params;
  useEffect(() => {
    if (scrollToId && threads.data)
      document.getElementById(commentElementId(scrollToId))?.scrollIntoView({ block: 'center' });
  }, [scrollToId, threads.data]);

  return (
    <Stack spacing={1.5} sx={{ p: 2, height: '100%' }} data-context={context}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h6">{PANEL_TITLE}</Typography>
          <Typography variant="body2" color="text.secondary">
            {entity.name ?? (entity.type === 'campaign' ? 'This campaign' : entity.type)}
          </Typography>
        </Box>
        <IconButton aria-label="Close comments" onClick={params.close}>
          <Close />
        </IconButton>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        {(Object.keys(SWITCH_LABELS) as (keyof PanelSwitches)[]).map((key) => (
          <FormControlLabel
            key={key}
            label={<Typography variant="body2">{SWITCH_LABELS[key]}</Typography>}
            control={
              <Switch
                size="small"
                checked={params.switches[key]}
                onChange={(e) => params.setSwitch(key, e.target.checked)}
              />
            }
          />
        ))}
      </Stack>
      <CommentForm key={entity.id} topic={topic} entity={entity} defaultMessage={params.defaultMessage} />
      {threads.isPending && <LinearProgress aria-label="Loading comments" />}
      {threads.error && <Alert severity="error">{COMMENT_MESSAGES.reloadPage}</Alert>}
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        {threads.data && shown.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {emptyText(entity.type, entity.name)}
          </Typography>
        )}
        <Stack spacing={1}>
          {shown.map((thread) => (
            <CommentThread key={thread._id} topic={topic} thread={thread} entity={entity} scrollToId={scrollToId} />
          ))}
        </Stack>
      </Box>
    </Stack>
  );
};
