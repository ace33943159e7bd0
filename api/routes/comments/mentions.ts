// GET /users/mentions?entity&entityId&input&campaignId|conceptId&isPrivate&excludeRoles (spec 2 §6, §7): who a comment
// on the campaign or concept may mention: its partner's active users and the internal users who reach it as the
// comment routes judge reach (scopedTopic), minus the excluded roles. A private comment is seen by those it mentions,
// so isPrivate offers the same people.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { scopedTopic } from '../../../commands/comments';
import { commentTopic } from '../../../domain/comment';
import { isRole } from '../../../domain/roles';
import { mentionCandidates } from '../../../projections/comments/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { MentionCandidates } from '../../../domain/comment/answers';
import { MentionsQuery } from '../../schemas/comments';
import { config, tags } from './handlers';

const MAX_CANDIDATES = 20;
/** Looked at before the scope check drops those out of reach. */
const SCAN = 200;

export const mentionRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/users/mentions',
      { config, schema: { tags, querystring: MentionsQuery, response: { 200: MentionCandidates, ...errors(404) } } },
      async (request) => {
        const topic = commentTopic(request.query);
        const { partnerId } = await scopedTopic(deps.lookups, actorOf(request), topic);
        const excluded = request.query.excludeRoles ? request.query.excludeRoles.split(',') : [];
        const candidates = await mentionCandidates(deps.pool, partnerId, request.query.input, excluded, SCAN);
        const reach = await Promise.all(
          candidates.map((u) =>
            isRole(u.role)
              ? scopedTopic(deps.lookups, { userId: u._id, role: u.role, partnerId: u.partnerId }, topic).then(
                  () => true,
                  () => false,
                )
              : false,
          ),
        );
        return candidates
          .filter((_, i) => reach[i])
          .slice(0, MAX_CANDIDATES)
          .map(({ _id, name, email, role }) => ({ _id, name, email, role }));
      },
    );
  };
