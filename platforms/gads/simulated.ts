// A simulated Google Ads (REST, GADS_VERSION) on the simulated Google's server: each valid customer (10 digits) has
// the same few campaigns and ad groups, made from its id; image assets and ads made per customer; GAQL searches over
// them (FROM campaign, ad_group or ad_group_ad, WHERE conditions joined by AND with = and !=, ORDER BY one field).
// An ad's `policy_summary` is REVIEW_IN_PROGRESS, then after `reviewMs` REVIEWED by a fixed rule: a final URL that is
// not https is DISAPPROVED (DESTINATION_NOT_WORKING), text about alcohol APPROVED_LIMITED (ALCOHOL), else APPROVED.
// What it holds is the store's part 'gads'. Metrics queries: simulated-delivery.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimulatedStore } from '../simulated-store';
import { GADS_VERSION } from './rest';
import { metricRows, queriedDay } from './simulated-delivery';
import { gadsFailure } from './simulated-failure';

type Json = Record<string, unknown>;
interface StoredAd {
  customerId: string;
  adGroupId: string;
  campaignId: string;
  ad: Json & { id: string; finalUrls?: string[] };
  status: string;
  createdAt: number;
}
type Call = FastifyRequest<{ Params: { customerId: string; call: string }; Body: Json }>;

/** The customer's campaigns (one removed) and two ad groups of each (one removed in the first). */
function plannedFor(customerId: string) {
  const tail = customerId.slice(-4);
  const campaigns = [
    ['01', 'Always-on display', 'ENABLED', 'DISPLAY'],
    ['02', 'Summer launch', 'PAUSED', 'DISPLAY'],
    ['03', 'Brand search (old)', 'REMOVED', 'SEARCH'],
  ].map(([n, name, status, channel]) => ({
    resourceName: `customers/${customerId}/campaigns/${tail}${n}`,
    id: `${tail}${n}`,
    name,
    status,
    advertisingChannelType: channel,
  }));
  const adGroups = campaigns.flatMap((campaign, c) =>
    ['Prospecting', 'Retargeting', 'Old placements'].slice(0, c === 0 ? 3 : 2).map((name, g) => ({
      adGroup: {
        resourceName: `customers/${customerId}/adGroups/${campaign.id}${g + 1}`,
        id: `${campaign.id}${g + 1}`,
        name,
        status: g === 2 ? 'REMOVED' : 'ENABLED',
      },
      campaign: { id: campaign.id },
    })),
  );
  return { campaigns, adGroups };
}

/** The ad as Google Ads answers it now: its policy review settled once `reviewMs` has passed. */
function reviewed(stored: StoredAd, reviewMs: number) {
  const settled = Date.now() - stored.createdAt >= reviewMs;
  const text = JSON.stringify(stored.ad.responsiveDisplayAd ?? {}).toLowerCase();
  const topics = !settled
    ? []
    : !(stored.ad.finalUrls?.[0] ?? '').startsWith('https://')
      ? [{ topic: 'DESTINATION_NOT_WORKING', type: 'PROHIBITED' }]
      : text.includes('alcohol')
        ? [{ topic: 'ALCOHOL', type: 'LIMITED' }]
        : [];
  const approval = !settled
    ? 'UNKNOWN'
    : topics[0]?.type === 'PROHIBITED'
      ? 'DISAPPROVED'
      : topics.length > 0
        ? 'APPROVED_LIMITED'
        : 'APPROVED';
  return {
    adGroupAd: {
      resourceName: `customers/${stored.customerId}/adGroupAds/${stored.adGroupId}~${stored.ad.id}`,
      status: stored.status,
      ad: stored.ad,
      policySummary: {
        reviewStatus: settled ? 'REVIEWED' : 'REVIEW_IN_PROGRESS',
        approvalStatus: approval,
        policyTopicEntries: topics,
      },
    },
    adGroup: { id: stored.adGroupId },
    campaign: { id: stored.campaignId },
  };
}

const camel = (snake: string) => snake.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
/** A row's value at a GAQL field path (ad_group_ad.ad.id → row.adGroupAd.ad.id), as a string. */
const valueAt = (row: unknown, path: string) =>
  String(path.split('.').reduce<unknown>((v, key) => (v as Json | undefined)?.[camel(key)], row) ?? '');

/** The rows a GAQL query selects from `from`, filtered and ordered as it says. */
function select(query: string, from: Record<string, unknown[]>): unknown[] | null {
  const parts = /FROM\s+(\w+)(?:\s+WHERE\s+(.+?))?(?:\s+ORDER BY\s+([\w.]+)(\s+DESC)?)?\s*$/is.exec(query.trim());
  const rows = parts && from[parts[1]!];
  if (!parts || !rows) return null;
  const conditions = (parts[2] ?? '')
    .split(/\s+AND\s+/i)
    .filter(Boolean)
    .map((c) => /^([\w.]+)\s*(!=|=)\s*'?([^']*?)'?$/.exec(c.trim()));
  if (conditions.some((c) => !c)) return null;
  const found = rows.filter((row) => conditions.every((c) => (valueAt(row, c![1]!) === c![3]) === (c![2] === '=')));
  const order = parts[3];
  if (order) found.sort((a, b) => valueAt(a, order).localeCompare(valueAt(b, order), 'en', { numeric: true }));
  return parts[4] ? found.reverse() : found;
}

