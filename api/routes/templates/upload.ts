// POST /assets/concepts/{id}/templates?partnerId (multipart {file, resizer?, generation?}): a new generation, or a
// new version of `generation`. 201 {templates: [the version], uploadStatus: {isValid: true, errorMessage: null}};
// an invalid template 422 with the spec's message and details {templates: [], uploadStatus: {isValid: false, …}}.
// A refused upload keeps nothing: the staged file always goes, and the stored files unless the version was recorded.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { newId } from '../../../commands/ids';
import { authorizeTemplateUpload, TEMPLATE_ACCESS, uploadTemplate } from '../../../commands/templates';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { Id } from '../../http/schemas';
import { TemplateUploadResult } from '../../../domain/template/answers';
import { params } from '../concepts/view';
import { storePackage } from './package';
import { readTemplateForm, TemplateFormBody } from './upload-form';
import { oneTemplate } from './view';

export const uploadRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/assets/concepts/:id/templates',
      {
        config: {
          access: TEMPLATE_ACCESS.edit,
          // The body is a stream read by readTemplateForm, not by ajv: only OpenAPI is told its shape.
          swaggerTransform: ({ schema, url }) => ({
            schema: { ...schema, body: { content: { 'multipart/form-data': { schema: TemplateFormBody } } } },
            url,
          }),
        },
        schema: {
          tags: ['templates'],
          params,
          // The concept names its partner; partnerId is taken as the original client sends it.
          querystring: Type.Object({ partnerId: Type.Optional(Id) }, { additionalProperties: false }),
          response: { 201: TemplateUploadResult, ...errors(404, 409, 422) },
        },
      },
      async (request, reply) => {
        const conceptId = request.params.id;
        const templateId = newId();
        const recorded = await runCommand(deps, request, reply, async (commands, context) => {
          const concept = await authorizeTemplateUpload(commands, context, conceptId);
          const form = await readTemplateForm(request, deps.blobs, templateId);
          const prefix = `templates/${concept.partnerId}/${conceptId}/${templateId}`;
          try {
            const stored = await storePackage(deps.blobs, form.staged, form.type, prefix);
            const upload = {
              templateId,
              fileName: form.fileName,
              kind: stored.kind,
              html: stored.html,
              generation: form.generation,
              files: stored.files,
            };
            return await uploadTemplate(commands, context, conceptId, upload).catch(async (error: unknown) => {
              await deps.blobs.deletePrefix(prefix);
              throw error;
            });
          } finally {
            await deps.blobs.delete(form.staged);
          }
        });
        const version = recorded.events.find((e) => e.type === 'TemplateUploaded')!.data.version;
        // A render that fails to start leaves the version 'pending'; its thumbnail stays absent.
        await deps.renders
          .start({ conceptId, templateId, version })
          .catch((error: unknown) => app.log.error({ err: error, templateId }, 'render workflow did not start'));
        return reply.status(201).send({
          templates: [await oneTemplate(deps.pool, templateId)],
          uploadStatus: { isValid: true, errorMessage: null },
        });
      },
    );
  };
