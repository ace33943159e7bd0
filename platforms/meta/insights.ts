// A Meta ad account's delivery of one day through the Marketing API's insights edge (issue 21 §1): level=ad, one day,
// broken down by placement (publisher_platform × platform_position), each ad set being the audience segment (a
// personalised variant's user segment is its ad set: spec 2 §5), with the ad's campaign by name and its ad set by id
// (the report filters' mediaCampaignNames and adGroupIds). Counts come as strings; conversions are the pixel's
// (offsite_conversion.*) actions, of which the 1-day-view window is the view-through part, and the conversion value
// the pixel's purchase value. Meta reports no viewable impressions on its own placements: zero.
import type { DeliveryRow } from '../ad-platform';
import { metaCall } from './errors';
import type { MetaSession } from './session';

export const INSIGHT_FIELDS = [
  'ad_id',
  'campaign_name',
  'adset_id',
  'adset_name',
  'impressions',
  'clicks',
  'spend',
  'actions',
  'action_values',
  'video_play_actions',
  'video_p100_watched_actions',
];
export const INSIGHT_BREAKDOWNS = ['publisher_platform', 'platform_position'];
const PAGE_SIZE = 500;

/** One entry of an actions list: the total, and per attribution window when asked for. */
export interface MetaAction {
  action_type: string;
  value: string;
  '1d_view'?: string;
  '7d_click'?: string;
}

export interface MetaInsight {
  ad_id: string;
  campaign_name?: string;
  adset_id?: string;
  adset_name?: string;
  impressions?: string;
  clicks?: string;
  spend?: string;
  actions?: MetaAction[];
  action_values?: MetaAction[];
  video_play_actions?: MetaAction[];
  video_p100_watched_actions?: MetaAction[];
  publisher_platform?: string;
  platform_position?: string;
}

const PIXEL_CONVERSION = /^offsite_conversion\./;
export const PURCHASE = 'offsite_conversion.fb_pixel_purchase';

const count = (text: string | undefined) => Math.round(Number(text ?? 0)) || 0;
const money = (text: string | undefined) => Number(text ?? 0) || 0;
const sum = (actions: MetaAction[] | undefined, keep: (a: MetaAction) => boolean, read: (a: MetaAction) => number) =>
  (actions ?? []).filter(keep).reduce((total, a) => total + read(a), 0);

export function deliveryRowOf(insight: MetaInsight): DeliveryRow {
  const pixel = (a: MetaAction) => PIXEL_CONVERSION.test(a.action_type);
  return {
    adId: insight.ad_id,
    placement: [insight.publisher_platform, insight.platform_position].filter(Boolean).join(':'),
    segment: insight.adset_name ?? '',
    mediaCampaign: insight.campaign_name,
    adGroupId: insight.adset_id,
    adGroupName: insight.adset_name,
    impressions: count(insight.impressions),
    clicks: count(insight.clicks),
    conversions: sum(insight.actions, pixel, (a) => count(a.value)),
    viewThroughConversions: sum(insight.actions, pixel, (a) => count(a['1d_view'])),
    conversionValue: sum(
      insight.action_values,
      (a) => a.action_type === PURCHASE,
      (a) => money(a.value),
    ),
    videoViews: sum(
      insight.video_play_actions,
      () => true,
      (a) => count(a.value),
    ),
    completions: sum(
      insight.video_p100_watched_actions,
      () => true,
      (a) => count(a.value),
    ),
    viewableImpressions: 0,
    mediaSpend: money(insight.spend),
  };
}

/** Every insight row of the day, page after page (no page cap: a day of a large account is thousands of rows). */
export async function metaDelivery(session: MetaSession, day: string, pageSize = PAGE_SIZE): Promise<DeliveryRow[]> {
  return metaCall(async () => {
    const cursor = await session.adAccount.getInsights(INSIGHT_FIELDS, {
      level: 'ad',
      time_range: { since: day, until: day },
      breakdowns: INSIGHT_BREAKDOWNS,
      action_attribution_windows: ['7d_click', '1d_view'],
      limit: pageSize,
    });
    const rows: DeliveryRow[] = cursor.map((item) => deliveryRowOf((item as { _data: MetaInsight })._data));
    while (cursor.hasNext()) {
      await cursor.next();
      rows.push(...cursor.map((item) => deliveryRowOf((item as { _data: MetaInsight })._data)));
    }
    return rows;
  });
}
