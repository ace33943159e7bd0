// The simulated Bid Manager (doubleclickbidmanager v2), DV360's reporting interface (issue 21 §1), on the simulated
// Google's server: a query made, run into a report that is QUEUED until first asked after, then DONE with a Cloud
// Storage path (here on this server, the URL its own credential as a signed URL is) to its CSV: the column names, a
// row per creative, exchange and line item, a totals row and the report's notes. Each approved creative of the
// advertiser serves through each of the advertiser's line items in flight that day, on three exchanges, with the
// figures of platforms/simulated-delivery.ts. Queries live as long as the server (nothing is kept).
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { googleError } from '../google/simulated-api';
import { simulatedDelivery } from '../simulated-delivery';

type Json = Record<string, unknown>;
interface Query {
  queryId: string;
  advertiserId: string;
  day: string;
  reports: Map<string, { asked: boolean }>;
}
type Params = FastifyRequest<{ Params: { queryId: string; reportId?: string } }>;
type DateParts = { year: number; month: number; day: number };

const EXCHANGES = ['Google Ad Manager', 'OpenX', 'PubMatic'];
const HEADERS = [
  'Date',
  'Creative ID',
  'Exchange',
  'Line Item',
  'Impressions',
  'Clicks',
  'Total Conversions',
  'Post-View Conversions',
  'CM360 Post-Click Revenue',
  'CM360 Post-View Revenue',
  'Video Plays',
  'Video Completions',
  'Active View: Viewable Impressions',
  'Media Cost (Advertiser Currency)',
];

const dayOf = (d: DateParts | undefined) =>
  d ? `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}` : '';

/** What the simulated DV360 holds that the reports read: an advertiser's creatives as the API answers them now
 * (reviewed), and its line items. */
export interface Dv360Planned {
  creativesOf(advertiserId: string): Json[];
  lineItemsOf(
    advertiserId: string,
  ): { displayName: string; flight: { dateRange: { startDate: DateParts; endDate: DateParts } } }[];
}

function reportFile(query: Query, dv360: Dv360Planned): string {
  const { advertiserId, day } = query;
  const today = new Date().toISOString().slice(0, 10);
  const inFlight = dv360
    .lineItemsOf(advertiserId)
    .filter((l) => dayOf(l.flight.dateRange.startDate) <= day && day <= dayOf(l.flight.dateRange.endDate));
  const serving = dv360
    .creativesOf(advertiserId)
    .filter((c) => (c.reviewStatus as Json | undefined)?.approvalStatus === 'APPROVAL_STATUS_APPROVED_SERVABLE');
  const rows =
    day > today
      ? []
      : serving.flatMap((creative) =>
          inFlight.flatMap((lineItem) =>
            EXCHANGES.map((exchange) => {
              const video = creative.creativeType === 'CREATIVE_TYPE_VIDEO';
              const d = simulatedDelivery(String(creative.creativeId), day, exchange, lineItem.displayName, video);
              const clickValue =
                d.conversions > 0
                  ? (d.conversionValue * (d.conversions - d.viewThroughConversions)) / d.conversions
                  : 0;
              return [
                day.replaceAll('-', '/'),
                creative.creativeId,
                exchange,
                lineItem.displayName,
                d.impressions,
                d.clicks,
                d.conversions,
                d.viewThroughConversions,
                clickValue.toFixed(2),
                (d.conversionValue - Number(clickValue.toFixed(2))).toFixed(2),
                d.videoViews,
                d.completions,
                d.viewableImpressions,
                d.mediaSpend.toFixed(2),
              ];
            }),
          ),
        );
  const total = HEADERS.slice(4).map((_, m) => rows.reduce((sum, row) => sum + Number(row[m + 4]), 0));
  return stringify([
    HEADERS,
    ...rows,
    ['', '', '', '', ...total.map((t) => Math.round(t * 100) / 100)],
    [],
    ['Report Time:', new Date().toISOString()],
    ['Date Range:', `${day} to ${day}`],
    ['Group By:', 'Date, Creative ID, Exchange, Line Item'],
  ]);
}

export function simulatedBidManager(server: FastifyInstance, dv360: Dv360Planned) {
  const queries = new Map<string, Query>();
  let nextId = 1_000_000;
  const reportOf = (query: Query, reportId: string, host: string | undefined) => {
    const done = query.reports.get(reportId)?.asked ?? false;
    return {
      key: { queryId: query.queryId, reportId },
      metadata: {
        status: {
          state: done ? 'DONE' : 'QUEUED',
          format: 'CSV',
          ...(done ? { finishTime: new Date().toISOString() } : {}),
        },
        ...(done
          ? { googleCloudStoragePath: `http://${host}/storage/bidmanager/${query.queryId}-${reportId}.csv` }
          : {}),
      },
    };
  };

  server.post('/v2/queries', (request, reply) => {
    const body = request.body as {
      metadata?: { dataRange?: { range?: string; customStartDate?: DateParts; customEndDate?: DateParts } };
      params?: { type?: string; filters?: { type?: string; value?: string }[] };
    };
    const range = body.metadata?.dataRange;
    const day = dayOf(range?.customStartDate);
    const advertiserId = body.params?.filters?.find((f) => f.type === 'FILTER_ADVERTISER')?.value;
    if (range?.range !== 'CUSTOM_DATES' || !day || day !== dayOf(range.customEndDate) || !advertiserId)
      return googleError(
        reply,
        400,
        'INVALID_ARGUMENT',
        'The simulated Bid Manager runs queries of one custom day filtered on one advertiser.',
      );
    const query: Query = { queryId: String(nextId++), advertiserId, day, reports: new Map() };
    queries.set(query.queryId, query);
    return { ...body, queryId: query.queryId };
  });

  // `POST /v2/queries/{queryId}:run`: the custom method rides in the last segment.
  server.post('/v2/queries/:queryRun', (request: FastifyRequest<{ Params: { queryRun: string } }>, reply) => {
    const [, queryId = ''] = /^(\d+):run$/.exec(request.params.queryRun) ?? [];
    const query = queries.get(queryId);
    if (!query) return googleError(reply, 404, 'NOT_FOUND', 'Requested entity was not found.');
    const reportId = String(nextId++);
    query.reports.set(reportId, { asked: false });
    return reportOf(query, reportId, request.headers.host);
  });

  server.get('/v2/queries/:queryId/reports/:reportId', (request: Params, reply) => {
    const query = queries.get(request.params.queryId);
    const report = query?.reports.get(request.params.reportId ?? '');
    if (!query || !report) return googleError(reply, 404, 'NOT_FOUND', 'Requested entity was not found.');
    report.asked = true;
    return reportOf(query, request.params.reportId ?? '', request.headers.host);
  });

  server.get('/storage/bidmanager/:file', (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
    const [, queryId = '', reportId = ''] = /^(\d+)-(\d+)\.csv$/.exec(request.params.file) ?? [];
    const query = queries.get(queryId);
    if (!query?.reports.get(reportId)?.asked)
      return reply.status(404).type('application/xml').send('<Error><Code>NoSuchKey</Code></Error>');
    return reply.type('text/csv').send(reportFile(query, dv360));
  });

  server.delete('/v2/queries/:queryId', (request: Params, reply) => {
    if (!queries.delete(request.params.queryId))
      return googleError(reply, 404, 'NOT_FOUND', 'Requested entity was not found.');
    return reply.send({});
  });
}
