// Running an analyze report (issue 21 §2; spec 3 §3, §5, §7, §9): POST /report/analyze answers its rows, POST
// /report/analyze/export streams all of them in a format of spec 3 §9 (export-writers.ts) with no row cap, POST
// /campaigns/benchmarks and GET /business-nodes/allowed-analyze-campaigns. A report reads what a saved report holds
// (its settings but the name and default flag). It applies every filter of spec 3 §3 through the reporting read
// model (projections/reporting/report-filters.ts): campaignIds, conceptIds, marketIds (the campaign's nodes' markets),
// deliveryType (the campaign's personalisation type), objectives (those of the brief of the campaign's concept),
// channel (a reporting channel's platforms, or a platform), audiences and audienceNames (the delivery's segment),
// mediaCampaignNames and adGroupIds (the platform campaign and ad group each ad runs in, as the imports read them),
// statNames (only the metrics named), dateRange (its begin and end, in place of the rolling days), timePeriod (the
// time bucket, in place of the granularity: domain/analyze-view/time-period.ts) and partnerId (as ?partnerId, the
// scope). A custom conversion's metrics (custom:<conversionId>:<kind>) count its floodlight activity's conversions on
// each row; another partner's conversion is 404 'Entity not found' (custom-metrics.ts).
import { pipeline, Transform, type Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { create as contentDisposition } from 'content-disposition';
import { Type, type Static } from 'typebox';
import { analyzeScope, assertAnalyzeCampaigns } from '../../../commands/analyze-access';
import { ANALYZER_MESSAGES } from '../../../domain/analyze-view';
import { AnalyzeViewSettings } from '../../../domain/analyze-view/answers';
import { DEFAULT_EXPORT_FORMAT, EXPORT_FORMATS } from '../../../domain/analyze-view/export-formats';
import { reportGranularity } from '../../../domain/analyze-view/time-period';
import { reportColumns, reportRow } from '../../../domain/analyze-view/report-row';
import { filteredDays, reportDays } from '../../../domain/report/date-range';
import { DomainError, MESSAGES } from '../../../domain/shared/errors';
import type { Benchmark } from '../../../domain/report';
import { campaignBenchmarks } from '../../../projections/reporting/benchmarks';
import { reportRows, reportStream, type ReportQuery } from '../../../projections/reporting/analyze';
import { conversionsOf } from '../../../projections/reporting/conversions-sql';
import { deliveryOf } from '../../../projections/reporting/measures-sql';
import { reportCreatives } from '../../../projections/reporting/report-creatives';
import { reportableCampaigns } from '../../../projections/reporting/reporter';
import { filterValues, rowFilters } from '../../../projections/reporting/report-filters';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { analyzedCampaigns } from './analyzed-campaigns';
import { askedConversions } from './custom-metrics';
import { CONTENT_TYPES, exportFileName, writerOf } from './export-writers';
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
/** The export: the delimited formats and XML as bytes, JSON as the rows themselves (JSONCompact: columns, rows). */
const bytes = FileAnswer('Every row of the report', ['text/csv', 'text/tab-separated-values', 'application/xml']);
const Compact = Type.Object({
  meta: Type.Array(Type.Object({ name: Type.String() })),
  data: Type.Array(Type.Array(Cell)),
  rows: Type.Integer(),
});
const ExportAnswer = {
  ...bytes,
  // Streamed like the others (so typed as a stream), documented as what it holds.
  content: {
    ...bytes.content,
    'application/json': {
      schema: Type.Unsafe<Readable>(Type.Union([Type.Array(Type.Record(Type.String(), Cell)), Compact])),
    },
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
      const conversions = await askedConversions(deps, actor, request.query.partnerId, [
        ...metrics,
        request.body.sort.field,
      ]);
      const query: ReportQuery = {
        campaignIds,
        range,
        splits: [...request.body.splits].sort((a, b) => a.sortIndex - b.sortIndex).map((s) => s.field),
        granularity: reportGranularity(request.body.granularity.value, filterValues(filters, 'timePeriod')),
        sort: request.body.sort,
        ...rowFilters(filters),
        conversions,
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
        const converted = (id: string) => {
          const n = conversions.findIndex((c) => c.id === id);
          return n === -1 ? undefined : conversionsOf(row, n);
        };
        return reportRow(keys, deliveryOf(row), metrics, benchmarks, converted);
      };
      return { query, range, columns, toRow };
    }

    /** The benchmark of a report over several campaigns: theirs when they all share it (one partner's norm). */
    async function sharedBenchmarks(campaignIds: string[], metrics: readonly string[]): Promise<Benchmark[]> {
      const [first] = await campaignBenchmarks(deps.pool, campaignIds.slice(0, 1), reportDays(90, new Date()));
      return (first?.benchmarks ?? []).filter((b) => metrics.includes(b.metricName));
    }

    app.post(
      '/report/analyze',
      {
        config: { access: 'ALL' },
        schema: {
          tags: ['report'],
          querystring: PartnerQuery,
          body: ReportBody,
          response: { 200: ReportAnswer, ...errors(400, 403, 404) },
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
            ...errors(400, 403, 404, 500),
          },
        },
      },
      async (request, reply) => {
        const format = request.query.format ?? DEFAULT_EXPORT_FORMAT;
        const { query, columns, toRow } = await prepare(request, actorOf(request));
        const out = await writerOf(format, columns);
        const client = await deps.pool.connect();
        const rows = reportStream(client, query);
        const cells = new Transform({ objectMode: true, transform: (row, _e, done) => done(null, toRow(row)) });
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
