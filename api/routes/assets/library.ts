// The library (spec 1 §7): the picker query, formats, one, many, children; edits, bulk edits, archive,
// business nodes. Every call is held to the caller's partner and reachable nodes (commands/asset-scope.ts).
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ASSET_NOT_FOUND } from '../../../domain/asset';
import { canSeeAsset, reachableNodes, scopedAsset } from '../../../commands/asset-scope';
import {
  assertAssetCommand,
  changeAssetDetails,
  setAssetArchived,
  setAssetBusinessNodes,
} from '../../../commands/assets';
import { resolvePartner } from '../../../commands/authorization';
import {
  assetsByIds,
  childAssets,
  getAsset,
  libraryFormats,
  libraryPage,
  type LibraryQuery,
} from '../../../projections/assets/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { accepted } from '../../http/saved-answer';
import { found } from '../../http/found';
import { Body, Id, Params, Text } from '../../http/schemas';
import { PartnerChoice } from '../../http/partner-choice';
import { Asset, AssetPage, Formats } from '../../../domain/asset/answers';
import { LibraryStatus, Name, Tags } from '../../schemas/fields';
import { toApiAsset } from './view';

const access = { access: 'ADMINS_AND_SELF_SERVICE' as const };
const PartnerQuery = Type.Object({ partnerId: Type.Optional(Id) }, { additionalProperties: false });
const csv = (value: string | undefined) =>
  value
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : [];
const bool = (value: string | undefined) => (value === undefined ? null : value === 'true');
const Details = { name: Type.Optional(Name), tags: Type.Optional(Tags), status: Type.Optional(LibraryStatus) };
const Assets = Type.Array(Asset);
/** The answers of commands on one asset. */
const changed = { 200: Asset, ...accepted('/assets/single-files/:id'), ...errors(404, 409, 422) };
const MAX_BULK = 200;

