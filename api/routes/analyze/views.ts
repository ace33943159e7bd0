// Saved analyze reports (spec 3 §2, §7): GET/POST /report/analyze-view, GET/PUT/DELETE /report/analyze-view/{id} and
// POST /report/analyze-view/{id}/copy, all with ?partnerId. Every role; anyone but a top admin on their own partner.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { analyzeScope } from '../../../commands/analyze-access';
import {
  copyAnalyzeView,
  deleteAnalyzeView,
  saveAnalyzeView,
  updateAnalyzeView,
} from '../../../commands/analyze-views';
import { ANALYZE_VIEW_NOT_FOUND } from '../../../domain/analyze-view';
import { AnalyzeView } from '../../../domain/analyze-view/answers';
import { reportDays } from '../../../domain/report/date-range';
import { DomainError } from '../../../domain/shared/errors';
import {
  ANALYZE_VIEW_LIST,
  getAnalyzeView,
  listAnalyzeViews,
  type AnalyzeViewRow,
} from '../../../projections/analyze-views/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { accepted } from '../../http/saved-answer';
import { ListAnswer, listQuerystring, parseListQuery, sendPage } from '../../http/list-query';
import { PartnerChoice } from '../../http/partner-choice';
import { Body, Deleted, Id, Params } from '../../http/schemas';
import { AnalyzeViewBody } from '../../schemas/analyze-views';

const TAGS = ['report'];
const PartnerQuery = Body({ partnerId: PartnerChoice() });
const ViewParams = Params({ id: Id });
/** The options of a call on one saved report: its id, the partner, and what it answers beside 400, 403 and 404. */
const onOneView = <R extends object>(response: R) => ({
  config: { access: 'ALL' as const },
  schema: {
    tags: TAGS,
    params: ViewParams,
    querystring: PartnerQuery,
    response: { ...response, ...errors(400, 403, 404) },
  },
});

/** The answer of a saved report: its id twice (spec 3 §3 `_id`) and the days its range covers today. */
function answer(row: AnalyzeViewRow): AnalyzeView {
  const { from, to } = reportDays(row.dateRange, new Date());
  return {
    ...row,
    _id: row.id,
    begin: from,
    end: to,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const readOne = onOneView({ 200: AnalyzeView });
const changeOne = onOneView({ 200: AnalyzeView, ...accepted('/report/analyze-view/:id') });

export const analyzeViewRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    /** The saved report, if it is of the partner the caller analyzes; else 404, as for one that does not exist. */
    async function view(request: { query: { partnerId?: string } }, caller: ReturnType<typeof actorOf>, id: string) {
      const scope = await analyzeScope(deps.lookups, caller, request.query.partnerId);
      const row = await getAnalyzeView(deps.pool, id);
      if (!row || row.partnerId !== scope.partnerId) throw DomainError.notFound(ANALYZE_VIEW_NOT_FOUND);
      return row;
    }
    const found = async (id: string) => {
      const row = await getAnalyzeView(deps.pool, id);
      if (!row) throw DomainError.notFound(ANALYZE_VIEW_NOT_FOUND);
      return answer(row);
    };

    app.get(
      '/report/analyze-view',
      {
        config: { access: 'ALL' },
        schema: {
          tags: TAGS,
          querystring: Type.Object(
            { partnerId: PartnerChoice(), ...listQuerystring(ANALYZE_VIEW_LIST) },
            { additionalProperties: false },
          ),
          response: { 200: ListAnswer('analyze-view', AnalyzeView), ...errors(400, 403) },
        },
      },
      async (request, reply) => {
        const scope = await analyzeScope(deps.lookups, actorOf(request), request.query.partnerId);
        const query = parseListQuery(request.query, ANALYZE_VIEW_LIST);
        const page = await listAnalyzeViews(deps.pool, scope.partnerId, query);
        return sendPage(reply, 'analyze-view', query, { total: page.total, rows: page.rows.map(answer) });
      },
    );

    app.post(
      '/report/analyze-view',
      {
        config: { access: 'ALL' },
        schema: {
          tags: TAGS,
          querystring: PartnerQuery,
          body: AnalyzeViewBody,
          response: { 201: AnalyzeView, ...accepted('/report/analyze-view/:viewId'), ...errors(400, 403) },
        },
      },
      async (request, reply) => {
        const { viewId } = await runCommand(deps, request, reply, (commands, context) =>
          saveAnalyzeView(commands, context, { partnerId: request.query.partnerId, settings: request.body }),
        );
        return reply.status(201).send(await found(viewId));
      },
    );

    app.get('/report/analyze-view/:id', onOneView({ 200: AnalyzeView }), async (request) =>
      answer(await view(request, actorOf(request), request.params.id)),
    );

    app.put(
      '/report/analyze-view/:id',
      { config: changeOne.config, schema: { ...changeOne.schema, body: AnalyzeViewBody } },
      async (request, reply) => {
        const { id } = request.params;
        await runCommand(deps, request, reply, (commands, context) =>
          updateAnalyzeView(commands, context, { id, partnerId: request.query.partnerId, settings: request.body }),
        );
        return found(id);
      },
    );

    app.delete('/report/analyze-view/:id', onOneView({ 200: Deleted }), async (request, reply) => {
      const { id } = request.params;
      await runCommand(deps, request, reply, (commands, context) =>
        deleteAnalyzeView(commands, context, { id, partnerId: request.query.partnerId }),
      );
      return { id };
    });

    app.post(
      '/report/analyze-view/:id/copy',
      onOneView({ 201: AnalyzeView, ...accepted('/report/analyze-view/:viewId') }),
      async (request, reply) => {
        const { id } = request.params;
        const original = await view(request, actorOf(request), id);
        const { viewId } = await runCommand(deps, request, reply, (commands, context) =>
          copyAnalyzeView(commands, context, { id, partnerId: request.query.partnerId }, original),
        );
        return reply.status(201).send(await found(viewId));
      },
    );
  };
