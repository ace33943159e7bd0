// POST /assets/concepts/{id}/resize-templates {templateId, formats}: each size a new generation named
// '<size>-<title>' with a copy of the source version's files (the layout is the template's job), judged and
// rendered like an upload. A size that is not WxH answers 422, one the concept has for the title 409 'Already
// exist'; any refusal deletes every copy made (nothing kept).
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { newId } from '../../../commands/ids';
import { authorizeTemplateChange, resizeTemplate, TEMPLATE_ACCESS } from '../../../commands/templates';
import { TEMPLATE_NOT_FOUND, type TemplateFiles } from '../../../domain/template';
import { getTemplate } from '../../../projections/templates/queries';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { found } from '../../http/found';
import { Answer, Body, Id, Text } from '../../http/schemas';
import { Template } from '../../../domain/template/answers';
import { params } from '../concepts/view';
import { storeEditedCopy } from './package';
import { oneTemplate } from './view';

/** More sizes than a display catalogue offers is no resize. */
const MAX_SIZES = 50;
const ResizeBody = Body({
  templateId: Id,
  formats: Type.Array(Text({ maxLength: 64, description: "A size, '728x90'" }), {
    minItems: 1,
    maxItems: MAX_SIZES,
    examples: [['728x90', '160x600']],
  }),
});

export const resizeRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/assets/concepts/:id/resize-templates',
      {
        config: { access: TEMPLATE_ACCESS.edit },
        schema: {
          tags: ['templates'],
          params,
          body: ResizeBody,
          response: { 201: Answer({ templates: Type.Array(Template) }), ...errors(404, 409, 422) },
        },
      },
      async (request, reply) => {
        const conceptId = request.params.id;
        const { templateId, formats } = request.body;
        const recorded = await runCommand(deps, request, reply, async (commands, context) => {
          const concept = await authorizeTemplateChange(commands.lookups, context.actor, conceptId, templateId);
          const source = found(await getTemplate(deps.pool, templateId), TEMPLATE_NOT_FOUND);
          const copies: { size: string; templateId: string; files: TemplateFiles }[] = [];
          const prefixOf = (id: string) => `templates/${concept.partnerId}/${conceptId}/${id}`;
          try {
            for (const size of formats) {
              const id = newId();
              copies.push({
                size,
                templateId: id,
                files: await storeEditedCopy(deps.blobs, source, null, prefixOf(id)),
              });
            }
            return await resizeTemplate(commands, context, { conceptId, templateId, copies });
          } catch (error) {
            for (const copy of copies) await deps.blobs.deletePrefix(prefixOf(copy.templateId));
            throw error;
          }
        });
        const made = recorded.events.flatMap((e) => (e.type === 'TemplateResized' ? [e.data] : []));
        for (const { templateId: id, version } of made) {
          await deps.renders
            .start({ conceptId, templateId: id, version })
            .catch((error: unknown) => app.log.error({ err: error, templateId: id }, 'render workflow did not start'));
        }
        return reply
          .status(201)
          .send({ templates: await Promise.all(made.map((t) => oneTemplate(deps.pool, t.templateId))) });
      },
    );
  };
