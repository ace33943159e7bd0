// Turning variants on and off (spec 2 §4 "Activation rules", §8): PATCH P/variants/{id}/activate|deactivate and
// PATCH P/bulk/variants/activate {variants, includeArchived} | P/bulk/variants/deactivate {variants}. A turn-on
// answers what went on and what could not, each with its 'Please check:' items; when none could, 422
// "{n} creative(s) couldn't be turned on" with details.failed, and nothing is appended.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { activateVariants, deactivateVariants } from '../../../commands/personalise';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { Activated, Deactivated } from '../../../domain/personalise/answers';
import { ActivateBody, DeactivateBody } from '../../schemas/personalise';
import { config, P, refOf, tags, treeParams, variantParams } from './view';

const activated = { 200: Activated, ...errors(404, 409, 422) };
const deactivated = { 200: Deactivated, ...errors(404, 409, 422) };

export const activationRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.patch(
      `${P}/variants/:variantId/activate`,
      { config, schema: { tags, params: variantParams, response: activated } },
      async (request, reply) => {
        const input = { variants: [{ id: request.params.variantId }], includeArchived: false };
        const { updated, failed } = await runCommand(deps, request, reply, (commands, context) =>
          activateVariants(commands, context, refOf(request.params), input),
        );
        return { updated, failed };
      },
    );

    app.patch(
      `${P}/variants/:variantId/deactivate`,
      { config, schema: { tags, params: variantParams, response: deactivated } },
      async (request, reply) => {
        const input = { variants: [request.params.variantId] };
        const { updated } = await runCommand(deps, request, reply, (commands, context) =>
          deactivateVariants(commands, context, refOf(request.params), input),
        );
        return { updated };
      },
    );

    app.patch(
      `${P}/bulk/variants/activate`,
      { config, schema: { tags, params: treeParams, body: ActivateBody, response: activated } },
      async (request, reply) => {
        const { updated, failed } = await runCommand(deps, request, reply, (commands, context) =>
          activateVariants(commands, context, refOf(request.params), request.body),
        );
        return { updated, failed };
      },
    );

    app.patch(
      `${P}/bulk/variants/deactivate`,
      { config, schema: { tags, params: treeParams, body: DeactivateBody, response: deactivated } },
      async (request, reply) => {
        const { updated } = await runCommand(deps, request, reply, (commands, context) =>
          deactivateVariants(commands, context, refOf(request.params), request.body),
        );
        return { updated };
      },
    );
  };
