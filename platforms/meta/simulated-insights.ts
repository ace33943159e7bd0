// The simulated Meta's insights edge (`GET act_<id>/insights`, level=ad, one day, broken down by publisher_platform and
// platform_position): each ACTIVE ad of the account delivers on four placements to its ad set's audience, the figures
// from platforms/simulated-delivery.ts (the same ad and day, the same figures), with its campaign and ad set (ids and
// names), answered as Meta answers them: counts and money as strings, conversions as pixel actions with their
// attribution windows, only the asked fields, rows without impressions left out, cursor paging.
import { simulatedDelivery } from '../simulated-delivery';
import { GraphError } from './simulated-faults';
import type { GraphObject, MetaGraphState } from './simulated-state';

type Params = Record<string, unknown>;

const PLACEMENTS = [
  ['facebook', 'feed'],
  ['facebook', 'facebook_stories'],
  ['instagram', 'feed'],
  ['instagram', 'instagram_stories'],
] as const;
const PAGE_SIZE = 25;
const PURCHASE = 'offsite_conversion.fb_pixel_purchase';

const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);
const isVideoAd = (state: MetaGraphState, ad: GraphObject) => {
  const creative = state.get(String((ad.fields.creative as Params | undefined)?.creative_id));
  return Boolean((creative?.fields.object_story_spec as Params | undefined)?.video_data);
};

function insightRows(state: MetaGraphState, accountId: string, day: string): Params[] {
  if (day > new Date().toISOString().slice(0, 10)) return [];
  const ads = state.list(accountId, 'ad', (ad) => state.review(ad).effective_status === 'ACTIVE');
  return ads.flatMap((ad) => {
    const adset = state.get(String(ad.fields.adset_id));
    const segment = String(adset?.fields.name ?? '');
    const campaign = state.get(String(ad.fields.campaign_id ?? adset?.fields.campaign_id));
    const video = isVideoAd(state, ad);
    return PLACEMENTS.map(([publisher, position]) => {
      const d = simulatedDelivery(ad.id, day, `${publisher}:${position}`, segment, video);
      const purchases = {
        action_type: PURCHASE,
        value: String(d.conversions),
        '1d_view': String(d.viewThroughConversions),
        '7d_click': String(d.conversions - d.viewThroughConversions),
      };
      return {
        account_id: accountId,
        ad_id: ad.id,
        ad_name: ad.fields.name,
        campaign_id: campaign?.id,
        campaign_name: campaign?.fields.name,
        adset_id: adset?.id,
        adset_name: segment,
        impressions: String(d.impressions),
        clicks: String(d.clicks),
        spend: d.mediaSpend.toFixed(2),
        actions: [{ action_type: 'link_click', value: String(d.clicks) }, purchases],
        action_values: [{ ...purchases, value: d.conversionValue.toFixed(2) }],
        ...(video
          ? {
              video_play_actions: [{ action_type: 'video_view', value: String(d.videoViews) }],
              video_p100_watched_actions: [{ action_type: 'video_view', value: String(d.completions) }],
            }
          : {}),
        date_start: day,
        date_stop: day,
        publisher_platform: publisher,
        platform_position: position,
      };
    }).filter((row) => row.impressions !== '0');
  });
}

/** The insights answer: the asked fields of each row with the breakdowns and dates, a page at a time. */
export function simulatedInsights(
  state: MetaGraphState,
  account: GraphObject,
  params: Params,
  nextUrl: (after: string) => string,
) {
  if (params.level !== 'ad') throw GraphError.invalid('This simulation reports insights at level=ad only.');
  const range = json(params.time_range) as { since?: string; until?: string } | undefined;
  if (!range?.since || range.since !== range.until)
    throw GraphError.invalid('Ask for one day: time_range {since, until} with since equal to until.');
  const fields = new Set(
    String(params.fields ?? '')
      .split(',')
      .concat('date_start', 'date_stop'),
  );
  for (const breakdown of (json(params.breakdowns) as string[] | undefined) ?? []) fields.add(breakdown);
  const rows = insightRows(state, account.accountId, range.since).map((row) =>
    Object.fromEntries(Object.entries(row).filter(([key]) => fields.has(key))),
  );
  const limit = Number(params.limit ?? PAGE_SIZE);
  const from = params.after ? Number(Buffer.from(String(params.after), 'base64url').toString()) : 0;
  const data = rows.slice(from, from + limit);
  const cursor = (n: number) => Buffer.from(String(n)).toString('base64url');
  const paging: Params = { cursors: { before: cursor(from), after: cursor(from + data.length) } };
  if (from + limit < rows.length) paging.next = nextUrl(cursor(from + limit));
  return { data, paging };
}
