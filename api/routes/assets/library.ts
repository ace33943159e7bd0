// The library (spec 1 §7): the picker query, formats, one, many, children; edits, bulk edits, archive,
// business nodes. Every call is held to the caller's partner and reachable nodes (commands/asset-scope.ts).
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { ASSET_NOT_FOUND } from '../../../domain/asset';
import { DomainError } from '../../../domain/shared/errors';
import { canSeeAsset, reachableNodes, scopedAsset } from '../../../commands/asset-scope';
import { assertAssetCommand, changeAssetDetails, setAssetArchived, setAssetBusinessNodes } from '../../../commands/assets';
import { resolvePartner } from '../../../commands/authorization';
import type { CommandContext } from '../../../commands/context';
import { assetsByIds, childAssets, getAsset, libraryFormats, libraryPage, type LibraryQuery } from '../../../projections/assets/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { commandContext, commandDeps, settle } from '../../http/commands';
import { Body, Id, Params } from '../../http/schemas';
import { toApiAsset } from './view';

const access = { access: 'ADMINS_AND_SELF_SERVICE' as const };
const PartnerQuery = Type.Object({ partnerId: Type.Optional(Id) }, { additionalProperties: false });
const csv = (value: string | undefined) => (value ? value.split(',').map((v) => v.trim()).filter(Boolean) : []);
const bool = (value: string | undefined) => (value === undefined ? null : value === 'true');
const Details = { name: Type.Optional(Type.String()), tags: Type.Optional(Type.Array(Type.String())), status: Type.Optional(Type.String()) };
export const MAX_BULK = 200;

