// A version's name (the upload's name rules; its title, size and format follow from it), channels and formats,
// changed in place without a new version; a new size renders the thumbnail again. A template in use answers 409
// 'Update failed, entity in use'. Two paths, one command: PATCH /assets/concepts/{id}/templates/{templateId} (the
// concept's screen, which names the concept) and PATCH /assets/templates/{id} (the template alone, spec 3 §7).
import { Type, type Static } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { changeTemplateDetails, TEMPLATE_ACCESS } from '../../../commands/templates';
import { CHANNELS } from '../../../domain/concept/format-catalogue';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { accepted } from '../../http/saved-answer';
import { Body, Literals, Text } from '../../http/schemas';
import { Template } from '../../../domain/template/answers';
import type { RenderTarget } from '../../../workflows/render/activities';
import { params } from '../concepts/view';
import { conceptTemplate } from './change';
import { oneTemplate } from './view';

const Formats = Type.Array(Text({ minLength: 1, maxLength: 64 }), { maxItems: 100, uniqueItems: true });
const DetailsBody = Body({
  name: Type.Optional(
    Text({ maxLength: 255, description: "'<size>-<title>', as an upload's file name without its extension" }),
  ),
  suitableChannels: Type.Optional(Type.Array(Literals(CHANNELS), { uniqueItems: true })),
  formats: Type.Optional(Body({ display: Formats, social: Formats, video: Formats })),
});

const schema = { tags: ['templates'], body: DetailsBody };
const answers = (location: string) => ({ 200: Template, ...accepted(location), ...errors(404, 409, 422) });

/** Changes the details and answers the version as it now is. */
async function changeDetails(
  deps: AppDeps,
  log: FastifyBaseLogger,
  request: FastifyRequest & { body: Static<typeof DetailsBody> },
  reply: FastifyReply,
  target: { conceptId?: string; templateId: string },
) {
  await runCommand(deps, request, reply, (commands, context) =>
    changeTemplateDetails(commands, context, { ...target, ...request.body }),
  );
  const changed = await oneTemplate(deps.pool, target.templateId);
  // A rename to another size waits for a new thumbnail (a finished render of the version may run again).
  if (request.body.name !== undefined && changed.renderStatus === 'pending') {
    const version = { conceptId: changed.conceptId, templateId: changed.id, version: changed.version };
    const failed = (error: unknown) =>
      log.error({ err: error, templateId: changed.id }, 'render workflow did not start');
    await renderAgain(deps, version, failed).catch(failed);
  }
  return changed;
}

/**
 * Starts the version's render again. The last render of it may have recorded its outcome and not yet closed its run:
 * a start under the same id then joins that run and the new size would stay pending, so it is started once more
 * when that run ends (in the background: the answer does not wait for it).
 */
async function renderAgain(deps: AppDeps, version: RenderTarget, failed: (error: unknown) => void): Promise<void> {
  if ((await deps.renders.start(version)) !== 'already started') return;
  void deps.renders
    .result(version)
    .catch(() => undefined) // how that run ended does not matter: this one renders the version as it now is
    .then(() => deps.renders.start(version))
    .catch(failed);
}

export const detailsRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const config = { access: TEMPLATE_ACCESS.edit };
    app.patch(
      '/assets/concepts/:id/templates/:templateId',
      { config, schema: { ...schema, params: conceptTemplate, response: answers('/assets/templates/:templateId') } },
      (request, reply) =>
        changeDetails(deps, app.log, request, reply, {
          conceptId: request.params.id,
          templateId: request.params.templateId,
        }),
    );

    app.patch(
      '/assets/templates/:id',
      { config, schema: { ...schema, params, response: answers('/assets/templates/:id') } },
      (request, reply) => changeDetails(deps, app.log, request, reply, { templateId: request.params.id }),
    );
  };
