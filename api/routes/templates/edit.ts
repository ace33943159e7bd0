// Edits that make a new version of a generation (its other files copied), judged again by the upload's rules and
// rendered anew; a refusal deletes what was copied (nothing kept):
// - PATCH …/templates/{templateId}/edit-code {editedCode}: the code editor's whole index.html (200 Template).
// - POST …/templates/{templateId}/edit multipart {file?, newDynamicFields?, editedCSS?}: the edit dialog
//   (spec 3 §3 'Template save payload'; domain/template/edit.ts writes the fields and CSS into the HTML; 201 Template).
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { newId } from '../../../commands/ids';
import { authorizeTemplateChange, editTemplateCode, TEMPLATE_ACCESS } from '../../../commands/templates';
import { INVALID_FILE_FORMAT, invalidTemplate, TEMPLATE_NOT_FOUND } from '../../../domain/template';
import { applyTemplateEdit } from '../../../domain/template/edit';
import { getTemplate, type TemplateRow } from '../../../projections/templates/queries';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { found } from '../../http/found';
import { Body, Text } from '../../http/schemas';
import { Template } from '../../../domain/template/answers';
import { conceptTemplate } from './change';
import { readTemplateEditForm, TemplateEditBody } from './edit-form';
import { readEntry, storeEditedCopy } from './package';
import { oneTemplate } from './view';

const MAX_EDITED_CODE = 1_000_000;
export const EditedCode = Text({ minLength: 1, maxLength: MAX_EDITED_CODE, description: 'The edited index.html' });
/** Room for the longest code JSON can escape (12 bytes a character, a surrogate pair's \uXXXX\uXXXX): a longer code
 * answers 400, never 413. */
export const EDIT_BODY_LIMIT = (MAX_EDITED_CODE + 1) * 12 + 1024;

type Params = { id: string; templateId: string };

export const editRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    /** Authorizes, makes the new version's index.html from the source version, stores the copy, records it, starts its
     * render. */
    async function saveVersion(
      request: FastifyRequest<{ Params: Params }>,
      reply: FastifyReply,
      editedCodeOf: (source: TemplateRow) => Promise<string>,
    ) {
      const { id: conceptId, templateId } = request.params;
      const newTemplateId = newId();
      const result = await runCommand(deps, request, reply, async (commands, context) => {
        const concept = await authorizeTemplateChange(commands.lookups, context.actor, conceptId, templateId);
        const source = found(await getTemplate(deps.pool, templateId), TEMPLATE_NOT_FOUND);
        if (source.kind !== 'html') throw invalidTemplate(INVALID_FILE_FORMAT);
        const editedCode = await editedCodeOf(source);
        const prefix = `templates/${concept.partnerId}/${conceptId}/${newTemplateId}`;
        const files = await storeEditedCopy(deps.blobs, source, editedCode, prefix);
        return editTemplateCode(commands, context, { conceptId, templateId, newTemplateId, editedCode, files }).catch(
          async (error: unknown) => {
            await deps.blobs.deletePrefix(prefix);
            throw error;
          },
        );
      });
      const version = result.events.find((e) => e.type === 'TemplateCodeEdited')!.data.version;
      await deps.renders
        .start({ conceptId, templateId: newTemplateId, version })
        .catch((error: unknown) =>
          app.log.error({ err: error, templateId: newTemplateId }, 'render workflow did not start'),
        );
      return oneTemplate(deps.pool, newTemplateId);
    }

    app.patch(
      '/assets/concepts/:id/templates/:templateId/edit-code',
      {
        config: { access: TEMPLATE_ACCESS.edit },
        bodyLimit: EDIT_BODY_LIMIT,
        schema: {
          tags: ['templates'],
          params: conceptTemplate,
          body: Body({ editedCode: EditedCode }),
          response: { 200: Template, ...errors(404, 409, 422) },
        },
      },
      (request, reply) => saveVersion(request, reply, async () => request.body.editedCode),
    );

    app.post(
      '/assets/concepts/:id/templates/:templateId/edit',
      {
        config: {
          access: TEMPLATE_ACCESS.edit,
          // The body is a stream read by readTemplateEditForm, not by ajv: only OpenAPI is told its shape.
          swaggerTransform: ({ schema, url }: { schema: FastifySchema; url: string }) => ({
            schema: { ...schema, body: { content: { 'multipart/form-data': { schema: TemplateEditBody } } } },
            url,
          }),
        },
        schema: {
          tags: ['templates'],
          params: conceptTemplate,
          response: { 201: Template, ...errors(404, 409, 413, 415, 422) },
        },
      },
      async (request, reply) => {
        const template = await saveVersion(request, reply, async (source) => {
          const form = await readTemplateEditForm(request);
          const edited = applyTemplateEdit(form.html ?? (await readEntry(deps.blobs, source)), form.edit);
          if (!edited.ok) throw invalidTemplate(edited.error);
          return edited.value;
        });
        return reply.status(201).send(template);
      },
    );
  };
