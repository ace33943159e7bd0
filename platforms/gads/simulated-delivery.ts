// The simulated Google Ads' metrics rows (issue 21 §1): a GAQL query on ad_group_ad that selects metrics must name one
// day (`segments.date = 'YYYY-MM-DD'`), and answers, for each enabled ad Google approved, one row per ad network with
// its ad group and campaign, and the figures of platforms/simulated-delivery.ts in Google's shape: int64 as strings,
// cost in micros, the conversion value and the 100% quartile rate as doubles. A day to come has none.
import { simulatedDelivery } from '../simulated-delivery';

type Json = Record<string, unknown>;

const NETWORKS = ['CONTENT', 'YOUTUBE', 'DISCOVER'];
const SERVING = ['APPROVED', 'APPROVED_LIMITED'];

/** The one day a metrics query names, or null when it names none. */
export const queriedDay = (query: string) => /segments\.date\s*=\s*'(\d{4}-\d{2}-\d{2})'/i.exec(query)?.[1] ?? null;

/** The day's metrics rows of the ads (as `reviewed` answers them), with their ad groups and campaigns. */
export function metricRows(
  day: string,
  ads: { adGroupAd: Json & { status: string; ad: Json; policySummary: Json }; adGroup: { id: string } }[],
  adGroupOf: (id: string) => { name: string; campaign?: { resourceName: string; name: string } },
): Json[] {
  if (day > new Date().toISOString().slice(0, 10)) return [];
  return ads
    .filter(
      (a) => a.adGroupAd.status === 'ENABLED' && SERVING.includes(String(a.adGroupAd.policySummary.approvalStatus)),
    )
    .flatMap((a) => {
      const id = String(a.adGroupAd.ad.id);
      const group = adGroupOf(a.adGroup.id);
      const segment = group.name;
      const video = Boolean(a.adGroupAd.ad.videoResponsiveAd);
      return NETWORKS.map((network) => {
        const d = simulatedDelivery(id, day, network, segment, video);
        return {
          adGroupAd: { resourceName: a.adGroupAd.resourceName, ad: { resourceName: a.adGroupAd.ad.resourceName, id } },
          adGroup: {
            resourceName: `${String(a.adGroupAd.resourceName).split('/adGroupAds/')[0]}/adGroups/${a.adGroup.id}`,
            id: a.adGroup.id,
            name: segment,
          },
          ...(group.campaign ? { campaign: group.campaign } : {}),
          segments: { date: day, adNetworkType: network },
          metrics: {
            impressions: String(d.impressions),
            clicks: String(d.clicks),
            conversions: d.conversions,
            viewThroughConversions: String(d.viewThroughConversions),
            conversionsValue: d.conversionValue,
            videoViews: String(d.videoViews),
            videoQuartileP100Rate: d.impressions > 0 ? d.completions / d.impressions : 0,
            activeViewImpressions: String(d.viewableImpressions),
            costMicros: String(Math.round(d.mediaSpend * 1_000_000)),
          },
        };
      });
    });
}
