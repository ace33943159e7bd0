// Changing templates (the templates API contract): approve and unapprove a version, archive and unarchive a
// generation and delete a version (200 {id}: the route contract gives every success an answer body, so not the
// 204 first planned). Edits that make a new version are in edit.ts.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  deleteTemplate,
  setTemplateApproval,
  setTemplateGenerationArchived,
  TEMPLATE_ACCESS,
} from '../../../commands/templates';
import { getTemplate } from '../../../projections/templates/queries';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { accepted } from '../../http/saved-answer';
import { Body, Deleted, Id, Params } from '../../http/schemas';
import { Success, Template } from '../../../domain/template/answers';
import { params } from '../concepts/view';
import { oneTemplate } from './view';

export const conceptTemplate = Params({ id: Id, templateId: Id });

export const changeRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    for (const [verb, approved] of [
      ['approve', true],
      ['unapprove', false],
    ] as const) {
      app.patch(
        `/assets/concepts/:id/templates/:templateId/${verb}`,
        // The final approvers approve; the domain names them (domain/concept/approvals.ts).
        {
          config: { access: TEMPLATE_ACCESS.read },
          schema: {
            tags: ['templates'],
            params: conceptTemplate,
            response: { 200: Template, ...accepted('/assets/templates/:templateId'), ...errors(404) },
          },
        },
        async (request, reply) => {
          const { id, templateId } = request.params;
          await runCommand(deps, request, reply, (commands, context) =>
            setTemplateApproval(commands, context, id, templateId, approved),
          );
          return oneTemplate(deps.pool, templateId);
        },
      );
    }

    for (const [verb, archived] of [
      ['archive-generation', true],
      ['unarchive-generation', false],
    ] as const) {
      app.patch(
        `/assets/templates/${verb}/:generation`,
        {
          config: { access: TEMPLATE_ACCESS.edit },
          schema: {
            tags: ['templates'],
            params: Params({
              generation: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'A generation number' }),
            }),
            querystring: Body({ conceptId: Id }),
            response: { 200: Success, ...errors(404) },
          },
        },
        async (request, reply) => {
          const generation = Number(request.params.generation);
          await runCommand(deps, request, reply, (commands, context) =>
            setTemplateGenerationArchived(commands, context, request.query.conceptId, generation, archived),
          );
          return { success: true as const };
        },
      );
    }

    app.delete(
      '/assets/templates/:id',
      {
        config: { access: TEMPLATE_ACCESS.edit },
        schema: { tags: ['templates'], params, response: { 200: Deleted, ...errors(404, 409) } },
      },
      async (request, reply) => {
        const row = await getTemplate(deps.pool, request.params.id);
        await runCommand(deps, request, reply, (commands, context) =>
          deleteTemplate(commands, context, request.params.id),
        );
        // The version is gone from the stream's state; its files and picture go with it.
        if (row) {
          await deps.blobs.deletePrefix(`templates/${row.partnerId}/${row.conceptId}/${row.id}`);
          if (row.thumbLocation) await deps.blobs.delete(row.thumbLocation);
        }
        return { id: request.params.id };
      },
    );
  };
