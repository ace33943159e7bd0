// A YouTube channel's delivery of one day through YouTube Analytics (v2 reports.query, issue 21 §1): the day's top
// videos (dimension video, by views), then each video's traffic source report (dimension insightTrafficSourceType,
// the placement: ADVERTISING, YT_SEARCH, RELATED_VIDEO, …), the one report that carries thumbnail impressions and
// their click rate. YouTube Analytics has no audience segment, conversions, viewability or spend (a video campaign's
// are Google Ads'): those stay zero. Completions are views × the average percentage viewed, YouTube's own measure
// of views watched through.
import type { youtubeAnalytics_v2 } from 'googleapis/build/src/apis/youtubeAnalytics/v2.js';
import type { DeliveryRow } from '../ad-platform';
import { calling } from '../google/api';
import { YOUTUBE_RULES } from './rules';

type Api = youtubeAnalytics_v2.Youtubeanalytics;
type ResultTable = youtubeAnalytics_v2.Schema$QueryResponse;

/** The most videos the top videos report answers. */
const TOP_VIDEOS = 200;
export const TRAFFIC_METRICS = [
  'views',
  'videoThumbnailImpressions',
  'videoThumbnailImpressionsClickRate',
  'averageViewPercentage',
];

/** A result table's rows as objects keyed by its column names. */
export function rowsOf(table: ResultTable): Record<string, string | number>[] {
  const names = (table.columnHeaders ?? []).map((h) => h.name ?? '');
  return (table.rows ?? []).map((row) => Object.fromEntries(names.map((name, i) => [name, row[i] as string | number])));
}

const count = (value: string | number | undefined) => Math.round(Number(value ?? 0)) || 0;

export function deliveryRowOfYouTube(videoId: string, row: Record<string, string | number>): DeliveryRow {
  const impressions = count(row.videoThumbnailImpressions);
  const views = count(row.views);
  return {
    adId: videoId,
    placement: String(row.insightTrafficSourceType ?? ''),
    segment: '',
    impressions,
    // The click rate is a percentage of the impressions.
    clicks: Math.round((impressions * Number(row.videoThumbnailImpressionsClickRate ?? 0)) / 100),
    conversions: 0,
    viewThroughConversions: 0,
    conversionValue: 0,
    videoViews: views,
    completions: Math.min(views, Math.round((views * Number(row.averageViewPercentage ?? 0)) / 100)),
    viewableImpressions: 0,
    mediaSpend: 0,
  };
}

export async function youtubeDelivery(api: Api, day: string): Promise<DeliveryRow[]> {
  const query = (params: youtubeAnalytics_v2.Params$Resource$Reports$Query) =>
    calling(YOUTUBE_RULES, () => api.reports.query({ ids: 'channel==MINE', startDate: day, endDate: day, ...params }));
  const top = await query({ metrics: 'views', dimensions: 'video', sort: '-views', maxResults: TOP_VIDEOS });
  const rows: DeliveryRow[] = [];
  for (const { video } of rowsOf(top)) {
    const videoId = String(video);
    const sources = await query({
      metrics: TRAFFIC_METRICS.join(','),
      dimensions: 'insightTrafficSourceType',
      filters: `video==${videoId}`,
    });
    rows.push(...rowsOf(sources).map((row) => deliveryRowOfYouTube(videoId, row)));
  }
  return rows;
}
