// A DV360 advertiser's delivery of one day through a Bid Manager (doubleclickbidmanager v2) query, the reporting
// interface Google offers for DV360 (issue 21 §1): a one-time standard query of the day filtered on the advertiser,
// run, its report polled until DONE, its CSV read from the Cloud Storage path the report names, then the query
// deleted. Rows are by creative (the ad), exchange (the placement) and line item (the segment: a DV360 audience is
// targeted per line item). The file is the column names, the rows, a totals row (its dimensions empty), an empty line
// and the report's notes.
import type { doubleclickbidmanager_v2 } from 'googleapis/build/src/apis/doubleclickbidmanager/v2.js';
import type { DeliveryRow } from '../ad-platform';
import { countOf, csvRecords, moneyOf } from '../google/report-file';

export const DV360_GROUP_BYS = ['FILTER_DATE', 'FILTER_CREATIVE_ID', 'FILTER_EXCHANGE', 'FILTER_LINE_ITEM_NAME'];
/** In the order `deliveryRowOfDv360` reads them, after the group-bys; conversion value is CM360 Floodlight's. */
export const DV360_METRICS = [
  'METRIC_IMPRESSIONS',
  'METRIC_CLICKS',
  'METRIC_TOTAL_CONVERSIONS',
  'METRIC_LAST_IMPRESSIONS',
  'METRIC_CM360_POST_CLICK_REVENUE',
  'METRIC_CM360_POST_VIEW_REVENUE',
  'METRIC_RICH_MEDIA_VIDEO_PLAYS',
  'METRIC_RICH_MEDIA_VIDEO_COMPLETIONS',
  'METRIC_ACTIVE_VIEW_VIEWABLE_IMPRESSIONS',
  'METRIC_MEDIA_COST_ADVERTISER',
];

const dateOf = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return { year, month, day: date };
};

/** The query asked for: the day's delivery of one advertiser, once, as CSV. */
export function dv360DeliveryQuery(advertiserId: string, day: string): doubleclickbidmanager_v2.Schema$Query {
  return {
    metadata: {
      title: `Varia delivery ${advertiserId} ${day}`,
      dataRange: { range: 'CUSTOM_DATES', customStartDate: dateOf(day), customEndDate: dateOf(day) },
      format: 'CSV',
    },
    params: {
      type: 'STANDARD',
      groupBys: DV360_GROUP_BYS,
      filters: [{ type: 'FILTER_ADVERTISER', value: advertiserId }],
      metrics: DV360_METRICS,
    },
    schedule: { frequency: 'ONE_TIME' },
  };
}

export function deliveryRowOfDv360(cells: string[]): DeliveryRow {
  const [, creativeId = '', exchange = '', lineItem = '', ...metrics] = cells;
  const [impressions, clicks, conversions, postView, clickRevenue, viewRevenue, plays, completions, viewable, cost] =
    metrics;
  return {
    adId: creativeId,
    placement: exchange,
    segment: lineItem,
    impressions: countOf(impressions),
    clicks: countOf(clicks),
    conversions: countOf(conversions),
    viewThroughConversions: countOf(postView),
    conversionValue: moneyOf(clickRevenue) + moneyOf(viewRevenue),
    videoViews: countOf(plays),
    completions: countOf(completions),
    viewableImpressions: countOf(viewable),
    mediaSpend: moneyOf(cost),
  };
}

/** The rows of a report file: after the column names, up to the totals row or the empty line before the notes. */
export function dv360DeliveryRows(file: string): DeliveryRow[] {
  const rows: DeliveryRow[] = [];
  for (const record of csvRecords(file).slice(1)) {
    if (!record[0]) break;
    rows.push(deliveryRowOfDv360(record));
  }
  return rows;
}