const missing = (reply: FastifyReply, field: string) =>
  gadsFailure(reply, 400, 'REQUIRED', `The required field was not present: ${field}.`);

export function simulatedGoogleAds(server: FastifyInstance, reviewMs: number, store: SimulatedStore) {
  const state = store.part('gads', () => ({
    assets: new Set<string>(),
    ads: new Map<string, StoredAd>(),
    nextId: 900_000_000,
  }));
  const { assets, ads } = state;

  const search = (customerId: string, body: Json, reply: FastifyReply) => {
    const { campaigns, adGroups } = plannedFor(customerId);
    const mine = [...ads.values()].filter((a) => a.customerId === customerId).map((a) => reviewed(a, reviewMs));
    const query = String(body.query ?? '');
    // A query of metrics reads one day's delivery (simulated-delivery.ts).
    const day = /\bmetrics\./i.test(query) ? queriedDay(query) : null;
    if (/\bmetrics\./i.test(query) && !day)
      return gadsFailure(reply, 400, 'UNEXPECTED_INPUT', 'Error in query: this simulation reads metrics of one day.');
    const groupOf = (id: string) => {
      const group = adGroups.find((g) => g.adGroup.id === id);
      const campaign = campaigns.find((c) => c.id === group?.campaign.id);
      const named = campaign && { resourceName: campaign.resourceName, name: String(campaign.name) };
      return { name: group?.adGroup.name ?? '', campaign: named };
    };
    const rows = select(query, {
      campaign: campaigns.map((campaign) => ({ campaign })),
      ad_group: adGroups,
      ad_group_ad: day ? metricRows(day, mine, groupOf) : mine,
    });
    if (!rows) return gadsFailure(reply, 400, 'UNEXPECTED_INPUT', 'Error in query: the query could not be parsed.');
    return { results: rows };
  };

  const createAssets = (customerId: string, creates: Json[], reply: FastifyReply) => {
    if (creates.some((c) => c.type !== 'IMAGE' || !(c.imageAsset as Json | undefined)?.data))
      return missing(reply, 'asset.image_asset.data');
    return {
      results: creates.map(() => {
        const resourceName = `customers/${customerId}/assets/${state.nextId++}`;
        assets.add(resourceName);
        return { resourceName };
      }),
    };
  };

  const createAds = (customerId: string, creates: Json[], reply: FastifyReply) => {
    const { adGroups } = plannedFor(customerId);
    const made: StoredAd[] = [];
    for (const create of creates) {
      const group = adGroups.find((g) => g.adGroup.resourceName === create.adGroup && g.adGroup.status !== 'REMOVED');
      if (!group) return gadsFailure(reply, 400, 'RESOURCE_NOT_FOUND', `Ad group ${String(create.adGroup)} not found.`);
      const ad = (create.ad ?? {}) as Json & { finalUrls?: string[]; urlCustomParameters?: { key?: string }[] };
      if (!ad.finalUrls?.[0]) return missing(reply, 'ad.final_urls');
      if (ad.urlCustomParameters?.some((p) => !/^[a-zA-Z0-9]{1,16}$/.test(p.key ?? '')))
        return gadsFailure(
          reply,
          400,
          'INVALID_CUSTOM_PARAMETER_KEY',
          'Invalid character in URL custom parameter key.',
        );
      const used = JSON.stringify(ad).match(/customers\/\d+\/assets\/\d+/g) ?? [];
      const unknown = used.find((a) => !assets.has(a) || !a.startsWith(`customers/${customerId}/`));
      if (unknown) return gadsFailure(reply, 400, 'RESOURCE_NOT_FOUND', `Asset ${unknown} not found.`);
      if (!ad.responsiveDisplayAd && !ad.imageAd) return missing(reply, 'ad.ad_data');
      const id = String(state.nextId++);
      made.push({
        customerId,
        adGroupId: group.adGroup.id,
        campaignId: group.campaign.id,
        ad: { ...ad, id, resourceName: `customers/${customerId}/ads/${id}` },
        status: String(create.status ?? 'ENABLED'),
        createdAt: Date.now(),
      });
    }
    // A request's operations succeed together or not at all.
    for (const ad of made) ads.set(ad.ad.id, ad);
    return { results: made.map((a) => ({ resourceName: reviewed(a, reviewMs).adGroupAd.resourceName })) };
  };

  server.post(`/${GADS_VERSION}/customers/:customerId/:call`, (request: Call, reply) => {
    const { customerId, call } = request.params;
    if (!request.headers['developer-token']) return gadsFailure(reply, 401, 'DEVELOPER_TOKEN_PARAMETER_MISSING');
    if (!/^\d{10}$/.test(customerId)) return gadsFailure(reply, 401, 'CLIENT_CUSTOMER_ID_INVALID');
    const body = request.body ?? {};
    const creates = ((body.operations ?? []) as { create?: Json }[]).map((o) => o.create ?? {});
    if (call === 'googleAds:search') return search(customerId, body, reply);
    if (call === 'assets:mutate') return createAssets(customerId, creates, reply);
    if (call === 'adGroupAds:mutate') return createAds(customerId, creates, reply);
    return gadsFailure(reply, 404, 'NOT_FOUND', `No method ${call}.`);
  });
}
