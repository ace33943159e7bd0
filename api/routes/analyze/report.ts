// Running an analyze report (issue 21 §2; spec 3 §3, §5, §7, §9): POST /report/analyze answers its rows, POST
// /report/analyze/export streams all of them as CSV, TabSeparated(WithNames) or JSON with no row cap, POST
// /campaigns/benchmarks and GET /business-nodes/allowed-analyze-campaigns. A report reads what a saved report holds
// (its settings but the name and default flag). Of spec 3 §3's filters it applies what the reporting read model holds
// (projections/reporting/report-filters.ts): campaignIds, conceptIds, marketIds (the campaign's nodes' markets),
// deliveryType (the campaign's personalisation type), channel (a reporting channel's platforms, or a platform),
// audiences and audienceNames (the delivery's segment), statNames (only the metrics named), dateRange (its begin and
// end, in place of the rolling days) and partnerId (as ?partnerId, the scope). Not applied, since the facts carry none
// of them: mediaCampaignNames and adGroupIds (the platform's campaigns and ad groups: an import keeps the ad only),
// objectives (no campaign holds one) and timePeriod (the facts are daily; granularity buckets them).
import { pipeline, Transform, type Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { create as contentDisposition } from 'content-disposition';
import { Type, type Static } from 'typebox';
import { analyzeScope, assertAnalyzeCampaigns } from '../../../commands/analyze-access';
import { ANALYZER_MESSAGES, type ReportMetric } from '../../../domain/analyze-view';
import { AnalyzeViewSettings } from '../../../domain/analyze-view/answers';
import { reportColumns, reportRow } from '../../../domain/analyze-view/report-row';
import { filteredDays, reportDays } from '../../../domain/report/date-range';
import { DomainError, MESSAGES } from '../../../domain/shared/errors';
import type { Benchmark } from '../../../domain/report';
import { campaignBenchmarks } from '../../../projections/reporting/benchmarks';
import { reportRows, reportStream, type ReportQuery } from '../../../projections/reporting/analyze';
import { deliveryOf } from '../../../projections/reporting/measures-sql';
import { reportCreatives } from '../../../projections/reporting/report-creatives';
import { reportableCampaigns } from '../../../projections/reporting/reporter';
import { filterValues, platformsOf, segmentsOf } from '../../../projections/reporting/report-filters';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { analyzedCampaigns } from './analyzed-campaigns';
import { csvWriter } from '../../http/csv';
import { errors } from '../../http/errors';
import { PartnerChoice } from '../../http/partner-choice';
import { Answer, Body, Id, Literals, Nullable } from '../../http/schemas';
import { FileAnswer } from '../../schemas/assets';

const { name: _name, default: _default, ...reportFields } = AnalyzeViewSettings.properties;
const ReportBody = Type.Object(reportFields, { additionalProperties: false });
type ReportBody = Static<typeof ReportBody>;
const PartnerQuery = Body({ partnerId: PartnerChoice() });

/** Rows the builder shows at most; the export has no cap. */
export const REPORT_ROWS_SHOWN = 1000;
/** Spec 3 §9 "Export formats" that the product writes. */
export const EXPORT_FORMATS = ['CSV', 'TabSeparated', 'TabSeparatedWithNames', 'JSON'] as const;
type ExportFormat = (typeof EXPORT_FORMATS)[number];
const EXTENSIONS: Record<ExportFormat, string> = {
  CSV: 'csv',
  TabSeparated: 'tsv',
  TabSeparatedWithNames: 'tsv',
  JSON: 'json',
};

/** Spec 3 §9: "File name: a video and display report plus the date as DD-MM-YYYY". */
export function exportFileName(format: ExportFormat, today: Date): string {
  const [year, month, day] = today.toISOString().slice(0, 10).split('-');
  return `video-and-display-report-${day}-${month}-${year}.${EXTENSIONS[format]}`;
}

const Cell = Nullable(Type.Union([Type.String(), Type.Number()]));
const ReportAnswer = Answer(
  {
    begin: Type.String({ format: 'date' }),
    end: Type.String({ format: 'date' }),
    campaigns: Type.Integer({ description: 'How many campaigns the report read' }),
    columns: Type.Array(Type.String()),
    rows: Type.Array(Type.Record(Type.String(), Cell), { maxItems: REPORT_ROWS_SHOWN }),
    truncated: Type.Boolean({ description: `More than ${REPORT_ROWS_SHOWN} rows: the export holds them all` }),
    creatives: Type.Array(
      Answer({
        adId: Type.String(),
        campaignId: Id,
        variantId: Type.String(),
        variantName: Nullable(Type.String()),
        screenshot: Nullable(Type.String({ description: 'URL of the picture of the content the ad carried' })),
      }),
      { description: 'What each creative the rows name carried (split by creative), to lead on from a row' },
    ),
  },
  'An analyze report',
);
const BenchmarksAnswer = Type.Array(
  Answer({
    campaignId: Id,
    benchmarks: Type.Array(Answer({ metricName: Type.String(), metricValue: Type.Number() })),
  }),
);
/** The export: the delimited formats as bytes, JSON as the rows themselves. */
const delimited = FileAnswer('Every row of the report', ['text/csv', 'text/tab-separated-values']);
const ExportAnswer = {
  ...delimited,
  // Streamed like the delimited ones (so typed as a stream), documented as the rows it holds.
  content: {
    ...delimited.content,
    'application/json': { schema: Type.Unsafe<Readable>(Type.Array(Type.Record(Type.String(), Cell))) },
  },
};
const AllowedCampaigns = Type.Array(Answer({ id: Id, _id: Id, name: Type.String() }));

export const analyzeReportRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    /** What the caller may analyze of the report's campaigns, and the query over them. */
    async function prepare(
      request: { query: { partnerId?: string }; body: ReportBody },
      actor: ReturnType<typeof actorOf>,
    ) {
      const { filters } = request.body;
      const campaignIds = await analyzedCampaigns(
        deps,
        actor,
        request.query.partnerId,
        filterValues(filters, 'campaignIds'),
        filters,
      );
      const range = filteredDays(filterValues(filters, 'dateRange'), request.body.dateRange, new Date());
      if (!range) throw DomainError.badRequest(MESSAGES.wrongParams, { field: 'filters' });
      const named = filterValues(filters, 'statNames');
      const metrics = [...request.body.metrics]
        .sort((a, b) => a.sortIndex - b.sortIndex)
        .map((m) => m.field)
        .filter((m) => named.length === 0 || named.includes(m));
      const query: ReportQuery = {
        campaignIds,
        range,
        splits: [...request.body.splits].sort((a, b) => a.sortIndex - b.sortIndex).map((s) => s.field),
        granularity: request.body.granularity.value,
        sort: request.body.sort,
        platforms: platformsOf(filterValues(filters, 'channel')),
        segments: segmentsOf(filters),
      };
      const benchmarks = request.body.areBenchmarksShown ? await sharedBenchmarks(campaignIds, metrics) : [];
      const columns = reportColumns(
        query.granularity !== 'ALL',
        query.splits,
        metrics,
        new Set(benchmarks.map((b) => b.metricName)),
      );
      const toRow = (row: Record<string, unknown>) => {
        const keys = Object.fromEntries(
          columns
            .filter((c) => c === 'timestamp' || (query.splits as string[]).includes(c))
            .map((c) => [c, row[c] as string | null]),
        );
        return reportRow(keys, deliveryOf(row), metrics, benchmarks);
      };
      return { query, range, columns, toRow };
    }

    /** The benchmark of a report over several campaigns: theirs when they all share it (one partner's norm). */
    async function sharedBenchmarks(campaignIds: string[], metrics: ReportMetric[]): Promise<Benchmark[]> {
      const [first] = await campaignBenchmarks(deps.pool, campaignIds.slice(0, 1), reportDays(90, new Date()));
      return (first?.benchmarks ?? []).filter((b) => (metrics as string[]).includes(b.metricName));
    }

    app.post(
      '/report/analyze',
      {
        config: { access: 'ALL' },
        schema: {
          tags: ['report'],
          querystring: PartnerQuery,
          body: ReportBody,
          response: { 200: ReportAnswer, ...errors(400, 403) },
        },
      },
      async (request) => {
        const { query, range, columns, toRow } = await prepare(request, actorOf(request));
        const rows = await reportRows(deps.pool, { ...query, limit: REPORT_ROWS_SHOWN + 1 });
        const shown = rows.slice(0, REPORT_ROWS_SHOWN);
        const adIds = query.splits.includes('creative') ? shown.map((r) => String(r.creative)) : [];
        return {
          begin: range.from,
          end: range.to,
          campaigns: query.campaignIds.length,
          columns,
          rows: shown.map(toRow),
          truncated: rows.length > REPORT_ROWS_SHOWN,
          creatives: await reportCreatives(deps.pool, query.campaignIds, adIds),
        };
      },
    );

    app.post(
      '/report/analyze/export',
      {
        config: { access: 'ALL' },
        schema: {
          tags: ['report'],
          querystring: Body({ partnerId: PartnerChoice(), format: Type.Optional(Literals(EXPORT_FORMATS)) }),
          body: ReportBody,
          response: {
            200: ExportAnswer,
            ...errors(400, 403, 500),
          },
        },
      },
      async (request, reply) => {
        const format = request.query.format ?? 'CSV';
        const { query, columns, toRow } = await prepare(request, actorOf(request));
        const client = await deps.pool.connect();
        const rows = reportStream(client, query);
        const cells = new Transform({ objectMode: true, transform: (row, _e, done) => done(null, toRow(row)) });
        const out = writerOf(format, columns);
        pipeline(rows, cells, out, (error) => {
          if (error) request.log.error({ err: error }, ANALYZER_MESSAGES.exportFailed);
          client.release(error ?? undefined);
        });
        reply.raw.once('close', () => reply.raw.writableFinished || rows.destroy());
        reply.header('content-type', CONTENT_TYPES[format]);
        reply.header('content-disposition', contentDisposition(exportFileName(format, new Date())));
        return reply.send(out);
      },
    );

    app.post(
      '/campaigns/benchmarks',
      {
        config: { access: 'ALL' },
        schema: {
          tags: ['report'],
          querystring: PartnerQuery,
          body: Body({ campaignIds: Type.Array(Id, { minItems: 1, maxItems: 500, uniqueItems: true }) }),
          response: { 200: BenchmarksAnswer, ...errors(400, 403) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const scope = await analyzeScope(deps.lookups, actor, request.query.partnerId);
        await assertAnalyzeCampaigns(deps.lookups, actor, scope, request.body.campaignIds);
        return campaignBenchmarks(deps.pool, request.body.campaignIds, reportDays(90, new Date()));
      },
    );

    app.get(
      '/business-nodes/allowed-analyze-campaigns',
      {
        config: { access: 'ALL' },
        schema: {
          tags: ['report'],
          querystring: PartnerQuery,
          response: { 200: AllowedCampaigns, ...errors(400, 403) },
        },
      },
      async (request) => {
        const scope = await analyzeScope(deps.lookups, actorOf(request), request.query.partnerId);
        const ids = await reportableCampaigns(deps.pool, scope.partnerId, scope.reachable);
        const { rows } = await deps.pool.query<{ id: string; name: string }>(
          'SELECT id, name FROM campaign WHERE id = ANY ($1) ORDER BY lower(name), id',
          [ids],
        );
        return rows.map((r) => ({ ...r, _id: r.id }));
      },
    );
  };

const CONTENT_TYPES: Record<ExportFormat, string> = {
  CSV: 'text/csv; charset=utf-8',
  TabSeparated: 'text/tab-separated-values; charset=utf-8',
  TabSeparatedWithNames: 'text/tab-separated-values; charset=utf-8',
  JSON: 'application/json; charset=utf-8',
};

/** The writer of a format: csv-stringify for the delimited ones, a JSON array written row by row. */
function writerOf(format: ExportFormat, columns: string[]): Transform {
  if (format !== 'JSON')
    return csvWriter({ header: format !== 'TabSeparated', columns, delimiter: format === 'CSV' ? ',' : '\t' });
  let first = true;
  return new Transform({
    writableObjectMode: true,
    transform(row, _e, done) {
      done(null, `${first ? '[' : ','}\n${JSON.stringify(row)}`);
      first = false;
    },
    flush(done) {
      done(null, first ? '[]\n' : '\n]\n');
    },
  });
}
