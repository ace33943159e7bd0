// A simulated Display & Video 360 (v4) on the simulated Google's server: assets uploaded and creatives made per
// advertiser, reviewed as the real one does: `reviewStatus.approvalStatus` PENDING_NOT_SERVABLE, then after `reviewMs`
// APPROVED_SERVABLE, or REJECTED_NOT_SERVABLE by a fixed rule (a landing page that is not https fails the creative and
// landing page review and Google Ad Manager's), so tests and the demo can show a rejection. Every advertiser has the
// same few campaigns and line items (one line item's flight ended), made from its id on first read. Delivery is
// reported through Bid Manager (simulated-reports.ts). What it holds is the store's part 'dv360'.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { googleError, multipartOf, pageOf } from '../google/simulated-api';
import type { SimulatedStore } from '../simulated-store';
import { simulatedBidManager } from './simulated-reports';

type Json = Record<string, unknown>;
interface Creative extends Json {
  creativeId: string;
  advertiserId: string;
  createdAt: number;
  landingPage: string;
}
type Advertiser = FastifyRequest<{
  Params: { advertiserId: string; creativeId?: string };
  Querystring: Record<string, string>;
}>;

const day = (offsetDays: number) => {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

/**
 * The advertiser's campaigns and line items: two campaigns of two line items each, the first one's flight ended. Their
 * flights began a year ago, so a year of delivery can be reported (issue 21 §6: a year of demo delivery).
 */
function plannedFor(advertiserId: string) {
  const campaigns = ['Always-on awareness', 'Summer launch'].map((displayName, i) => ({
    name: `advertisers/${advertiserId}/campaigns/${advertiserId}${i + 1}`,
    advertiserId,
    campaignId: `${advertiserId}${i + 1}`,
    displayName,
    entityStatus: 'ENTITY_STATUS_ACTIVE',
  }));
  const lineItems = campaigns.flatMap((campaign, c) =>
    ['Prospecting', 'Retargeting'].map((audience, l) => {
      const ended = c === 0 && l === 0;
      return {
        name: `advertisers/${advertiserId}/lineItems/${campaign.campaignId}${l + 1}`,
        advertiserId,
        campaignId: campaign.campaignId,
        lineItemId: `${campaign.campaignId}${l + 1}`,
        displayName: `${campaign.displayName} — ${audience}`,
        entityStatus: 'ENTITY_STATUS_ACTIVE',
        flight: {
          flightDateType: 'LINE_ITEM_FLIGHT_DATE_TYPE_CUSTOM',
          dateRange: { startDate: day(-365), endDate: ended ? day(-1) : day(60) },
        },
      };
    }),
  );
  return { campaigns, lineItems };
}

/** The creative as the API answers it now: its review settled once `reviewMs` has passed. */
function reviewed({ createdAt, landingPage, ...creative }: Creative, reviewMs: number) {
  const settled = Date.now() - createdAt >= reviewMs;
  const rejected = settled && !landingPage.startsWith('https://');
  const review = !settled ? 'REVIEW_STATUS_PENDING' : rejected ? 'REVIEW_STATUS_REJECTED' : 'REVIEW_STATUS_APPROVED';
  return {
    ...creative,
    reviewStatus: {
      approvalStatus: !settled
        ? 'APPROVAL_STATUS_PENDING_NOT_SERVABLE'
        : rejected
          ? 'APPROVAL_STATUS_REJECTED_NOT_SERVABLE'
          : 'APPROVAL_STATUS_APPROVED_SERVABLE',
      creativeAndLandingPageReviewStatus: review,
      contentAndPolicyReviewStatus: settled ? 'REVIEW_STATUS_APPROVED' : 'REVIEW_STATUS_PENDING',
      exchangeReviewStatuses: [{ exchange: 'EXCHANGE_GOOGLE_AD_MANAGER', status: review }],
    },
  };
}

export function simulatedDv360(server: FastifyInstance, reviewMs: number, store: SimulatedStore) {
  const state = store.part('dv360', () => ({
    media: new Set<string>(),
    creatives: new Map<string, Creative>(),
    nextId: 700_000_000,
  }));
  const { media, creatives } = state;
  simulatedBidManager(server, {
    creativesOf: (advertiserId) =>
      [...creatives.values()].filter((c) => c.advertiserId === advertiserId).map((c) => reviewed(c, reviewMs)),
    lineItemsOf: (advertiserId) => plannedFor(advertiserId).lineItems,
  });
  const A = '/v4/advertisers/:advertiserId';

  server.post(`/upload${A}/assets`, (request: Advertiser, reply) => {
    const { metadata, media: bytes } = multipartOf(request);
    if (!metadata.filename || bytes.length === 0)
      return googleError(reply, 400, 'INVALID_ARGUMENT', 'A filename and the asset file are required.');
    const mediaId = String(state.nextId++);
    media.add(`${request.params.advertiserId}/${mediaId}`);
    return { asset: { mediaId, content: `https://simulated.varia/dv360/${mediaId}/${String(metadata.filename)}` } };
  });

  server.post(A + '/creatives', (request: Advertiser, reply) => {
    const { advertiserId } = request.params;
    const body = request.body as Json & {
      assets?: { asset?: { mediaId?: string } }[];
      exitEvents?: { url?: string }[];
    };
    if (!body.displayName || !body.creativeType || !body.hostingSource)
      return googleError(reply, 400, 'INVALID_ARGUMENT', 'displayName, creativeType and hostingSource are required.');
    const unknown = (body.assets ?? []).find((a) => !media.has(`${advertiserId}/${a.asset?.mediaId}`));
    if (unknown)
      return googleError(reply, 400, 'INVALID_ARGUMENT', `Asset ${unknown.asset?.mediaId} was not uploaded.`);
    const creativeId = String(state.nextId++);
    const now = Date.now();
    const creative: Creative = {
      ...body,
      name: `advertisers/${advertiserId}/creatives/${creativeId}`,
      advertiserId,
      creativeId,
      entityStatus: body.entityStatus ?? 'ENTITY_STATUS_ACTIVE',
      createTime: new Date(now).toISOString(),
      updateTime: new Date(now).toISOString(),
      createdAt: now,
      landingPage: body.exitEvents?.[0]?.url ?? '',
    };
    creatives.set(creativeId, creative);
    return reviewed(creative, reviewMs);
  });

  server.get(A + '/creatives', (request: Advertiser) => {
    const { pageToken, pageSize = '100', orderBy } = request.query;
    const mine = [...creatives.values()].filter((c) => c.advertiserId === request.params.advertiserId);
    if (orderBy === 'createTime desc') mine.reverse();
    const page = pageOf(mine, pageToken, Math.min(Number(pageSize), 200));
    return { creatives: page.items.map((c) => reviewed(c, reviewMs)), nextPageToken: page.nextPageToken };
  });

  server.get(A + '/creatives/:creativeId', (request: Advertiser, reply) => {
    const creative = creatives.get(request.params.creativeId ?? '');
    if (!creative || creative.advertiserId !== request.params.advertiserId)
      return googleError(reply, 404, 'NOT_FOUND', 'Requested entity was not found.');
    return reviewed(creative, reviewMs);
  });

  server.get(A + '/campaigns', (request: Advertiser) => ({
    campaigns: plannedFor(request.params.advertiserId).campaigns,
  }));

  server.get(A + '/lineItems', (request: Advertiser) => {
    // The filter as the adapter sends it: `campaignId="1" OR campaignId="2"`.
    const asked = [...(request.query.filter ?? '').matchAll(/campaignId="?(\d+)"?/g)].map((m) => m[1]);
    const { lineItems } = plannedFor(request.params.advertiserId);
    return { lineItems: lineItems.filter((l) => asked.length === 0 || asked.includes(l.campaignId)) };
  });
}
