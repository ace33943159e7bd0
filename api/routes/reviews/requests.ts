// Review requests (issue 10 §2; spec 2 §7): POST /campaigns/{id}/request-approval {userIds | watcherIds, isFinal,
// dueAt?} records the request and starts its workflow `review-<campaignId>-<n>`; DELETE …/request-approval/{requestId}
// withdraws it and tells the workflow; GET /campaigns/{id}/approval-requests lists them, newest first. The campaign
// creators request and withdraw; every reader of the campaign sees the list.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CAMPAIGN_ACCESS, scopedCampaign } from '../../../commands/campaigns';
import { requestApproval, withdrawApprovalRequest } from '../../../commands/reviews';
import { REQUEST_NOT_FOUND } from '../../../domain/campaign';
import { campaignApprovalRequests } from '../../../projections/reviews/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { accepted } from '../../http/saved-answer';
import { found } from '../../http/found';
import { Id, Params } from '../../http/schemas';
import { ApprovalRequestAnswer } from '../../../domain/campaign/review-answers';
import { RequestApprovalBody } from '../../schemas/reviews';

const tags = ['reviews'];
/** No GET reads one request: a lagging write's Location is the campaign's requests. */
const REQUESTS = '/campaigns/:id/approval-requests';

export const requestRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const requestOf = async (campaignId: string, requestId: string) =>
      found(
        (await campaignApprovalRequests(deps.pool, campaignId)).find((r) => r.id === requestId),
        REQUEST_NOT_FOUND,
      );

    app.post(
      '/campaigns/:id/request-approval',
      {
        config: { access: CAMPAIGN_ACCESS.edit },
        schema: {
          tags,
          params: Params({ id: Id }),
          body: RequestApprovalBody,
          response: { 201: ApprovalRequestAnswer, ...accepted(REQUESTS, 'requestId'), ...errors(404, 409, 422) },
        },
      },
      async (request, reply) => {
        const { requestId, events } = await runCommand(deps, request, reply, (commands, context) =>
          requestApproval(commands, context, request.params.id, request.body),
        );
        const requested = events.find((e) => e.type === 'ApprovalRequested')!;
        // The request is recorded: a workflow that fails to start now (Temporal away) is started by the boot
        // reconciler, so the caller is told of the request, not of the server's trouble.
        await deps.reviews
          .start({ campaignId: request.params.id, requestId, n: requested.data.n })
          .catch((error: unknown) => request.log.error({ err: error, requestId }, 'review workflow did not start'));
        return reply.code(201).send(await requestOf(request.params.id, requestId));
      },
    );

    app.delete(
      '/campaigns/:id/request-approval/:requestId',
      {
        config: { access: CAMPAIGN_ACCESS.edit },
        schema: {
          tags,
          params: Params({ id: Id, requestId: Id }),
          response: { 200: ApprovalRequestAnswer, ...accepted(REQUESTS, 'requestId'), ...errors(404, 409) },
        },
      },
      async (request, reply) => {
        const { id, requestId } = request.params;
        await runCommand(deps, request, reply, (commands, context) =>
          withdrawApprovalRequest(commands, context, id, requestId),
        );
        const withdrawn = await requestOf(id, requestId);
        // The withdrawal is recorded; a workflow that does not hear of it now reminds and escalates no one: each step
        // reads
        // the request's status from the campaign's stream.
        await deps.reviews
          .withdrawn({ campaignId: id, n: withdrawn.n })
          .catch((error: unknown) =>
            request.log.error({ err: error, requestId }, 'review workflow not told of the withdrawal'),
          );
        return withdrawn;
      },
    );

    app.get(
      '/campaigns/:id/approval-requests',
      {
        config: { access: CAMPAIGN_ACCESS.read },
        schema: {
          tags,
          params: Params({ id: Id }),
          response: { 200: Type.Array(ApprovalRequestAnswer), ...errors(404) },
        },
      },
      async (request) => {
        const campaign = await scopedCampaign(deps.lookups, actorOf(request), request.params.id);
        return campaignApprovalRequests(deps.pool, campaign.id);
      },
    );
  };
