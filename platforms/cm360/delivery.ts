// A CM360 advertiser's delivery of one day through a standard report (dfareporting v5, issue 21 §1): the report is
// made for the day and the advertiser, run, its file polled until REPORT_AVAILABLE, read, then the report deleted.
// Rows are by creative (the ad) and placement; CM360 reports no audience segment, so the segment is empty. The file
// is CSV: a header block, a 'Report Fields' line, the column names, the rows, then 'Grand Total:'. A second report of
// the day counts each floodlight activity's conversions (issue 21 §3, what custom conversions count) on the same
// creative and placement: by activityId, activityClickThroughConversions and activityViewThroughConversions.
import type { dfareporting_v5 } from 'googleapis/build/src/apis/dfareporting/v5.js';
import type { ConversionRow } from '../../domain/delivery/events';
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

export const CM360_CONVERSION_DIMENSIONS = [...CM360_DIMENSIONS, 'activityId'];
/** Per floodlight activity: after a click, after an impression without one. */
export const CM360_CONVERSION_METRICS = ['activityClickThroughConversions', 'activityViewThroughConversions'];

/** A standard report of one day of one advertiser, as CSV. */
function dayReport(
  name: string,
  advertiserId: string,
  day: string,
  dimensions: string[],
  metricNames: string[],
): dfareporting_v5.Schema$Report {
  return {
    name: `${name} ${advertiserId} ${day}`,
    type: 'STANDARD',
    format: 'CSV',
    criteria: {
      dateRange: { startDate: day, endDate: day },
      dimensions: dimensions.map((dimension) => ({ name: dimension })),
      dimensionFilters: [{ dimensionName: 'advertiserId', id: advertiserId }],
      metricNames,
    },
  };
}

/** The delivery report asked for. */
export const cm360DeliveryReport = (advertiserId: string, day: string) =>
  dayReport('Varia delivery', advertiserId, day, CM360_DIMENSIONS, CM360_METRICS);

/** The conversions report asked for: every floodlight activity of the advertiser, by creative and placement. */
export const cm360ConversionsReport = (advertiserId: string, day: string) =>
  dayReport('Varia conversions', advertiserId, day, CM360_CONVERSION_DIMENSIONS, CM360_CONVERSION_METRICS);

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

export function conversionRowOfCm360(cells: string[]): ConversionRow {
  const [, creativeId = '', placementId = '', activityId = '', clickThrough, viewThrough] = cells;
  return {
    adId: creativeId,
    placement: placementId,
    segment: '',
    activityId,
    clickThrough: countOf(clickThrough),
    viewThrough: countOf(viewThrough),
  };
}

/** The records of a report file: those between the column names after 'Report Fields' and the grand total. */
function reportRecords(file: string): string[][] {
  const records = csvRecords(file);
  const fields = records.findIndex((r) => r[0] === 'Report Fields');
  if (fields === -1) return [];
  const rows: string[][] = [];
  for (const record of records.slice(fields + 2)) {
    if (record[0] === 'Grand Total:' || record.length < 2) break;
    rows.push(record);
  }
  return rows;
}

export const cm360DeliveryRows = (file: string): DeliveryRow[] => reportRecords(file).map(deliveryRowOfCm360);
/** A conversions report's rows; an activity without conversions on a row is left out. */
export const cm360ConversionRows = (file: string): ConversionRow[] =>
  reportRecords(file)
    .map(conversionRowOfCm360)
    .filter((c) => c.clickThrough + c.viewThrough > 0);
