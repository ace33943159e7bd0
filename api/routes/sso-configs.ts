// SSO configs (spec 3 §2, §7): GET/POST /sso-configs, GET/PUT/DELETE /sso-configs/{id}, for super and admin. The
// client secret is write-only: answers say whether one is set.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { assertPartnerScope } from '../../commands/authorization';
import { createSsoConfig, deleteSsoConfig, updateSsoConfig } from '../../commands/sso-configs';
import { SSO_MESSAGES } from '../../domain/sso-config';
import { SsoConfig } from '../../domain/sso-config/answers';
import { getSsoConfig, listSsoConfigs } from '../../projections/sso-configs/queries';
import { actorOf } from '../auth/gate';
import type { AppDeps } from '../deps';
import { runCommand } from '../http/commands';
import { errors } from '../http/errors';
import { accepted } from '../http/saved-answer';
import { found } from '../http/found';
import { Body, Deleted, Id, Params } from '../http/schemas';
import { SsoConfigFields } from '../schemas/sso-configs';

const tags = ['sso-configs'];

export const ssoConfigRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const config = async (id: string) => found(await getSsoConfig(deps.pool, id), SSO_MESSAGES.notFound);

    app.get(
      '/sso-configs',
      { config: { access: 'ADMINS_TOP' }, schema: { tags, response: { 200: Type.Array(SsoConfig) } } },
      // Only top admins pass the gate, and they reach every partner.
      async () => listSsoConfigs(deps.pool, null),
    );

    app.post(
      '/sso-configs',
      {
        config: { access: 'ADMINS_TOP' },
        schema: {
          tags,
          body: Body({ partnerId: Id, ...SsoConfigFields }),
          response: { 201: SsoConfig, ...accepted('/sso-configs/:configId'), ...errors(404, 409) },
        },
      },
      async (request, reply) => {
        const { partnerId, ...input } = request.body;
        const { configId } = await runCommand(deps, request, reply, (commands, context) =>
          createSsoConfig(commands, deps.secrets, context, partnerId, input),
        );
        return reply.status(201).send(await config(configId));
      },
    );

    app.get(
      '/sso-configs/:id',
      {
        config: { access: 'ADMINS_TOP' },
        schema: { tags, params: Params({ id: Id }), response: { 200: SsoConfig, ...errors(403, 404) } },
      },
      async (request) => {
        const answer = await config(request.params.id);
        assertPartnerScope(actorOf(request), answer.partnerId);
        return answer;
      },
    );

    app.put(
      '/sso-configs/:id',
      {
        config: { access: 'ADMINS_TOP' },
        schema: {
          tags,
          params: Params({ id: Id }),
          body: Body(SsoConfigFields),
          response: { 200: SsoConfig, ...accepted('/sso-configs/:id'), ...errors(403, 404, 409) },
        },
      },
      async (request, reply) => {
        await runCommand(deps, request, reply, (commands, context) =>
          updateSsoConfig(commands, deps.secrets, context, request.params.id, request.body),
        );
        return config(request.params.id);
      },
    );

    app.delete(
      '/sso-configs/:id',
      {
        config: { access: 'ADMINS_TOP' },
        schema: { tags, params: Params({ id: Id }), response: { 200: Deleted, ...errors(403, 404) } },
      },
      async (request, reply) => {
        await runCommand(deps, request, reply, (commands, context) =>
          deleteSsoConfig(commands, deps.secrets, context, request.params.id),
        );
        return { id: request.params.id };
      },
    );
  };
