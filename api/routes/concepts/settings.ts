// Concept settings (spec 3 §6: top admins and the self-service group): PATCH /assets/concepts/{id} (multipart:
// name, markets, languages, thumbnail) and PUT /assets/concepts/{id}/business-nodes {businessNodes, additionalNodes}.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONCEPT_ACCESS, changeConceptSettings, setConceptBusinessNodes } from '../../../commands/concepts';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { Body, Id } from '../../http/schemas';
import { readSettingsForm, SettingsFormBody } from './settings-form';
import { changedConcept, conceptAnswer, params } from './view';

export const settingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.patch(
      '/assets/concepts/:id',
      {
        config: {
          access: CONCEPT_ACCESS.settings,
          // The body is a stream read by readSettingsForm, not by ajv: only OpenAPI is told its shape.
          swaggerTransform: ({ schema, url }) => ({
            schema: { ...schema, body: { content: { 'multipart/form-data': { schema: SettingsFormBody } } } },
            url,
          }),
        },
        schema: { tags: ['concepts'], params, response: changedConcept },
      },
      async (request, reply) => {
        const settings = await readSettingsForm(request);
        await runCommand(deps, request, reply, (commands, context) =>
          changeConceptSettings(commands, context, request.params.id, settings),
        );
        return conceptAnswer(deps.pool, request.params.id);
      },
    );

    app.put(
      '/assets/concepts/:id/business-nodes',
      {
        config: { access: CONCEPT_ACCESS.settings },
        schema: {
          tags: ['concepts'],
          params,
          body: Body({ businessNodes: Type.Array(Id), additionalNodes: Type.Optional(Type.Array(Id)) }),
          response: changedConcept,
        },
      },
      async (request, reply) => {
        const input = {
          businessNodes: request.body.businessNodes,
          additionalNodes: request.body.additionalNodes ?? [],
        };
        await runCommand(deps, request, reply, (commands, context) =>
          setConceptBusinessNodes(commands, context, request.params.id, input),
        );
        return conceptAnswer(deps.pool, request.params.id);
      },
    );
  };