export const libraryRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const found = async (id: string) => {
      const row = await getAsset(deps.pool, id);
      if (!row || row.uploadStatus !== 'DONE') throw DomainError.notFound(ASSET_NOT_FOUND);
      return toApiAsset(row);
    };
    /** Runs a command per asset, then answers with the assets as they are now. */
    const applyAll = async (context: CommandContext, reply: FastifyReply, ids: string[], run: (id: string) => Promise<{ position: number | null }>) => {
      let position: number | null = null;
      for (const id of ids) position = (await run(id)).position ?? position;
      await settle(deps, reply, { position });
      return Promise.all(ids.map(found));
    };

    app.get(
      '/assets/single-files',
      {
        config: access,
        schema: {
          tags: ['assets'],
          querystring: Type.Object(
            {
              partnerId: Type.Optional(Id), nodeIds: Type.Optional(Type.String()), archived: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
              isIndependent: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])), page: Type.Optional(Type.String({ pattern: '^\\d{1,6}$' })),
              limit: Type.Optional(Type.String({ pattern: '^\\d{1,3}$' })), search: Type.Optional(Type.String({ maxLength: 200 })), formats: Type.Optional(Type.String()),
              assetsToExclude: Type.Optional(Type.String()), sort: Type.Optional(Type.Union(['createdAt', '-createdAt', 'name', '-name'].map((s) => Type.Literal(s)))),
            },
            { additionalProperties: false },
          ),
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const q = request.query;
        const query: LibraryQuery = {
          partnerId: resolvePartner(actor, q.partnerId), nodeIds: csv(q.nodeIds), archived: bool(q.archived ?? 'false'), isIndependent: q.isIndependent !== 'false',
          page: Number(q.page ?? 0), limit: Math.min(Math.max(Number(q.limit ?? 10), 1), 100), search: q.search ?? null, formats: csv(q.formats),
          assetsToExclude: csv(q.assetsToExclude), sort: (q.sort ?? '-createdAt') as LibraryQuery['sort'], reachable: await reachableNodes(deps.lookups, actor), userId: actor.userId,
        };
        const page = await libraryPage(deps.pool, query);
        return { total: page.total, results: page.results.map(toApiAsset) };
      },
    );

    app.get('/assets/single-files/formats', { config: access, schema: { tags: ['assets'], querystring: PartnerQuery } }, async (request) => {
      const actor = actorOf(request);
      return libraryFormats(deps.pool, resolvePartner(actor, request.query.partnerId), await reachableNodes(deps.lookups, actor), actor.userId);
    });

    app.get('/assets/single-files/many', { config: access, schema: { tags: ['assets'], querystring: Type.Object({ ids: Type.String(), partnerId: Type.Optional(Id) }, { additionalProperties: false }) } }, async (request) => {
      const actor = actorOf(request);
      const reachable = await reachableNodes(deps.lookups, actor);
      const rows = await assetsByIds(deps.pool, csv(request.query.ids).slice(0, MAX_BULK));
      return rows.filter((row) => canSeeAsset(actor, row, reachable)).map(toApiAsset);
    });

    app.get('/assets/single-files/list/:id', { config: access, schema: { tags: ['assets'], params: Params({ id: Id }), querystring: PartnerQuery } }, async (request) => {
      await scopedAsset(deps.lookups, actorOf(request), request.params.id);
      return (await childAssets(deps.pool, request.params.id)).map(toApiAsset);
    });

    app.get('/assets/single-files/:id', { config: access, schema: { tags: ['assets'], params: Params({ id: Id }), querystring: PartnerQuery } }, async (request) => {
      await scopedAsset(deps.lookups, actorOf(request), request.params.id);
      return found(request.params.id);
    });

    app.patch('/assets/single-files/:id', { config: access, schema: { tags: ['assets'], params: Params({ id: Id }), querystring: PartnerQuery, body: Body(Details) } }, async (request, reply) => {
      const context = commandContext(request);
      const [asset] = await applyAll(context, reply, [request.params.id], (id) => changeAssetDetails(commandDeps(deps), context, id, request.body));
      return asset;
    });

    app.patch(
      '/assets/single-files',
      { config: access, schema: { tags: ['assets'], body: Body({ ids: Type.Array(Id, { minItems: 1, maxItems: MAX_BULK }), tags: Details.tags, status: Details.status, archived: Type.Optional(Type.Boolean()) }) } },
      async (request, reply) => {
        const context = commandContext(request);
        const { ids, archived, ...details } = request.body;
        // Every change is decided before any is made, so a refused bulk call changes nothing.
        for (const id of ids) {
          await assertAssetCommand(commandDeps(deps), context, id, { type: 'ChangeDetails', ...details });
          if (archived !== undefined) await assertAssetCommand(commandDeps(deps), context, id, { type: 'SetArchived', archived });
        }
        return applyAll(context, reply, ids, async (id) => {
          const changed = await changeAssetDetails(commandDeps(deps), context, id, details);
          return archived === undefined ? changed : setAssetArchived(commandDeps(deps), context, id, archived);
        });
      },
    );

    for (const [verb, archived] of [['archive', true], ['unarchive', false]] as const) {
      app.patch(`/assets/single-files/:id/${verb}`, { config: access, schema: { tags: ['assets'], params: Params({ id: Id }), querystring: PartnerQuery } }, async (request, reply) => {
        const context = commandContext(request);
        const [asset] = await applyAll(context, reply, [request.params.id], (id) => setAssetArchived(commandDeps(deps), context, id, archived));
        return asset;
      });
    }

    app.put(
      '/assets/single-files/:id/business-nodes',
      { config: access, schema: { tags: ['assets'], params: Params({ id: Id }), querystring: PartnerQuery, body: Body({ businessNodes: Type.Array(Id), additionalNodes: Type.Optional(Type.Array(Id)) }) } },
      async (request, reply) => {
        const context = commandContext(request);
        const input = { businessNodes: request.body.businessNodes, additionalNodes: request.body.additionalNodes ?? [] };
        const [asset] = await applyAll(context, reply, [request.params.id], (id) => setAssetBusinessNodes(commandDeps(deps), context, id, input));
        return asset;
      },
    );
  };
