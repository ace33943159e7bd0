// The demo's screenshots (issue 19): each demo campaign is rendered as a user would ask, through
// POST /campaigns/{id}/make-screenshots, and the render workflow pictures it in the background after the seed. A
// re-run asks only while nothing of the campaign is rendering: the request then queues only content not pictured yet,
// and records nothing once all of it is.
import type { RenderQueueState, RenderRequestAnswer } from '../domain/screenshot/answers';
import type { SeededCampaign } from './campaigns';
import type { Seeding } from './ensure';

export async function seedScreenshots(s: Seeding, campaigns: readonly SeededCampaign[]): Promise<void> {
  for (const campaign of campaigns) {
    const queue = await s.api.get<RenderQueueState>(`/campaigns/${campaign.id}/render-queue/state`);
    if (queue.running) {
      s.log(`= screenshots of ${campaign.name}: rendering`);
      continue;
    }
    const answer = await s.api.post<RenderRequestAnswer>(`/campaigns/${campaign.id}/make-screenshots`, {
      campaignId: campaign.id,
      partnerId: campaign.partnerId,
    });
    if (answer.requestId) s.log(`+ screenshots of ${campaign.name}: ${answer.queued} queued`);
    else s.log(`= screenshots of ${campaign.name}: ${answer.alreadyRendered} rendered`);
  }
}
