// Variant screenshots (issue 19 §1; spec 2 §7 'Campaigns', 'Personalize writes'):
// - POST /campaigns/{id}/make-screenshots {campaignId, partnerId, approvalStatus} and
//   POST /campaigns/{id}/personalize/{treeId}/formats/screenshots {formatIds} record a render request and start its
//   workflow `render-screenshots-<requestId>`;
// - GET /campaigns/{id}/render-queue/state is the queue (counts, requests, the variations not pictured), and
//   GET /campaigns/{id}/render-queue/entries (ours) pages through all of its entries;
// - PATCH /variations/{id}/cancel-render and /restart-render act on one variation; PATCH
//   /campaigns/{id}/render-queue/cancel (ours) stops all of a campaign's;
// - GET /campaigns/{id}/screenshots/{fingerprint} (ours) serves a picture.
// Asking, cancelling and restarting are for the admins and the self-service group; every reader of the campaign sees
// the queue and the pictures (domain/screenshot/access.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FastifyBaseLogger } from 'fastify';
import { scopedCampaign } from '../../../commands/campaigns';
import {
  cancelCampaignRenders,
  cancelVariationRender,
  requestCampaignScreenshots,
  requestFormatScreenshots,
  restartVariationRender,
  type RenderRequestResult,
} from '../../../commands/screenshots';
import { SCREENSHOT_ACCESS } from '../../../domain/screenshot';
import { RenderQueueAnswer, RenderRequestAnswer } from '../../../domain/screenshot/answers';
import {
  RENDER_QUEUE_LIST,
  renderQueueEntries,
  renderQueueState,
  screenshotFile,
} from '../../../projections/screenshots/queries';
import { DomainError } from '../../../domain/shared/errors';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { found } from '../../http/found';
import { listQuerystring, parseListQuery, sendPage } from '../../http/list-query';
import { Id, Params } from '../../http/schemas';
import { FileAnswer } from '../../schemas/assets';
import { FormatScreenshotsBody, MakeScreenshotsBody, RenderQueueEntries } from '../../schemas/screenshots';

const tags = ['screenshots'];
const render = { access: SCREENSHOT_ACCESS.render };
const read = { access: SCREENSHOT_ACCESS.read };
const byId = Params({ id: Id });
const SCREENSHOT_NOT_FOUND = 'Screenshot not found';

/** A request that was recorded answers 201, one that found nothing to render 200. */
const requestAnswers = { 200: RenderRequestAnswer, 201: RenderRequestAnswer, ...errors(404, 409, 422) };

