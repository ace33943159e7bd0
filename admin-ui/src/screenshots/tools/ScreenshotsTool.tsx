// The Tools tab's screenshots section (issue 19 §1; spec 2 §3 'render queue'): render the campaign, and its render
// queue, live over /ws; an empty state until anything was ever rendered.
import { LinearProgress, Stack } from '@mui/material';
import { EmptyState, ErrorState } from '../../common/ListStates';
import type { Campaign } from '../../providers/adapters/campaigns';
import { useRenderQueue } from '../useRenderQueue';
import { useScreenshotsLive } from '../useScreenshotsLive';
import { RenderCampaignForm } from './RenderCampaignForm';
import { RenderQueueEntries } from './RenderQueueEntries';
import { RenderQueueSummary } from './RenderQueueSummary';

export const ScreenshotsTool = ({ campaign }: { campaign: Campaign }) => {
  useScreenshotsLive(campaign.id);
  const queue = useRenderQueue(campaign.id);
  const never = queue.data && queue.data.counts.total === 0 && queue.data.requests.length === 0;
  return (
    <Stack spacing={2}>
      <RenderCampaignForm campaign={campaign} queue={queue} />
      {queue.isPending && <LinearProgress aria-label="Loading the render queue" />}
      {queue.error && <ErrorState message={queue.error.message} onRetry={() => void queue.refetch()} />}
      {never ? (
        <EmptyState
          title="No screenshots rendered yet"
          text="Render the campaign's creatives to see them here and in the personalise and creatives tables."
        />
      ) : (
        queue.data && (
          <>
            <RenderQueueSummary queue={queue.data} campaignName={campaign.name} />
            <RenderQueueEntries campaignId={campaign.id} />
          </>
        )
      )}
    </Stack>
  );
};
