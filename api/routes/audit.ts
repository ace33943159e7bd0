// GET /audit?entityType=&entityId= (admin group): every event of one entity, newest first. Scoped: a
// partner's admin sees only entities of the own partner; internal users' trails only super users.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '../../domain/shared/errors';
import { assertPartnerScope } from '../../commands/authorization';
import { assertUserScope } from '../../commands/users';
import { AUDIT_ENTITY_TYPES } from '../../projections/audit/subjects';
import { AUDIT_LIST, auditedPartner, auditTrail } from '../../projections/audit/queries';
import { actorOf, type SignedInUser } from '../auth/gate';
import type { AppDeps } from '../deps';
import { errors } from '../http/errors';
import { found } from '../http/found';
import { ListAnswer, listQuerystring, parseListQuery, sendPage } from '../http/list-query';
import { Id } from '../http/schemas';
import { AuditEntry } from '../../domain/shared/answers';

export const auditRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    async function assertCanSee(actor: SignedInUser, entityType: string, entityId: string) {
      if (entityType === 'partner') return assertPartnerScope(actor, entityId);
      if (entityType === 'user')
        return assertUserScope(actor, found(await deps.lookups.user(entityId), MESSAGES.entityNotFound));
      const partnerId =
        entityType === 'market' ? await deps.lookups.marketPartner(entityId) : await deps.lookups.nodePartner(entityId);
      // Deleted nodes and markets keep their trail: fall back to the partner recorded on the events.
      assertPartnerScope(
        actor,
        found(partnerId ?? (await auditedPartner(deps.pool, entityType, entityId)), MESSAGES.entityNotFound),
      );
    }

    app.get(
      '/audit',
      {
        config: { access: 'ADMIN_GROUP' },
        schema: {
          tags: ['audit'],
          querystring: Type.Object(
            {
              ...listQuerystring(AUDIT_LIST),
              entityType: Type.Union(AUDIT_ENTITY_TYPES.map((t) => Type.Literal(t))),
              entityId: Id,
            },
            { additionalProperties: false },
          ),
          response: { 200: ListAnswer('audit', AuditEntry), ...errors(404) },
        },
      },
      async (request, reply) => {
        const { entityType, entityId } = request.query;
        await assertCanSee(actorOf(request), entityType, entityId);
        const query = parseListQuery(request.query, AUDIT_LIST);
        return sendPage(
          reply,
          'audit',
          query,
          await auditTrail(deps.pool, entityType, entityId, query.offset, query.limit),
        );
      },
    );
  };
