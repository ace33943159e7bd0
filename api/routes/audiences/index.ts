// Audiences of a campaign (spec 2 §7 Audiences; issue 23 §1): GET/POST /campaigns/{id}/audiences,
// GET/PUT/DELETE /campaigns/{id}/audiences/{audienceId}, GET /campaigns/audiences/{id}, DELETE
// /campaigns/{id}/audiences/all?campaignId and POST /campaigns/{id}/audiences/import (multipart field `file`, CSV or
// XLSX). For the audiences tab's roles (spec 2 §6: top admins and the self-service group) on a campaign in their
// partner and reach; an audience of another campaign answers 404 as a missing one does. The Google targeting
// look-ups are targeting.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  createAudience,
  deleteAllAudiences,
  deleteAudience,
  importAudiences,
  updateAudience,
  type AudienceReads,
} from '../../../commands/audiences';
import { scopedCampaign } from '../../../commands/campaigns';
import type { SignedInActor } from '../../../commands/context';
import { AUDIENCE_ACCESS, AUDIENCE_MESSAGES } from '../../../domain/audience';
import { AllAudiencesDeletedAnswer, AudienceAnswer, AudiencesImportedAnswer } from '../../../domain/audience/answers';
import { DomainError, MESSAGES } from '../../../domain/shared/errors';
import { AUDIENCE_LIST, getAudience, listAudiences, type AudienceRow } from '../../../projections/audiences/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { accepted } from '../../http/saved-answer';
import { ListAnswer, listQuerystring, parseListQuery, sendPage } from '../../http/list-query';
import { Deleted, Id, Params } from '../../http/schemas';
import { AllAudiencesQuery, AudienceBody, AudienceImportBody, AudienceImportQuery } from '../../schemas/audiences';
import { readAudienceFile } from './import-file';
import { nodeTargeting } from './targeting';

const config = { access: AUDIENCE_ACCESS };
const tags = ['audiences'];
const CampaignParams = Params({ id: Id });
const AudienceParams = Params({ id: Id, audienceId: Id });
const AUDIENCE = '/campaigns/:id/audiences/:audienceId';
/** What saving an audience may meet beyond its own refusals: the node's CM360, asked for the rules' values. */
const cm360Failures = [409, 422, 429, 503] as const;

