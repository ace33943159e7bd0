// A CM360 advertiser's delivery of one day through a standard report (dfareporting v5, issue 21 §1): the report is
// made for the day and the advertiser, run, its file polled until REPORT_AVAILABLE, read, then the report deleted.
// Rows are by creative (the ad) and placement; CM360 reports no audience segment, so the segment is empty. The file
// is CSV: a header block, a 'Report Fields' line, the column names, the rows, then 'Grand Total:'.
import type { dfareporting_v5 } from 'googleapis/build/src/apis/dfareporting/v5.js';
import type { DeliveryRow } from '../ad-platform';
import { countOf, csvRecords, moneyOf } from '../google/report-file';

export const CM360_DIMENSIONS = ['date', 'creativeId', 'placementId'];
/** In the order `deliveryRowOfCm360` reads them, after the dimensions. */
export const CM360_METRICS = [
  'impressions',
  'clicks',
  'totalConversions',
  'activityViewThroughConversions',
  'totalConversionsRevenue',
  'richMediaVideoViews',
  'richMediaVideoCompletions',
  'activeViewViewableImpressions',
  'mediaCost',
];

/** The report asked for: one day of one advertiser, as CSV. */
export function cm360DeliveryReport(advertiserId: string, day: string): dfareporting_v5.Schema$Report {
  return {
    name: `Varia delivery ${advertiserId} ${day}`,
    type: 'STANDARD',
    format: 'CSV',
    criteria: {
      dateRange: { startDate: day, endDate: day },
      dimensions: CM360_DIMENSIONS.map((name) => ({ name })),
      dimensionFilters: [{ dimensionName: 'advertiserId', id: advertiserId }],
      metricNames: CM360_METRICS,
    },
  };
}

export function deliveryRowOfCm360(cells: string[]): DeliveryRow {
  const [, creativeId = '', placementId = '', ...metrics] = cells;
  const [impressions, clicks, conversions, viewThrough, revenue, views, completions, viewable, cost] = metrics;
  return {
    adId: creativeId,
    placement: placementId,
    segment: '',
    impressions: countOf(impressions),
    clicks: countOf(clicks),
    conversions: countOf(conversions),
    viewThroughConversions: countOf(viewThrough),
    conversionValue: moneyOf(revenue),
    videoViews: countOf(views),
    completions: countOf(completions),
    viewableImpressions: countOf(viewable),
    mediaSpend: moneyOf(cost),
  };
}

/** The rows of a report file: those between the column names after 'Report Fields' and the grand total. */
export function cm360DeliveryRows(file: string): DeliveryRow[] {
  const records = csvRecords(file);
  const fields = records.findIndex((r) => r[0] === 'Report Fields');
  if (fields === -1) return [];
  const rows: DeliveryRow[] = [];
  for (const record of records.slice(fields + 2)) {
    if (record[0] === 'Grand Total:' || record.length < 2) break;
    rows.push(deliveryRowOfCm360(record));
  }
  return rows;
}
