// 'Render screenshots' for a whole campaign (POST /campaigns/{id}/make-screenshots, spec 2 §7): every live creative,
// or only those in one approval state. A request the server did not take says 'Could not send the request to the
// server.' (spec 2 §8); one that finished with failures, 'Failed to generate screenshots'.
import { useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import PhotoCamera from '@mui/icons-material/PhotoCameraOutlined';
import { useNotify } from 'react-admin';
import { FORMAT_APPROVALS, FORMAT_STATUS_LABELS } from '../../../../domain/personalise/approvals';
import type { FormatApproval } from '../../../../domain/personalise/events';
import { REQUEST_NOT_SENT } from '../../../../domain/screenshot/messages';
import { useNotifyFailure } from '../../common/notifications';
import type { Campaign } from '../../providers/adapters/campaigns';
import { useCommand } from '../../providers/useCommand';
import { renderAnswerText } from '../renderAnswerText';
import { useRenderOutcome, type QueueRead } from '../useRenderOutcome';

const ALL = 'all';

export const RenderCampaignForm = ({ campaign, queue }: { campaign: Campaign; queue: QueueRead }) => {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { watch } = useRenderOutcome(queue);
  const [approval, setApproval] = useState<FormatApproval | typeof ALL>(ALL);
  const [make, { isPending }] = useCommand('makeScreenshots');
  const run = () =>
    make(
      {
        campaignId: campaign.id,
        partnerId: campaign.partnerId,
        approvalStatus: approval === ALL ? null : approval,
      },
      {
        onSuccess: (data) => {
          watch(data.requestId);
          notify(renderAnswerText(data), { type: data.queued > 0 ? 'info' : 'success' });
        },
        onError: (error) => notifyFailure(REQUEST_NOT_SENT, error),
      },
    );
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <TextField
        select
        size="small"
        fullWidth={false}
        sx={{ minWidth: 220 }}
        label="Creatives"
        value={approval}
        onChange={(e) => setApproval(e.target.value as FormatApproval | typeof ALL)}
      >
        <MenuItem value={ALL}>All creatives</MenuItem>
        {FORMAT_APPROVALS.map((a) => (
          <MenuItem key={a} value={a}>
            Only {FORMAT_STATUS_LABELS[a]}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" startIcon={<PhotoCamera />} loading={isPending} onClick={() => void run()}>
        Render screenshots
      </Button>
    </Stack>
  );
};
