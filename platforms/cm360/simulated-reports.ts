// The simulated CM360's reports (issue 21 §1), on the simulated Google's server: a report made on a profile, run
// into a file that is PROCESSING until first asked after, then REPORT_AVAILABLE and downloadable (alt=media) as
// CM360 writes it: a header block, 'Report Fields', the column names, the rows, 'Grand Total:'. The rows are each
// active creative of the advertiser the report filters on, on three placements of it, with the figures of
// platforms/simulated-delivery.ts in CM360's shape. A report by activityId counts the advertiser's floodlight
// activities' conversions on the same rows instead (simulated-conversions.ts). Reports live as long as the server.
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { googleError } from '../google/simulated-api';
import { simulatedDelivery, type SimulatedDelivery } from '../simulated-delivery';
import { simulatedActivityConversions } from './simulated-conversions';
import { simulatedFloodlightActivities } from './simulated-floodlight';

type Json = Record<string, unknown>;
interface Report extends Json {
  id: string;
  ownerProfileId: string;
  criteria: {
    dateRange: { startDate: string; endDate: string };
    dimensions?: { name?: string }[];
    dimensionFilters?: { id?: string }[];
  };
}
interface File {
  id: string;
  reportId: string;
  asked: boolean;
}
type Params = FastifyRequest<{ Params: { profileId: string; reportId: string; fileId?: string } }>;

/** What the simulated CM360 holds that the reports read. */
export interface Cm360Creatives {
  profiles: Map<string, string>;
  creatives: Map<string, Json & { accountId: string; advertiserId: string }>;
}

const HEADERS = [
  'Date',
  'Creative ID',
  'Placement ID',
  'Impressions',
  'Clicks',
  'Total Conversions',
  'View-through Conversions',
  'Total Revenue',
  'Video Views',
  'Video Completions',
  'Active View: Viewable Impressions',
  'Media Cost',
];
const CONVERSION_HEADERS = [
  'Date',
  'Creative ID',
  'Placement ID',
  'Activity ID',
  'Click-through Conversions',
  'View-through Conversions',
];
const PLACEMENTS = 3;

type Cell = string | number;

/** The report's rows: each serving creative of the advertiser on each of its placements, as `cells` gives them. */
function servedRows(
  report: Report,
  state: Cm360Creatives,
  cells: (creativeId: string, placement: string, d: SimulatedDelivery) => Cell[][],
): Cell[][] {
  const { startDate: day } = report.criteria.dateRange;
  const advertiserId = report.criteria.dimensionFilters?.[0]?.id;
  const networkId = state.profiles.get(report.ownerProfileId);
  if (day > new Date().toISOString().slice(0, 10)) return [];
  const serving = [...state.creatives.values()].filter(
    (c) => c.accountId === networkId && c.advertiserId === advertiserId && c.active === true && c.archived !== true,
  );
  return serving.flatMap((creative) =>
    Array.from({ length: PLACEMENTS }, (_, i) => {
      const placement = `${advertiserId}0${i + 1}`;
      const video = creative.type === 'INSTREAM_VIDEO';
      return cells(String(creative.id), placement, simulatedDelivery(String(creative.id), day, placement, '', video));
    }).flat(),
  );
}

function deliveryRows(report: Report, state: Cm360Creatives): Cell[][] {
  const day = report.criteria.dateRange.startDate;
  return servedRows(report, state, (creativeId, placement, d) => [
    [
      day,
      creativeId,
      placement,
      d.impressions,
      d.clicks,
      d.conversions,
      d.viewThroughConversions,
      d.conversionValue.toFixed(2),
      d.videoViews,
      d.completions,
      d.viewableImpressions,
      d.mediaSpend.toFixed(2),
    ],
  ]);
}

/** Per floodlight activity, as CM360 answers a report by activityId: only the activities that converted. */
function conversionRows(report: Report, state: Cm360Creatives): Cell[][] {
  const day = report.criteria.dateRange.startDate;
  const networkId = state.profiles.get(report.ownerProfileId) ?? '';
  const advertiserId = report.criteria.dimensionFilters?.[0]?.id ?? '';
  const activities = simulatedFloodlightActivities(networkId, advertiserId).map((a) => a.id);
  return servedRows(report, state, (creativeId, placement, d) =>
    simulatedActivityConversions(creativeId, day, placement, d, activities)
      .filter((c) => c.clickThrough + c.viewThrough > 0)
      .map((c) => [day, creativeId, placement, c.activityId, c.clickThrough, c.viewThrough]),
  );
}

