// Exports to cloud storage (issue 22 §2; spec 3 §4 "Cloud export job", §9 exportable entity types):
// - POST /exports {entityType, entityIds, connectionIds, campaignId?} records an export of assets, creatives (of the
//   campaign named) or templates to some of their partner's nodes' cloud storage connections and starts its workflow
//   `export-<id>` (the bell told started, finished, or 'Failed to export {entity} to {destination}');
// - GET /exports?campaignId|nodeId[&entityType] pages through a campaign's or a node's exports, or without either
//   the caller's own (`range`, `sort` ["requestedAt", order: newest first by default], `filter` {status}: the job
//   state; Content-Range tells the total); GET /exports/{id} one, with each destination's state, each file's upload
//   and the progress.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { scopedCampaign } from '../../commands/campaigns';
import { assertExportReadable, requestExport } from '../../commands/exports';
import { assertNodesReadable } from '../../commands/node-storage';
import { ExportAnswer } from '../../domain/export/answers';
import { EXPORT_ACCESS, EXPORT_NOT_FOUND } from '../../domain/export';
import { EXPORTABLE_ENTITY_TYPES } from '../../domain/node-storage/events';
import { EXPORTS_LIST, exportById, listExports, type ExportRow } from '../../projections/exports/queries';
import { exportCatalogue } from '../export-catalogue';
import { actorOf } from '../auth/gate';
import type { AppDeps } from '../deps';
import { runCommand } from '../http/commands';
import { errors } from '../http/errors';
import { accepted } from '../http/saved-answer';
import { found } from '../http/found';
import { ListAnswer, listQuerystring, parseListQuery, sendPage } from '../http/list-query';
import { Body, Id, Literals, Params } from '../http/schemas';

const tags = ['exports'];
/** At most this many entities, and destinations, in one export. */
export const EXPORT_MAX_ENTITIES = 100;
export const EXPORT_MAX_DESTINATIONS = 20;

const ExportBody = Body({
  entityType: Literals(EXPORTABLE_ENTITY_TYPES),
  entityIds: Type.Array(Id, { minItems: 1, maxItems: EXPORT_MAX_ENTITIES }),
  connectionIds: Type.Array(Id, {
    minItems: 1,
    maxItems: EXPORT_MAX_DESTINATIONS,
    description: 'Node cloud storage connections (GET /business-nodes/cloud-storage-connections?nodeIds&entityType)',
  }),
  campaignId: Type.Optional(Id),
});
const ExportsQuery = Body({
  campaignId: Type.Optional(Id),
  nodeId: Type.Optional(Id),
  entityType: Type.Optional(Literals(EXPORTABLE_ENTITY_TYPES)),
  ...listQuerystring(EXPORTS_LIST),
});
const ExportsPage = ListAnswer('exports', ExportAnswer);

/** The answer without what only the read checks use. */
const answer = ({ nodeIds: _nodeIds, ...row }: ExportRow): ExportAnswer => row;

export const exportRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const catalogue = exportCatalogue(deps);

    app.post(
      '/exports',
      {
        config: { access: EXPORT_ACCESS.create },
        schema: {
          tags,
          body: ExportBody,
          response: { 201: ExportAnswer, ...accepted('/exports/:exportId'), ...errors(400, 403, 404, 422) },
        },
      },
      async (request, reply) => {
        const { exportId } = await runCommand(deps, request, reply, (commands, context) =>
          requestExport(commands, context, request.body, catalogue),
        );
        // One that fails to start now (Temporal away) is started later, or by the boot's reconciler.
        await deps.exports
          .start({ exportId })
          .catch((error: unknown) => request.log.error({ err: error, exportId }, 'export workflow did not start'));
        return reply.code(201).send(answer(found(await exportById(deps.pool, exportId), EXPORT_NOT_FOUND)));
      },
    );

    app.get(
      '/exports',
      {
        config: { access: EXPORT_ACCESS.read },
        schema: { tags, querystring: ExportsQuery, response: { 200: ExportsPage, ...errors(400, 403, 404) } },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const { campaignId, nodeId, entityType = null } = request.query;
        const query = parseListQuery(request.query, EXPORTS_LIST);
        const page = async (by: Parameters<typeof listExports>[1]) =>
          sendPage(reply, 'exports', query, await listExports(deps.pool, by, entityType, query));
        if (campaignId) {
          const campaign = await scopedCampaign(deps.lookups, actor, campaignId, EXPORT_ACCESS.read);
          return (await page({ campaignId: campaign.id })).map(answer);
        }
        if (nodeId) {
          await assertNodesReadable(deps.lookups, actor, [nodeId]);
          return (await page({ nodeId })).map(answer);
        }
        return (await page({ requestedBy: actor.userId, partnerId: actor.partnerId ?? '' })).map(answer);
      },
    );

    app.get(
      '/exports/:id',
      {
        config: { access: EXPORT_ACCESS.read },
        schema: { tags, params: Params({ id: Id }), response: { 200: ExportAnswer, ...errors(403, 404) } },
      },
      async (request) => {
        const row = found(await exportById(deps.pool, request.params.id), EXPORT_NOT_FOUND);
        await assertExportReadable(deps.lookups, actorOf(request), row);
        return answer(row);
      },
    );
  };
