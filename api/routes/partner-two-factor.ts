// PUT /partners/{id}/two-factor {required}: a partner's admins require two-factor sign-in (TOTP) of its local
// users (issue 22 §4); each such user without it is sent to enrol after the password step (api/routes/two-factor.ts).
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '../../domain/shared/errors';
import { setTwoFactorRequired } from '../../commands/partners';
import { getPartner } from '../../projections/partners/queries';
import { Answer } from '../../domain/shared/schema';
import type { AppDeps } from '../deps';
import { runCommand } from '../http/commands';
import { errors } from '../http/errors';
import { accepted } from '../http/saved-answer';
import { found } from '../http/found';
import { Body, Id, Params } from '../http/schemas';

const TwoFactorRequirement = Answer(
  { required: Type.Boolean() },
  "Whether the partner's local users must sign in with a TOTP code",
);

export const partnerTwoFactorRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.put(
      '/partners/:id/two-factor',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: {
          tags: ['partners'],
          params: Params({ id: Id }),
          body: Body({ required: Type.Boolean() }),
          response: { 200: TwoFactorRequirement, ...accepted('/partners/:id'), ...errors(404) },
        },
      },
      async (request, reply) => {
        const { id: partnerId } = request.params;
        await runCommand(deps, request, reply, (commands, context) =>
          setTwoFactorRequired(commands, context, partnerId, request.body.required),
        );
        const partner = found(await getPartner(deps.pool, partnerId), MESSAGES.partnerNotFound);
        return { required: partner.twoFactorRequired };
      },
    );
  };
