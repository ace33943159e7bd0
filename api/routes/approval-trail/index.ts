// The approval audit trail (issue 10 §3) of one campaign: GET /campaigns/{id}/approval-trail (paged, filtered),
// …/approval-trail.csv (the whole filtered trail, streamed), …/approval-trail/as-of?at (each format's latest record
// at or before T) and …/approval-trail/diff?from&to (element-level diff of two records). The list's rows carry the
// screenshot of the content each decision bound to beside the format's current one (issue 19 §1), under this campaign,
// whose route checks the same reach. Every role that sees the campaign reads it, not the analyst
// (APPROVAL_TRAIL_ACCESS): scopedCampaign holds the caller to its partner and reachable nodes, as every campaign read.
import { pipeline, Transform } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { scopedCampaign } from '../../../commands/campaigns';
import { AsOfRow, ContentDiff, TrailEntry } from '../../../domain/approval-trail/answers';
import { diffContent } from '../../../domain/approval-trail/diff';
import { APPROVAL_TRAIL_ACCESS, RECORD_NOT_FOUND, stateAfter } from '../../../domain/approval-trail/records';
import {
  APPROVAL_TRAIL_LIST,
  AS_OF_LIST,
  approvalRecord,
  approvalsAsOf,
  approvalTrail,
  approvalTrailStream,
  toRecord,
} from '../../../projections/approvals/queries';
import { withScreenshots } from '../../../projections/approvals/trail-screenshots';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { csvWriter } from '../../http/csv';
import { errors } from '../../http/errors';
import { found } from '../../http/found';
import { ListAnswer, parseListQuery, sendPage } from '../../http/list-query';
import { AsOfQuery, DiffQuery, TrailCsv, TrailCsvQuery, TrailQuery } from '../../schemas/approval-trail';
import { params } from '../campaigns/view';
import { CSV_COLUMNS, csvRow } from './csv';
import { instantOf, trailFilter } from './filter';
import { create as contentDisposition } from 'content-disposition';

const config = { access: APPROVAL_TRAIL_ACCESS };
const tags = ['approval-trail'];

export const approvalTrailRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/campaigns/:id/approval-trail',
      {
        config,
        schema: {
          tags,
          params,
          querystring: TrailQuery,
          response: { 200: ListAnswer('approval-trail', TrailEntry), ...errors(404) },
        },
      },
      async (request, reply) => {
        const campaign = await scopedCampaign(deps.lookups, actorOf(request), request.params.id, APPROVAL_TRAIL_ACCESS);
        const query = parseListQuery(request.query, APPROVAL_TRAIL_LIST);
        const page = await approvalTrail(deps.pool, campaign.id, trailFilter(query.filter), query);
        const rows = await withScreenshots(deps.pool, campaign.id, page.rows);
        return sendPage(reply, 'approval-trail', query, { total: page.total, rows });
      },
    );

    app.get(
      '/campaigns/:id/approval-trail.csv',
      { config, schema: { tags, params, querystring: TrailCsvQuery, response: { 200: TrailCsv, ...errors(404) } } },
      async (request, reply) => {
        const campaign = await scopedCampaign(deps.lookups, actorOf(request), request.params.id, APPROVAL_TRAIL_ACCESS);
        const filter = trailFilter(parseListQuery(request.query, APPROVAL_TRAIL_LIST).filter);
        const client = await deps.pool.connect();
        const rows = approvalTrailStream(client, campaign.id, filter);
        const toCsv = new Transform({
          objectMode: true,
          transform: (row, _encoding, done) => done(null, csvRow(toRecord(row))),
        });
        const csv = csvWriter({ header: true, columns: CSV_COLUMNS });
        // The cursor's connection goes back to the pool when the stream ends; a failed or abandoned one (the client
        // left
        // mid-way: the cursor is closed) is discarded rather than reused.
        pipeline(rows, toCsv, csv, (error) => client.release(error ?? undefined));
        reply.raw.once('close', () => reply.raw.writableFinished || rows.destroy());
        reply.header('content-type', 'text/csv; charset=utf-8');
        reply.header('content-disposition', contentDisposition(`approval-trail-${campaign.id}.csv`));
        return reply.send(csv);
      },
    );

    app.get(
      '/campaigns/:id/approval-trail/as-of',
      {
        config,
        schema: {
          tags,
          params,
          querystring: AsOfQuery,
          response: { 200: ListAnswer('approval-trail-as-of', AsOfRow), ...errors(404) },
        },
      },
      async (request, reply) => {
        const campaign = await scopedCampaign(deps.lookups, actorOf(request), request.params.id, APPROVAL_TRAIL_ACCESS);
        const { at, treeId, variantId } = request.query;
        const query = parseListQuery(request.query, AS_OF_LIST);
        const page = await approvalsAsOf(
          deps.pool,
          campaign.id,
          instantOf(at),
          { treeId, variantId },
          query.offset,
          query.limit,
        );
        const rows = page.rows.map((row) => ({ ...row, state: stateAfter(row.record) }));
        return sendPage(reply, 'approval-trail-as-of', query, { total: page.total, rows });
      },
    );

    app.get(
      '/campaigns/:id/approval-trail/diff',
      { config, schema: { tags, params, querystring: DiffQuery, response: { 200: ContentDiff, ...errors(404) } } },
      async (request) => {
        const campaign = await scopedCampaign(deps.lookups, actorOf(request), request.params.id, APPROVAL_TRAIL_ACCESS);
        const [from, to] = await Promise.all(
          [request.query.from, request.query.to].map(async (id) =>
            found(await approvalRecord(deps.pool, campaign.id, id), RECORD_NOT_FOUND),
          ),
        );
        return { from: from!, to: to!, ...diffContent(from!.content, to!.content) };
      },
    );
  };
