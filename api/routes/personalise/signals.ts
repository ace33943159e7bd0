// A tree's signals (spec 2 §3, §5, §7): GET P/signals?type (a list: filter {"q"} searches names, range gives one page
// with Content-Range, for a tree with thousands of user segments), P/signals/exist?name,
// P/variants/fallback/signals/count
// ?signalType; POST P/signal, PUT and DELETE P/signals/{id}; PATCH P/formats/signals {formats, signals} sets the
// formats' signals. The domain judges names, segment types per platform and the activation rules they touch.
import { Type, type Static } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { changeSignal, createSignal, deleteSignal, setFormatSignals } from '../../../commands/personalise';
import type { SignalFields } from '../../../domain/personalise';
import { SIGNAL_TYPES } from '../../../domain/personalise/signals';
import { fallbackSignalCount, listSignals, signalNameTaken } from '../../../projections/personalise/queries';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { ListAnswer, listQuerystring, parseListQuery, sendPage, type ListDefinition } from '../../http/list-query';
import { Body, Deleted, Id, Literals, Params, Text } from '../../http/schemas';
import { Count, Created, Exists, Signals, UpdatedFormats } from '../../../domain/personalise/answers';
import { FormatSignalsBody, SignalBody } from '../../schemas/personalise';
import { config, P, readableTree, refOf, tags, treeParams } from './view';

const Query = Body;
const signalParams = Params({ id: Id, treeId: Id, signalId: Id });
const refusals = errors(404, 409, 422);
const SIGNAL_LIST: ListDefinition = { sorts: ['name'], defaultSort: 'name', filters: { q: 'text' } };

/** A request's signal with the fields it may leave out. */
const signalFields = (body: Static<typeof SignalBody>): SignalFields => ({
  name: body.name,
  type: body.type,
  segmentType: body.segmentType ?? null,
  values: body.values ?? [],
  campaignIds: body.campaignIds ?? [],
  schedule: body.schedule ?? null,
  countries: body.countries ?? [],
});

export const signalRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      `${P}/signals`,
      {
        config,
        schema: {
          tags,
          params: treeParams,
          // Without a range, every signal of the type (the older callers' answer); with one, a page and its
          // Content-Range.
          querystring: Query({ type: Type.Optional(Literals(SIGNAL_TYPES)), ...listQuerystring(SIGNAL_LIST) }),
          response: { 200: ListAnswer('signals', Signals.items), ...errors(404) },
        },
      },
      async (request, reply) => {
        await readableTree(deps, request, refOf(request.params));
        const query = parseListQuery(request.query, SIGNAL_LIST);
        const paged = request.query.range !== undefined;
        const name = typeof query.filter.q === 'string' ? query.filter.q : undefined;
        const found = await listSignals(deps.pool, request.params.treeId, request.query.type, {
          order: query.order,
          ...(name ? { name } : {}),
          ...(paged ? { page: query } : {}),
        });
        const rows = found.rows.map(({ signalId, ...s }) => ({ _id: signalId, id: signalId, ...s }));
        return paged ? sendPage(reply, 'signals', query, { rows, total: found.total }) : rows;
      },
    );

    app.get(
      `${P}/signals/exist`,
      {
        config,
        schema: {
          tags,
          params: treeParams,
          querystring: Query({ name: Text() }),
          response: { 200: Exists, ...errors(404) },
        },
      },
      async (request) => {
        await readableTree(deps, request, refOf(request.params));
        return { exists: await signalNameTaken(deps.pool, request.params.treeId, request.query.name) };
      },
    );

    app.get(
      `${P}/variants/fallback/signals/count`,
      {
        config,
        schema: {
          tags,
          params: treeParams,
          querystring: Query({ signalType: Literals(SIGNAL_TYPES) }),
          response: { 200: Count, ...errors(404) },
        },
      },
      async (request) => {
        await readableTree(deps, request, refOf(request.params));
        return { count: await fallbackSignalCount(deps.pool, request.params.treeId, request.query.signalType) };
      },
    );

    app.post(
      `${P}/signal`,
      { config, schema: { tags, params: treeParams, body: SignalBody, response: { 201: Created, ...refusals } } },
      async (request, reply) => {
        const { signalId } = await runCommand(deps, request, reply, (commands, context) =>
          createSignal(commands, context, refOf(request.params), signalFields(request.body)),
        );
        return reply.status(201).send({ id: signalId });
      },
    );

    app.put(
      `${P}/signals/:signalId`,
      { config, schema: { tags, params: signalParams, body: SignalBody, response: { 200: Created, ...refusals } } },
      async (request, reply) => {
        const { signalId } = request.params;
        await runCommand(deps, request, reply, (commands, context) =>
          changeSignal(commands, context, refOf(request.params), signalId, signalFields(request.body)),
        );
        return { id: signalId };
      },
    );

    app.delete(
      `${P}/signals/:signalId`,
      { config, schema: { tags, params: signalParams, response: { 200: Deleted, ...refusals } } },
      async (request, reply) => {
        const { signalId } = request.params;
        await runCommand(deps, request, reply, (commands, context) =>
          deleteSignal(commands, context, refOf(request.params), signalId),
        );
        return { id: signalId };
      },
    );

    app.patch(
      `${P}/formats/signals`,
      {
        config,
        schema: { tags, params: treeParams, body: FormatSignalsBody, response: { 200: UpdatedFormats, ...refusals } },
      },
      async (request, reply) => {
        const { events } = await runCommand(deps, request, reply, (commands, context) =>
          setFormatSignals(commands, context, refOf(request.params), request.body),
        );
        return {
          updatedFormats: events.reduce((n, e) => n + (e.type === 'FormatSignalsSet' ? e.data.formatIds.length : 0), 0),
        };
      },
    );
  };
