// A Google Ads customer's delivery of one day through a GAQL metrics query on `googleAds:search` (issue 21 §1): every
// ad that served, by ad network (the placement) and ad group (the segment: a personalised variant's audience is its
// ad group's), with its campaign's name and its ad group's id (the report filters' mediaCampaignNames and adGroupIds)
// and Google's metrics. int64 metrics come as strings, money as micros (cost) or a double (conversion
// value); completions are the 100% quartile rate times impressions, as Google Ads counts no completions itself.
import { PlatformError, type AdAccount, type DeliveryRow } from '../ad-platform';
import type { GadsRest, GaqlRow } from './rest';

const DELIVERY_FIELDS = [
  'ad_group_ad.ad.id',
  'campaign.name',
  'ad_group.id',
  'ad_group.name',
  'segments.date',
  'segments.ad_network_type',
  'metrics.impressions',
  'metrics.clicks',
  'metrics.conversions',
  'metrics.view_through_conversions',
  'metrics.conversions_value',
  'metrics.video_views',
  'metrics.video_quartile_p100_rate',
  'metrics.active_view_impressions',
  'metrics.cost_micros',
].join(', ');

interface DeliveryMetrics {
  impressions?: string;
  clicks?: string;
  conversions?: number;
  viewThroughConversions?: string;
  conversionsValue?: number;
  videoViews?: string;
  videoQuartileP100Rate?: number;
  activeViewImpressions?: string;
  costMicros?: string;
}

const count = (value: string | number | undefined) => Math.round(Number(value ?? 0)) || 0;

/** The campaign and ad group the ad runs in, as far as the row names them. */
function mediaOf(row: GaqlRow): Pick<DeliveryRow, 'mediaCampaign' | 'adGroupId' | 'adGroupName'> {
  const named = (value: unknown) => (value === undefined || value === null ? undefined : String(value));
  return {
    mediaCampaign: named(row.campaign?.name),
    adGroupId: named(row.adGroup?.id),
    adGroupName: named(row.adGroup?.name),
  };
}

export function deliveryRowOfGaql(row: GaqlRow): DeliveryRow {
  const metrics = (row.metrics ?? {}) as DeliveryMetrics;
  const impressions = count(metrics.impressions);
  return {
    adId: String((row.adGroupAd?.ad as { id?: string } | undefined)?.id ?? ''),
    placement: String(row.segments?.adNetworkType ?? ''),
    segment: String(row.adGroup?.name ?? ''),
    ...mediaOf(row),
    impressions,
    clicks: count(metrics.clicks),
    conversions: count(metrics.conversions),
    viewThroughConversions: count(metrics.viewThroughConversions),
    conversionValue: Number(metrics.conversionsValue ?? 0) || 0,
    videoViews: count(metrics.videoViews),
    completions: Math.round((metrics.videoQuartileP100Rate ?? 0) * impressions),
    viewableImpressions: count(metrics.activeViewImpressions),
    mediaSpend: count(metrics.costMicros) / 1_000_000,
  };
}

/** Every row of the day (search pages through them all). */
export async function gadsDelivery(rest: GadsRest, account: AdAccount, day: string): Promise<DeliveryRow[]> {
  // The day goes into the query: only a YYYY-MM-DD may.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new PlatformError('invalid', `Not a day: ${day}`, 'badDate');
  const rows = await rest.search(account, `SELECT ${DELIVERY_FIELDS} FROM ad_group_ad WHERE segments.date = '${day}'`);
  return rows.map(deliveryRowOfGaql);
}