export const screenshotRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    /** Starts the request's workflow; one that fails to start now (Temporal away) is started by the boot reconciler. */
    const started = async (result: RenderRequestResult, log: FastifyBaseLogger): Promise<RenderRequestAnswer> => {
      const { position: _position, ...answer } = result;
      if (answer.requestId)
        await deps.screenshots
          .start({ requestId: answer.requestId })
          .catch((error: unknown) =>
            log.error({ err: error, requestId: answer.requestId }, 'screenshot workflow did not start'),
          );
      return answer;
    };

    app.post(
      '/campaigns/:id/make-screenshots',
      { config: render, schema: { tags, params: byId, body: MakeScreenshotsBody, response: requestAnswers } },
      async (request, reply) => {
        const result = await runCommand(deps, request, reply, (commands, context) =>
          requestCampaignScreenshots(commands, context, request.params.id, request.body),
        );
        return reply.code(result.requestId ? 201 : 200).send(await started(result, request.log));
      },
    );

    app.post(
      '/campaigns/:id/personalize/:treeId/formats/screenshots',
      {
        config: render,
        schema: {
          tags,
          params: Params({ id: Id, treeId: Id }),
          body: FormatScreenshotsBody,
          response: requestAnswers,
        },
      },
      async (request, reply) => {
        const { id: campaignId, treeId } = request.params;
        const result = await runCommand(deps, request, reply, (commands, context) =>
          requestFormatScreenshots(commands, context, { campaignId, treeId }, request.body.formatIds),
        );
        return reply.code(result.requestId ? 201 : 200).send(await started(result, request.log));
      },
    );

    app.patch(
      '/variations/:id/restart-render',
      { config: render, schema: { tags, params: byId, response: requestAnswers } },
      async (request, reply) => {
        const result = await runCommand(deps, request, reply, (commands, context) =>
          restartVariationRender(commands, context, request.params.id),
        );
        return reply.code(result.requestId ? 201 : 200).send(await started(result, request.log));
      },
    );

    app.patch(
      '/variations/:id/cancel-render',
      {
        config: render,
        schema: {
          tags,
          params: byId,
          response: { 200: Type.Object({ requestId: Id }, { additionalProperties: false }), ...errors(404, 409) },
        },
      },
      async (request, reply) => {
        const { requestId } = await runCommand(deps, request, reply, (commands, context) =>
          cancelVariationRender(commands, context, request.params.id),
        );
        return { requestId };
      },
    );

    app.patch(
      '/campaigns/:id/render-queue/cancel',
      {
        config: render,
        schema: {
          tags,
          params: byId,
          response: {
            200: Type.Object(
              { requestIds: Type.Array(Id, { description: 'The requests stopped' }) },
              { additionalProperties: false },
            ),
            ...errors(404, 409),
          },
        },
      },
      async (request, reply) => {
        const { requestIds } = await runCommand(deps, request, reply, (commands, context) =>
          cancelCampaignRenders(commands, context, request.params.id),
        );
        // Recorded: the running chunks stop on their own; the signal spares starting those left.
        await Promise.all(
          requestIds.map((requestId) =>
            deps.screenshots
              .cancelled({ requestId })
              .catch((error: unknown) => request.log.error({ err: error, requestId }, 'screenshot workflow not told')),
          ),
        );
        return { requestIds };
      },
    );

    app.get(
      '/campaigns/:id/render-queue/state',
      { config: read, schema: { tags, params: byId, response: { 200: RenderQueueAnswer, ...errors(404) } } },
      async (request) => {
        const campaign = await scopedCampaign(deps.lookups, actorOf(request), request.params.id, read.access);
        return renderQueueState(deps.pool, campaign.id);
      },
    );

    app.get(
      '/campaigns/:id/render-queue/entries',
      {
        config: read,
        schema: {
          tags,
          params: byId,
          querystring: Type.Object(listQuerystring(RENDER_QUEUE_LIST), { additionalProperties: false }),
          response: { 200: RenderQueueEntries, ...errors(404) },
        },
      },
      async (request, reply) => {
        const campaign = await scopedCampaign(deps.lookups, actorOf(request), request.params.id, read.access);
        const query = parseListQuery(request.query, RENDER_QUEUE_LIST);
        return sendPage(reply, 'entries', query, await renderQueueEntries(deps.pool, campaign.id, query));
      },
    );

    app.get(
      '/campaigns/:id/screenshots/:fingerprint',
      {
        config: read,
        schema: {
          tags,
          params: Params({ id: Id, fingerprint: Type.String({ pattern: '^[0-9a-f]{64}$' }) }),
          response: { 200: FileAnswer('The screenshot (PNG)', ['image/png']), ...errors(404) },
        },
      },
      async (request, reply) => {
        const campaign = await scopedCampaign(deps.lookups, actorOf(request), request.params.id, read.access);
        const file = found(await screenshotFile(deps.pool, request.params.fingerprint), SCREENSHOT_NOT_FOUND);
        // A picture of another partner's content is no picture of this campaign's.
        if (file.partnerId !== campaign.partnerId) throw DomainError.notFound(SCREENSHOT_NOT_FOUND);
        // Named by the fingerprint of the content it pictures: it never changes.
        reply.header('content-type', 'image/png').header('cache-control', 'private, max-age=31536000, immutable');
        return reply.send(await deps.blobs.open(file.blobKey));
      },
    );
  };