export const libraryRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const asset = async (id: string) => {
      const row = await getAsset(deps.pool, id);
      return toApiAsset(found(row?.uploadStatus === 'DONE' ? row : null, ASSET_NOT_FOUND));
    };

    app.get(
      '/assets/single-files',
      {
        config: access,
        schema: {
          tags: ['assets'],
          querystring: Type.Object(
            {
              partnerId: PartnerChoice(),
              nodeIds: Type.Optional(Text()),
              archived: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
              isIndependent: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
              page: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$' })),
              limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$' })),
              search: Type.Optional(Text({ maxLength: 200 })),
              formats: Type.Optional(Text()),
              assetsToExclude: Type.Optional(Text()),
              sort: Type.Optional(Type.Union(['createdAt', '-createdAt', 'name', '-name'].map((s) => Type.Literal(s)))),
            },
            { additionalProperties: false },
          ),
          response: { 200: AssetPage },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const q = request.query;
        const query: LibraryQuery = {
          partnerId: resolvePartner(actor, q.partnerId),
          nodeIds: csv(q.nodeIds),
          archived: bool(q.archived ?? 'false'),
          isIndependent: q.isIndependent !== 'false',
          page: Number(q.page ?? 0),
          limit: Math.min(Math.max(Number(q.limit ?? 10), 1), 100),
          search: q.search ?? null,
          formats: csv(q.formats),
          assetsToExclude: csv(q.assetsToExclude),
          sort: (q.sort ?? '-createdAt') as LibraryQuery['sort'],
          reachable: await reachableNodes(deps.lookups, actor),
          userId: actor.userId,
        };
        const page = await libraryPage(deps.pool, query);
        return { total: page.total, results: page.results.map(toApiAsset) };
      },
    );

    app.get(
      '/assets/single-files/formats',
      {
        config: access,
        schema: {
          tags: ['assets'],
          querystring: Type.Object({ partnerId: PartnerChoice() }, { additionalProperties: false }),
          response: { 200: Formats },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        return libraryFormats(
          deps.pool,
          resolvePartner(actor, request.query.partnerId),
          await reachableNodes(deps.lookups, actor),
          actor.userId,
        );
      },
    );

    app.get(
      '/assets/single-files/many',
      {
        config: access,
        schema: {
          tags: ['assets'],
          querystring: Type.Object({ ids: Text(), partnerId: Type.Optional(Id) }, { additionalProperties: false }),
          response: { 200: Assets },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const reachable = await reachableNodes(deps.lookups, actor);
        const rows = await assetsByIds(deps.pool, csv(request.query.ids).slice(0, MAX_BULK));
        return rows.filter((row) => canSeeAsset(actor, row, reachable)).map(toApiAsset);
      },
    );

    app.get(
      '/assets/single-files/list/:id',
      {
        config: access,
        schema: {
          tags: ['assets'],
          params: Params({ id: Id }),
          querystring: PartnerQuery,
          response: { 200: Assets, ...errors(404) },
        },
      },
      async (request) => {
        await scopedAsset(deps.lookups, actorOf(request), request.params.id);
        return (await childAssets(deps.pool, request.params.id)).map(toApiAsset);
      },
    );

    app.get(
      '/assets/single-files/:id',
      {
        config: access,
        schema: {
          tags: ['assets'],
          params: Params({ id: Id }),
          querystring: PartnerQuery,
          response: { 200: Asset, ...errors(404) },
        },
      },
      async (request) => {
        await scopedAsset(deps.lookups, actorOf(request), request.params.id);
        return asset(request.params.id);
      },
    );

    app.patch(
      '/assets/single-files/:id',
      {
        config: access,
        schema: {
          tags: ['assets'],
          params: Params({ id: Id }),
          querystring: PartnerQuery,
          body: Body(Details),
          response: changed,
        },
      },
      async (request, reply) => {
        await runCommand(deps, request, reply, (commands, context) =>
          changeAssetDetails(commands, context, request.params.id, request.body),
        );
        return asset(request.params.id);
      },
    );

    app.patch(
      '/assets/single-files',
      {
        config: access,
        schema: {
          tags: ['assets'],
          body: Body({
            ids: Type.Array(Id, { minItems: 1, maxItems: MAX_BULK }),
            tags: Details.tags,
            status: Details.status,
            archived: Type.Optional(Type.Boolean()),
          }),
          response: { 200: Assets, ...errors(404, 409, 422) },
        },
      },
      async (request, reply) => {
        const { ids, archived, ...details } = request.body;
        await runCommand(deps, request, reply, async (commands, context) => {
          // Every change is decided before any is made, so a refused bulk call changes nothing.
          for (const id of ids) {
            await assertAssetCommand(commands, context, id, { type: 'ChangeDetails', ...details });
            if (archived !== undefined)
              await assertAssetCommand(commands, context, id, { type: 'SetArchived', archived });
          }
          let position: number | null = null;
          for (const id of ids) {
            position = (await changeAssetDetails(commands, context, id, details)).position ?? position;
            if (archived !== undefined)
              position = (await setAssetArchived(commands, context, id, archived)).position ?? position;
          }
          return { position };
        });
        return Promise.all(ids.map(asset));
      },
    );

    for (const [verb, archived] of [
      ['archive', true],
      ['unarchive', false],
    ] as const) {
      app.patch(
        `/assets/single-files/:id/${verb}`,
        {
          config: access,
          schema: { tags: ['assets'], params: Params({ id: Id }), querystring: PartnerQuery, response: changed },
        },
        async (request, reply) => {
          await runCommand(deps, request, reply, (commands, context) =>
            setAssetArchived(commands, context, request.params.id, archived),
          );
          return asset(request.params.id);
        },
      );
    }

    app.put(
      '/assets/single-files/:id/business-nodes',
      {
        config: access,
        schema: {
          tags: ['assets'],
          params: Params({ id: Id }),
          querystring: PartnerQuery,
          body: Body({ businessNodes: Type.Array(Id), additionalNodes: Type.Optional(Type.Array(Id)) }),
          response: changed,
        },
      },
      async (request, reply) => {
        const input = {
          businessNodes: request.body.businessNodes,
          additionalNodes: request.body.additionalNodes ?? [],
        };
        await runCommand(deps, request, reply, (commands, context) =>
          setAssetBusinessNodes(commands, context, request.params.id, input),
        );
        return asset(request.params.id);
      },
    );
  };
