// A business node's publishing integrations (spec 3 §7): GET/PUT /business-nodes/{id}/publishing,
// DELETE /business-nodes/{id}/publishing/youtubeToken (and, ours, facebookToken), the Google Ads and DV360 OAuth
// resets, and GET /business-nodes/{id}/available-channels. The admin group administers them (spec 3 §2); every role
// of the node's partner reads its channels.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { nodeInScope, removeToken, setPublishingIds } from '../../../commands/integrations';
import { assertGroup } from '../../../commands/authorization';
import { AvailableChannels, Publishing } from '../../../domain/integration/answers';
import { availableChannels, type IdProperty, type TokenProperty } from '../../../domain/integration/properties';
import { DomainError, MESSAGES } from '../../../domain/shared/errors';
import { nodeIntegration } from '../../../projections/integrations/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { accepted } from '../../http/saved-answer';
import { Id, Params } from '../../http/schemas';
import { PublishingBody, RemovableToken } from '../../schemas/integrations';
import { publishingAnswer } from './publishing-answer';

const NodeParams = Params({ id: Id });
const tags = ['integrations'];
const PUBLISHING = '/business-nodes/:id/publishing';

export const publishingRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    /** The node's partner, once the caller may administer its integrations. */
    const administered = async (request: FastifyRequest, nodeId: string) => {
      const actor = actorOf(request);
      assertGroup(actor, 'ADMIN_GROUP');
      return nodeInScope(deps, actor, nodeId);
    };
    const remove = async (request: FastifyRequest, reply: FastifyReply, nodeId: string, token: TokenProperty) => {
      const partnerId = await administered(request, nodeId);
      await runCommand(deps, request, reply, (commands, context) => removeToken(commands, context, nodeId, token));
      return publishingAnswer(deps, nodeId, partnerId);
    };

    app.get(
      '/business-nodes/:id/publishing',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: { tags, params: NodeParams, response: { 200: Publishing, ...errors(404) } },
      },
      async (request) => publishingAnswer(deps, request.params.id, await administered(request, request.params.id)),
    );

    app.put(
      '/business-nodes/:id/publishing',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: {
          tags,
          params: NodeParams,
          body: PublishingBody,
          response: { 200: Publishing, ...accepted(PUBLISHING), ...errors(403, 404) },
        },
      },
      async (request, reply) => {
        const nodeId = request.params.id;
        const partnerId = await administered(request, nodeId);
        const { publishing, partnerId: named } = request.body;
        // Another partner named than the node's: refused as naming another partner is everywhere.
        if (named && named !== partnerId) throw DomainError.notAllowed(MESSAGES.accessDenied);
        const ids = Object.assign({}, ...Object.values(publishing)) as Partial<Record<IdProperty, string | null>>;
        await runCommand(deps, request, reply, (commands, context) => setPublishingIds(commands, context, nodeId, ids));
        return publishingAnswer(deps, nodeId, partnerId);
      },
    );

    app.delete(
      '/business-nodes/:id/publishing/:token',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: {
          tags,
          params: Params({ id: Id, token: RemovableToken }),
          response: { 200: Publishing, ...accepted(PUBLISHING), ...errors(404) },
        },
      },
      async (request, reply) => remove(request, reply, request.params.id, request.params.token),
    );

    for (const [path, token] of [
      ['/google-ads/oauth/reset/:id', 'gadsToken'],
      ['/dv360/oauth/reset/:id', 'dv360Token'],
    ] as const)
      app.delete(
        path,
        {
          config: { access: 'ADMIN_GROUP' },
          schema: { tags, params: NodeParams, response: { 200: Publishing, ...accepted(PUBLISHING), ...errors(404) } },
        },
        async (request, reply) => remove(request, reply, request.params.id, token),
      );

    app.get(
      '/business-nodes/:id/available-channels',
      {
        config: { access: 'ALL' },
        schema: { tags, params: NodeParams, response: { 200: AvailableChannels, ...errors(403, 404) } },
      },
      async (request) => {
        await nodeInScope(deps, actorOf(request), request.params.id);
        const { ids, tokens } = await nodeIntegration(deps.pool, request.params.id);
        return availableChannels({ ids, tokens: Object.keys(tokens) as TokenProperty[] });
      },
    );
  };