function reportFile(report: Report, state: Cm360Creatives): string {
  const { startDate: day } = report.criteria.dateRange;
  const byActivity = report.criteria.dimensions?.some((d) => d.name === 'activityId') === true;
  const headers = byActivity ? CONVERSION_HEADERS : HEADERS;
  const keys = byActivity ? 4 : 3;
  const rows = byActivity ? conversionRows(report, state) : deliveryRows(report, state);
  const total = headers.slice(keys).map((_, m) => rows.reduce((sum, row) => sum + Number(row[m + keys]), 0));
  return stringify([
    [report.name],
    ['Date/Time Generated', new Date().toISOString()],
    ['Date Range', `${day} - ${report.criteria.dateRange.endDate}`],
    [],
    ['Report Fields'],
    headers,
    ...rows,
    ['Grand Total:', ...Array<string>(keys - 1).fill(''), ...total.map((t) => Math.round(t * 100) / 100)],
  ]);
}

export function simulatedCm360Reports(server: FastifyInstance, state: Cm360Creatives) {
  const reports = new Map<string, Report>();
  const files = new Map<string, File>();
  let nextId = 1;
  const P = '/dfareporting/v5/userprofiles/:profileId/reports';
  const fileOf = (f: File) => ({
    kind: 'dfareporting#file',
    id: f.id,
    reportId: f.reportId,
    format: 'CSV',
    status: f.asked ? 'REPORT_AVAILABLE' : 'PROCESSING',
    urls: { apiUrl: `/dfareporting/v5/reports/${f.reportId}/files/${f.id}?alt=media` },
  });

  server.post(P, (request: Params, reply) => {
    if (!state.profiles.has(request.params.profileId)) return googleError(reply, 404, 'notFound', 'Profile not found');
    const body = request.body as Partial<Report>;
    const range = body.criteria?.dateRange;
    if (body.type !== 'STANDARD' || !range?.startDate || range.startDate !== range.endDate)
      return googleError(reply, 400, 'invalid', 'The simulated CM360 makes standard reports of one day.');
    const report = {
      ...body,
      kind: 'dfareporting#report',
      id: String(nextId++),
      ownerProfileId: request.params.profileId,
    };
    reports.set(report.id, report as Report);
    return report;
  });

  const reportOf = (request: Params) => {
    const report = reports.get(request.params.reportId);
    return report?.ownerProfileId === request.params.profileId ? report : undefined;
  };

  server.post(`${P}/:reportId/run`, (request: Params, reply) => {
    const report = reportOf(request);
    if (!report) return googleError(reply, 404, 'notFound', 'Report not found');
    const file = { id: String(nextId++), reportId: report.id, asked: false };
    files.set(file.id, file);
    return fileOf(file);
  });

  server.get(`${P}/:reportId/files/:fileId`, (request: Params, reply) => {
    const file = files.get(request.params.fileId ?? '');
    if (!reportOf(request) || file?.reportId !== request.params.reportId)
      return googleError(reply, 404, 'notFound', 'File not found');
    const answer = fileOf(file);
    file.asked = true;
    return answer;
  });

  server.get(
    '/dfareporting/v5/reports/:reportId/files/:fileId',
    (request: FastifyRequest<{ Params: { reportId: string; fileId: string }; Querystring: Json }>, reply) => {
      const file = files.get(request.params.fileId);
      const report = reports.get(request.params.reportId);
      if (!report || file?.reportId !== report.id) return googleError(reply, 404, 'notFound', 'File not found');
      if (request.query.alt !== 'media') return fileOf(file);
      if (!file.asked) return googleError(reply, 404, 'notFound', 'The file is not ready yet.');
      return reply.type('text/csv').send(reportFile(report, state));
    },
  );

  server.delete(`${P}/:reportId`, (request: Params, reply) => {
    if (!reportOf(request)) return googleError(reply, 404, 'notFound', 'Report not found');
    reports.delete(request.params.reportId);
    return reply.status(204).send();
  });
}
