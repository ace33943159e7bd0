// What the publishing tests share: a screenshot campaign (google tree, two banner formats a variant) whose node is
// connected to the simulated Campaign Manager 360, variants made and finally approved through the API, and the ads the
// simulated CM360 holds for the campaign (so a duplicate shows).
import { dfareporting_v5 } from 'googleapis/build/src/apis/dfareporting/v5.js';
import { clientOptions } from '../../platforms/google/api';
import { expectStatus, patch } from '../api/personalise-fixture';
import type { Client } from '@temporalio/client';
import { subscribersConcerned } from '../../projections/business-tree/subscribers';
import { publishWorkflowId, type PublishTarget } from '../../workflows/publish/activities';
import type { AdPlatforms, PublishDeps } from '../../workflows/publish/deps';
import type { ApiTest } from './api-test';
import type { PartnerFixture } from './fixtures';
import type { startGooglePlatform } from './google-platform';
import type { HttpClient } from './http';
import { headedVariants, screenshotCampaign } from './screenshots';

export const CM360_ACCOUNT = { dcmNetworkId: '4001', dcmAdvertiserId: '8801' };

/** The campaign, its node connected to CM360 (`su`: a top admin). */
export async function publishingCampaign(su: HttpClient, partner: PartnerFixture, name: string) {
  const campaign = await screenshotCampaign(su, partner, name);
  expectStatus(
    await su.put(`/business-nodes/${partner.childNodeId}/publishing`, { publishing: { google: CM360_ACCOUNT } }),
    200,
  );
  return campaign;
}

/** Variants headed by these headlines, each format finally approved; answers each one's id and format ids. */
export async function approvedVariants(
  su: HttpClient,
  campaign: { campaignId: string; treeId: string; treePath: string },
  headlines: string[],
) {
  const made = await headedVariants(su, campaign.treePath, headlines);
  await approveFinally(
    su,
    campaign,
    made.flatMap((v) => v.formats),
  );
  return made;
}

/** These formats of the campaign's tree finally approved. */
export async function approveFinally(
  su: HttpClient,
  campaign: { campaignId: string; treeId: string },
  formats: string[],
) {
  expectStatus(
    await patch(su, `/campaigns/${campaign.campaignId}/creatives/approvals`, {
      treeId: campaign.treeId,
      approvals: formats,
      rejections: [],
      final: true,
    }),
    200,
  );
}

/** How many creatives the simulated CM360 holds under each of the campaign's external keys (in `account`). */
export async function cm360Ads(
  g: Awaited<ReturnType<typeof startGooglePlatform>>,
  campaignId: string,
  account = CM360_ACCOUNT,
): Promise<Map<string, number>> {
  const api = new dfareporting_v5.Dfareporting(clientOptions(g.oauth.authClient(g.sim.cm360Credentials), g.sim.url));
  const profiles = await api.userProfiles.list();
  const profileId = profiles.data.items!.find((p) => p.accountId === account.dcmNetworkId)!.profileId!;
  const counts = new Map<string, number>();
  let pageToken: string | undefined;
  do {
    const page = await api.creatives.list({
      profileId,
      advertiserId: account.dcmAdvertiserId,
      searchString: `varia-${campaignId}`,
      pageToken,
    });
    for (const c of page.data.creatives ?? []) {
      const key = /\[([^\]]+)\]$/.exec(c.name ?? '')?.[1] ?? '';
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    pageToken = page.data.nextPageToken ?? undefined;
  } while (pageToken);
  return counts;
}

/** The simulated CM360 throttles its next `times` user profile reads (403 userRateLimitExceeded), asking for a wait of
 * `retryAfterSeconds` when given. */
export const throttleCm360 = (
  g: Awaited<ReturnType<typeof startGooglePlatform>>,
  times: number,
  retryAfterSeconds?: number,
) =>
  g.control('errors', {
    path: '/dfareporting/v5/userprofiles/',
    method: 'GET',
    status: 403,
    reason: 'userRateLimitExceeded',
    times,
    retryAfterSeconds,
  });

/** What a test's publish worker reaches the world through: the test product's store, blobs and secrets. */
export const testPublishDeps = (api: ApiTest, platforms: AdPlatforms): PublishDeps => ({
  commands: { store: api.t.system.deps.store },
  blobs: api.t.system.deps.blobs,
  platforms,
  secrets: api.t.system.deps.secrets,
  subscribersOf: (concerned) => subscribersConcerned(api.t.system.deps.pool, concerned),
});

/** A history event's time in seconds. */
const seconds = (time: { seconds?: { toNumber(): number } | null; nanos?: number | null } | null | undefined) =>
  (time?.seconds?.toNumber() ?? 0) + (time?.nanos ?? 0) / 1e9;

/** The try of a publish's first chunk that ran to its end: its attempt, and the seconds from scheduled to started. */
export async function firstChunkTry(client: Client, target: PublishTarget) {
  const events = (await client.workflow.getHandle(publishWorkflowId(target)).fetchHistory()).events ?? [];
  const chunk = events.find((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'publishChunk')!;
  const ofChunk = (id: { toString(): string } | null | undefined) => id?.toString() === chunk.eventId?.toString();
  const started = events.find((e) => ofChunk(e.activityTaskStartedEventAttributes?.scheduledEventId))!;
  return {
    attempt: started.activityTaskStartedEventAttributes!.attempt!,
    waitedSeconds: seconds(started.eventTime) - seconds(chunk.eventTime),
    failed: events.some((e) => ofChunk(e.activityTaskFailedEventAttributes?.scheduledEventId)),
  };
}
