// The screenshot calls (issue 19 §1; spec 2 §7; api/routes/screenshots): a campaign's render queue and its entries
// page by page as queries; rendering a campaign or chosen formats, cancelling the campaign's renders or one
// variation's, restarting one as commands. Query keys start with 'render-queue', campaignId.
import type { FormatApproval } from '../../../domain/personalise/events';
import type { QueueEntry, RenderQueueState, RenderRequestAnswer } from '../../../domain/screenshot/answers';
import type { QueueStatus } from '../../../domain/screenshot/state';
import type { TreeRef } from '../providers/adapters/personalise';
import { getPage, type RowRange } from '../providers/paging';
import { enc, get, patch, post } from '../providers/requests';

const campaignPath = (campaignId: string) => `/campaigns/${enc(campaignId)}`;

export const renderQueueKey = (campaignId: string) => ['render-queue', campaignId] as const;

export const screenshots = {
  queries: {
    renderQueue: (campaignId: string) => get<RenderQueueState>(`${campaignPath(campaignId)}/render-queue/state`),
    renderQueueEntries: (
      campaignId: string,
      { status, ...rows }: RowRange & { status: QueueStatus | null },
      signal?: AbortSignal,
    ) =>
      getPage<QueueEntry>(
        `${campaignPath(campaignId)}/render-queue/entries`,
        { ...rows, filter: status ? { status } : null },
        signal,
      ),
  },
  commands: {
    makeScreenshots: (body: { campaignId: string; partnerId: string; approvalStatus: FormatApproval | null }) =>
      post<RenderRequestAnswer>(`${campaignPath(body.campaignId)}/make-screenshots`, body),
    renderFormats: ({ campaignId, treeId, formatIds }: TreeRef & { formatIds: string[] }) =>
      post<RenderRequestAnswer>(`${campaignPath(campaignId)}/personalize/${enc(treeId)}/formats/screenshots`, {
        formatIds,
      }),
    cancelRenders: ({ campaignId }: { campaignId: string }) =>
      patch<{ requestIds: string[] }>(`${campaignPath(campaignId)}/render-queue/cancel`),
    cancelVariationRender: ({ variationId }: { variationId: string }) =>
      patch<{ requestId: string }>(`/variations/${enc(variationId)}/cancel-render`),
    restartVariationRender: ({ variationId }: { variationId: string }) =>
      patch<RenderRequestAnswer>(`/variations/${enc(variationId)}/restart-render`),
  },
};
