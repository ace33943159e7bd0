// Partners (spec 3 §2, §7): GET /partners/admin, GET /partners, GET /partners/{id}, POST /partners,
// PUT /partners, PUT /partners/archive/{partnerId}.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isTopAdmin } from '../../domain/roles';
import { DomainError, MESSAGES } from '../../domain/shared/errors';
import { createPartner, setPartnerArchived, updatePartner } from '../../commands/partners';
import { assertPartnerScope } from '../../commands/authorization';
import { getPartner, listPartners, switcherPartners } from '../../projections/partners/queries';
import { actorOf } from '../auth/gate';
import type { AppDeps } from '../deps';
import { commandContext, commandDeps, settle } from '../http/commands';
import { ListQuerystring, parseListQuery, sendPage } from '../http/list-query';
import { Body, Id, Params } from '../http/schemas';

const PartnerFields = { name: Type.String(), type: Type.String({ description: 'Internal, Demo or Client' }) };

export const partnerRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const found = async (id: string) => {
      const partner = await getPartner(deps.pool, id);
      if (!partner) throw DomainError.notFound(MESSAGES.partnerNotFound);
      return { ...partner, _id: partner.id };
    };

    app.get('/partners/admin', { config: { access: 'SUPER_ONLY' }, schema: { tags: ['partners'], querystring: Type.Object(ListQuerystring, { additionalProperties: false }) } }, async (request, reply) => {
      const query = parseListQuery(request.query);
      return sendPage(reply, 'partners', query, await listPartners(deps.pool, query));
    });

    app.get('/partners', { config: { access: 'ALL' }, schema: { tags: ['partners'] } }, async (request) => {
      const actor = actorOf(request);
      const rows = await switcherPartners(deps.pool, isTopAdmin(actor.role) ? null : actor.partnerId ?? '');
      return rows.map((p) => ({ ...p, _id: p.id }));
    });

    app.get('/partners/:id', { config: { access: 'ALL' }, schema: { tags: ['partners'], params: Params({ id: Id }) } }, async (request) => {
      assertPartnerScope(actorOf(request), request.params.id);
      return found(request.params.id);
    });

    app.post('/partners', { config: { access: 'SUPER_ONLY' }, schema: { tags: ['partners'], body: Body(PartnerFields) } }, async (request, reply) => {
      const result = await createPartner(commandDeps(deps), commandContext(request), request.body);
      await settle(deps, reply, result);
      return reply.status(201).send(await found(result.partnerId));
    });

    app.put(
      '/partners',
      { config: { access: 'SUPER_ONLY' }, schema: { tags: ['partners'], body: Body({ id: Type.Optional(Id), _id: Type.Optional(Id), ...PartnerFields }) } },
      async (request, reply) => {
        const id = request.body.id ?? request.body._id;
        if (!id) throw DomainError.badRequest('body/id is required', { field: 'id' });
        await found(id);
        await settle(deps, reply, await updatePartner(commandDeps(deps), commandContext(request), { id, name: request.body.name, type: request.body.type }));
        return found(id);
      },
    );

    app.put(
      '/partners/archive/:partnerId',
      { config: { access: 'SUPER_ONLY' }, schema: { tags: ['partners'], params: Params({ partnerId: Id }), body: Body({ archived: Type.Boolean() }) } },
      async (request, reply) => {
        await found(request.params.partnerId);
        await settle(deps, reply, await setPartnerArchived(commandDeps(deps), commandContext(request), request.params.partnerId, request.body.archived));
        return found(request.params.partnerId);
      },
    );
  };
