// Changing templates (the templates API contract): approve and unapprove a version, archive and unarchive a
// generation, edit a version's code (a new version, rendered anew) and delete a version (200 {id}: the route
// contract gives every success an answer body, so not the 204 first planned).
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { newId } from '../../../commands/ids';
import {
  deleteTemplate,
  editTemplateCode,
  scopedTemplate,
  setTemplateApproval,
  setTemplateGenerationArchived,
  TEMPLATE_ACCESS,
} from '../../../commands/templates';
import { getTemplate } from '../../../projections/templates/queries';
import { TEMPLATE_NOT_FOUND } from '../../../domain/template';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { found } from '../../http/found';
import { Body, Deleted, Id, Params, Text } from '../../http/schemas';
import { Success, Template } from '../../schemas/templates';
import { params } from '../concepts/view';
import { storeEditedCopy } from './package';
import { oneTemplate } from './view';

const conceptTemplate = Params({ id: Id, templateId: Id });
const MAX_EDITED_CODE = 1_000_000;
const EditedCode = Text({ minLength: 1, maxLength: MAX_EDITED_CODE, description: 'The edited index.html' });
/** Room for the longest code JSON can escape (12 bytes a character, a surrogate pair's \uXXXX\uXXXX): a longer code answers 400, never 413. */
const EDIT_BODY_LIMIT = (MAX_EDITED_CODE + 1) * 12 + 1024;

export const changeRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    for (const [verb, approved] of [['approve', true], ['unapprove', false]] as const) {
      app.patch(
        `/assets/concepts/:id/templates/:templateId/${verb}`,
        // The final approvers approve; the domain names them (domain/concept/approvals.ts).
        { config: { access: TEMPLATE_ACCESS.read }, schema: { tags: ['templates'], params: conceptTemplate, response: { 200: Template, ...errors(404) } } },
        async (request, reply) => {
          const { id, templateId } = request.params;
          await runCommand(deps, request, reply, (commands, context) => setTemplateApproval(commands, context, id, templateId, approved));
          return oneTemplate(deps.pool, templateId);
        },
      );
    }

    for (const [verb, archived] of [['archive-generation', true], ['unarchive-generation', false]] as const) {
      app.patch(
        `/assets/templates/${verb}/:generation`,
        {
          config: { access: TEMPLATE_ACCESS.edit },
          schema: {
            tags: ['templates'],
            params: Params({ generation: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'A generation number' }) }),
            querystring: Body({ conceptId: Id }),
            response: { 200: Success, ...errors(404) },
          },
        },
        async (request, reply) => {
          const generation = Number(request.params.generation);
          await runCommand(deps, request, reply, (commands, context) => setTemplateGenerationArchived(commands, context, request.query.conceptId, generation, archived));
          return { success: true as const };
        },
      );
    }

    app.patch(
      '/assets/concepts/:id/templates/:templateId/edit-code',
      {
        config: { access: TEMPLATE_ACCESS.edit },
        bodyLimit: EDIT_BODY_LIMIT,
        schema: { tags: ['templates'], params: conceptTemplate, body: Body({ editedCode: EditedCode }), response: { 200: Template, ...errors(404, 409, 422) } },
      },
      async (request, reply) => {
        const { id: conceptId, templateId } = request.params;
        const newTemplateId = newId();
        const result = await runCommand(deps, request, reply, async (commands, context) => {
          const { concept } = await scopedTemplate(commands.lookups, context.actor, templateId, TEMPLATE_ACCESS.edit);
          const source = found(await getTemplate(deps.pool, templateId), TEMPLATE_NOT_FOUND);
          const prefix = `templates/${concept.partnerId}/${source.conceptId}/${newTemplateId}`;
          const files = await storeEditedCopy(deps.blobs, source, request.body.editedCode, prefix);
          return editTemplateCode(commands, context, { conceptId, templateId, newTemplateId, editedCode: request.body.editedCode, files }).catch(async (error: unknown) => {
            await deps.blobs.deletePrefix(prefix);
            throw error;
          });
        });
        const version = result.events.find((e) => e.type === 'TemplateCodeEdited')!.data.version;
        await deps.renders.start({ conceptId, templateId: newTemplateId, version }).catch((error: unknown) => app.log.error({ err: error, templateId: newTemplateId }, 'render workflow did not start'));
        return oneTemplate(deps.pool, newTemplateId);
      },
    );

    app.delete(
      '/assets/templates/:id',
      { config: { access: TEMPLATE_ACCESS.edit }, schema: { tags: ['templates'], params, response: { 200: Deleted, ...errors(404, 409) } } },
      async (request, reply) => {
        const row = await getTemplate(deps.pool, request.params.id);
        await runCommand(deps, request, reply, (commands, context) => deleteTemplate(commands, context, request.params.id));
        // The version is gone from the stream's state; its files and picture go with it.
        if (row) {
          await deps.blobs.deletePrefix(`templates/${row.partnerId}/${row.conceptId}/${row.id}`);
          if (row.thumbLocation) await deps.blobs.delete(row.thumbLocation);
        }
        return { id: request.params.id };
      },
    );
  };
