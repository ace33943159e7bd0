// The personalise table's refresh button for screenshots (spec 2 §2): it renders the selected formats, or those on the
// page when none is selected (POST …/formats/screenshots), and spins while a render of the campaign runs (the queue's
// `running`, kept live over /ws) or the one it asked for has not shown finished yet. A request the server did not
// take says 'Could not send the request to the server.' (spec 2 §8).
import { IconButton, Tooltip } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import Refresh from '@mui/icons-material/Refresh';
import { useNotify } from 'react-admin';
import { REQUEST_NOT_SENT } from '../../../domain/screenshot/messages';
import { useNotifyFailure } from '../common/notifications';
import type { TreeRef } from '../providers/adapters/personalise';
import { useCommand } from '../providers/useCommand';
import { renderAnswerText } from './renderAnswerText';
import { useRenderOutcome } from './useRenderOutcome';
import { useRenderQueue } from './useRenderQueue';

const spin = keyframes`from { transform: rotate(0deg) } to { transform: rotate(360deg) }`;

export const RefreshScreenshotsButton = ({
  treeRef,
  formatIds,
  selected,
}: {
  treeRef: TreeRef;
  /** The formats to render: the selected ones, else the page's live ones. */
  formatIds: string[];
  selected: boolean;
}) => {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queue = useRenderQueue(treeRef.campaignId);
  const { watch, watching } = useRenderOutcome(queue);
  const [render, { isPending }] = useCommand('renderFormats');
  const spinning = isPending || watching || !!queue.data?.running;
  const what = selected ? 'the selected formats' : 'the formats on this page';
  const reason = formatIds.length === 0 ? 'No formats to render on this page' : null;
  const run = () =>
    render(
      { ...treeRef, formatIds },
      {
        onSuccess: (data) => {
          watch(data.requestId);
          notify(renderAnswerText(data), { type: data.queued > 0 ? 'info' : 'success' });
        },
        onError: (error) => notifyFailure(REQUEST_NOT_SENT, error),
      },
    );
  return (
    <Tooltip
      title={reason ?? (spinning ? 'Rendering screenshots…' : `Render the screenshots of ${what}`)}
      describeChild
    >
      <span>
        <IconButton
          aria-label="Refresh screenshots"
          aria-busy={spinning}
          data-spinning={spinning ? 'true' : 'false'}
          disabled={!!reason || isPending}
          onClick={() => void run()}
        >
          <Refresh sx={spinning ? { animation: `${spin} 1s linear infinite` } : undefined} />
        </IconButton>
      </span>
    </Tooltip>
  );
};
