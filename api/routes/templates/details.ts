// PATCH /assets/concepts/{id}/templates/{templateId} {name?, suitableChannels?, formats?}: a version's name (the
// upload's name rules; its title, size and format follow from it), channels and formats, changed in place without
// a new version; a new size renders the thumbnail again. A template in use answers 409 'Update failed, entity in use'.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { changeTemplateDetails, TEMPLATE_ACCESS } from '../../../commands/templates';
import { CHANNELS } from '../../../domain/concept/format-catalogue';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { Body, Literals, Text } from '../../http/schemas';
import { Template } from '../../../domain/template/answers';
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

export const detailsRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.patch(
      '/assets/concepts/:id/templates/:templateId',
      {
        config: { access: TEMPLATE_ACCESS.edit },
        schema: {
          tags: ['templates'],
          params: conceptTemplate,
          body: DetailsBody,
          response: { 200: Template, ...errors(404, 409, 422) },
        },
      },
      async (request, reply) => {
        const { id: conceptId, templateId } = request.params;
        await runCommand(deps, request, reply, (commands, context) =>
          changeTemplateDetails(commands, context, { conceptId, templateId, ...request.body }),
        );
        const changed = await oneTemplate(deps.pool, templateId);
        // A rename to another size waits for a new thumbnail (a finished render of the version may run again).
        if (request.body.name !== undefined && changed.renderStatus === 'pending') {
          await deps.renders
            .start({ conceptId, templateId, version: changed.version })
            .catch((error: unknown) => app.log.error({ err: error, templateId }, 'render workflow did not start'));
        }
        return changed;
      },
    );
  };
