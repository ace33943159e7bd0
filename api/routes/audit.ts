// GET /audit?entityType=&entityId= (admin group): every event of one entity, newest first. Scoped: a
// partner's admin sees only entities of the own partner; internal users' trails only super users.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError, MESSAGES } from '../../domain/shared/errors';
import { assertPartnerScope } from '../../commands/authorization';
import { assertUserScope } from '../../commands/users';
import { AUDIT_ENTITY_TYPES } from '../../projections/audit/subjects';
import { auditedPartner, auditTrail } from '../../projections/audit/queries';
import { actorOf, type SignedInUser } from '../auth/gate';
import type { AppDeps } from '../deps';
import { ListQuerystring, parseListQuery, sendPage } from '../http/list-query';
import { Id } from '../http/schemas';

export const auditRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    async function assertCanSee(actor: SignedInUser, entityType: string, entityId: string) {
      if (entityType === 'partner') return assertPartnerScope(actor, entityId);
      if (entityType === 'user') {
        const user = await deps.lookups.user(entityId);
        if (!user) throw DomainError.notFound(MESSAGES.entityNotFound);
        return assertUserScope(actor, user);
      }
      const partnerId = entityType === 'market' ? await deps.lookups.marketPartner(entityId) : await deps.lookups.nodePartner(entityId);
      // Deleted nodes and markets keep their trail: fall back to the partner recorded on the events.
      const recorded = partnerId ?? (await auditedPartner(deps.pool, entityType, entityId));
      if (!recorded) throw DomainError.notFound(MESSAGES.entityNotFound);
      assertPartnerScope(actor, recorded);
    }

    app.get(
      '/audit',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: {
          tags: ['audit'],
          querystring: Type.Object(
            { ...ListQuerystring, entityType: Type.Union(AUDIT_ENTITY_TYPES.map((t) => Type.Literal(t))), entityId: Id },
            { additionalProperties: false },
          ),
        },
      },
      async (request, reply) => {
        const { entityType, entityId } = request.query;
        await assertCanSee(actorOf(request), entityType, entityId);
        const query = parseListQuery(request.query, 'position');
        return sendPage(reply, 'audit', query, await auditTrail(deps.pool, entityType, entityId, query.offset, query.limit));
      },
    );
  };