function answer(row: AudienceRow): AudienceAnswer {
  return { ...row, _id: row.id, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export const audienceRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    /** The audience, once the caller may reach its campaign; `campaignId` when the path names one. */
    const found = async (actor: SignedInActor, id: string, campaignId?: string) => {
      const row = await getAudience(deps.pool, id);
      if (campaignId !== undefined) await scopedCampaign(deps.lookups, actor, campaignId, AUDIENCE_ACCESS);
      if (!row || (campaignId !== undefined && row.campaignId !== campaignId))
        throw DomainError.notFound(AUDIENCE_MESSAGES.notFound);
      if (campaignId === undefined) await scopedCampaign(deps.lookups, actor, row.campaignId, AUDIENCE_ACCESS);
      return answer(row);
    };

    app.get(
      '/campaigns/:id/audiences',
      {
        config,
        schema: {
          tags,
          params: CampaignParams,
          querystring: Type.Object(listQuerystring(AUDIENCE_LIST), { additionalProperties: false }),
          response: { 200: ListAnswer('audiences', AudienceAnswer), ...errors(400, 403, 404) },
        },
      },
      async (request, reply) => {
        const campaign = await scopedCampaign(deps.lookups, actorOf(request), request.params.id, AUDIENCE_ACCESS);
        const query = parseListQuery(request.query, AUDIENCE_LIST);
        const page = await listAudiences(deps.pool, campaign.id, query);
        return sendPage(reply, 'audiences', query, { total: page.total, rows: page.rows.map(answer) });
      },
    );

    app.get(
      '/campaigns/audiences/:id',
      {
        config,
        schema: { tags, params: CampaignParams, response: { 200: AudienceAnswer, ...errors(400, 403, 404) } },
      },
      async (request) => found(actorOf(request), request.params.id),
    );

    app.get(
      '/campaigns/:id/audiences/:audienceId',
      {
        config,
        schema: { tags, params: AudienceParams, response: { 200: AudienceAnswer, ...errors(400, 403, 404) } },
      },
      async (request) => found(actorOf(request), request.params.audienceId, request.params.id),
    );

    const reads = (request: FastifyRequest): AudienceReads => ({
      targeting: (nodeId, dimension) => nodeTargeting(deps, actorOf(request), nodeId, dimension),
    });

    app.post(
      '/campaigns/:id/audiences',
      {
        config,
        schema: {
          tags,
          params: CampaignParams,
          body: AudienceBody,
          response: { 201: AudienceAnswer, ...accepted(AUDIENCE), ...errors(400, 403, 404, ...cm360Failures) },
        },
      },
      async (request, reply) => {
        const { audienceId } = await runCommand(deps, request, reply, (commands, context) =>
          createAudience(commands, context, reads(request), { campaignId: request.params.id, audience: request.body }),
        );
        return reply.status(201).send(await found(actorOf(request), audienceId));
      },
    );

    app.put(
      '/campaigns/:id/audiences/:audienceId',
      {
        config,
        schema: {
          tags,
          params: AudienceParams,
          body: AudienceBody,
          response: { 200: AudienceAnswer, ...accepted(AUDIENCE), ...errors(400, 403, 404, ...cm360Failures) },
        },
      },
      async (request, reply) => {
        const { id, audienceId } = request.params;
        await runCommand(deps, request, reply, (commands, context) =>
          updateAudience(commands, context, reads(request), { campaignId: id, audienceId, audience: request.body }),
        );
        return found(actorOf(request), audienceId, id);
      },
    );

    app.delete(
      '/campaigns/:id/audiences/all',
      {
        config,
        schema: {
          tags,
          params: CampaignParams,
          querystring: AllAudiencesQuery,
          response: { 200: AllAudiencesDeletedAnswer, ...errors(400, 403, 404) },
        },
      },
      async (request, reply) => {
        const { campaignId } = request.query;
        if (campaignId !== undefined && campaignId !== request.params.id)
          throw DomainError.badRequest(MESSAGES.wrongParams, { field: 'campaignId' });
        const { deleted } = await runCommand(deps, request, reply, (commands, context) =>
          deleteAllAudiences(commands, context, { campaignId: request.params.id }),
        );
        return { deleted };
      },
    );

    app.delete(
      '/campaigns/:id/audiences/:audienceId',
      {
        config,
        schema: { tags, params: AudienceParams, response: { 200: Deleted, ...errors(400, 403, 404) } },
      },
      async (request, reply) => {
        const { id, audienceId } = request.params;
        await runCommand(deps, request, reply, (commands, context) =>
          deleteAudience(commands, context, { campaignId: id, audienceId }),
        );
        return { id: audienceId };
      },
    );

    app.post(
      '/campaigns/:id/audiences/import',
      {
        config: {
          ...config,
          // The body is a stream read by readAudienceFile, not by ajv: only OpenAPI is told its shape.
          swaggerTransform: ({ schema, url }) => ({
            schema: { ...schema, body: { content: { 'multipart/form-data': { schema: AudienceImportBody } } } },
            url,
          }),
        },
        schema: {
          tags,
          params: CampaignParams,
          querystring: AudienceImportQuery,
          response: { 201: AudiencesImportedAnswer, ...errors(400, 403, 404, 413, 415, ...cm360Failures) },
        },
      },
      async (request, reply) => {
        const { imported, ids } = await runCommand(deps, request, reply, async (commands, context) => {
          // The campaign is reached before the body is read, so a caller without it sends no file for nothing.
          await scopedCampaign(commands.lookups, context.actor, request.params.id, AUDIENCE_ACCESS);
          const file = await readAudienceFile(request);
          return importAudiences(commands, context, reads(request), {
            campaignId: request.params.id,
            nodeId: request.query.nodeId,
            ...file,
          });
        });
        return reply.status(201).send({ imported, ids });
      },
    );
  };
