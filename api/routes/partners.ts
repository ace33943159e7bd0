// Partners (spec 3 §2, §7): GET /partners/admin, GET /partners/admin/active-campaigns (each partner's id to its count
// of campaigns neither archived nor deleted), GET /partners, GET /partners/{id}, GET /partners/templateId/{id} and
// /partners/conceptId/{id} (the partner a template version or a concept belongs to, for whoever may work with it),
// POST /partners, PUT /partners, PUT /partners/archive/{partnerId}.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isTopAdmin } from '../../domain/roles';
import { DomainError, MESSAGES } from '../../domain/shared/errors';
import { createPartner, setPartnerArchived, updatePartner } from '../../commands/partners';
import { assertPartnerScope } from '../../commands/authorization';
import { CONCEPT_NOT_FOUND } from '../../domain/concept';
import { TEMPLATE_NOT_FOUND } from '../../domain/template';
import {
  activeCampaignCounts,
  getPartner,
  listPartners,
  PARTNER_LIST,
  switcherPartners,
} from '../../projections/partners/queries';
import { actorOf } from '../auth/gate';
import type { AppDeps } from '../deps';
import { runCommand } from '../http/commands';
import { errors } from '../http/errors';
import { accepted } from '../http/saved-answer';
import { found, withLegacyId } from '../http/found';
import { ListAnswer, listQuerystring, parseListQuery, sendPage } from '../http/list-query';
import { Body, Dictionary, Id, Params } from '../http/schemas';
import { Name, PartnerType } from '../schemas/fields';
import { Partner, PartnerOption, PartnerRow } from '../../domain/partner/answers';

const PartnerFields = { name: Name, type: PartnerType };

export const partnerRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const partner = async (id: string) =>
      withLegacyId(found(await getPartner(deps.pool, id), MESSAGES.partnerNotFound));

    app.get(
      '/partners/admin',
      {
        config: { access: 'SUPER_ONLY' },
        schema: {
          tags: ['partners'],
          querystring: Type.Object(listQuerystring(PARTNER_LIST), { additionalProperties: false }),
          response: { 200: ListAnswer('partners', PartnerRow) },
        },
      },
      async (request, reply) => {
        const query = parseListQuery(request.query, PARTNER_LIST);
        return sendPage(reply, 'partners', query, await listPartners(deps.pool, query));
      },
    );

    app.get(
      '/partners/admin/active-campaigns',
      {
        config: { access: 'SUPER_ONLY' },
        schema: {
          tags: ['partners'],
          response: {
            200: Dictionary(Type.Integer({ minimum: 0 }), {
              propertyNames: Id,
              description: "Each partner's id to its count of campaigns neither archived nor deleted",
            }),
          },
        },
      },
      async () => activeCampaignCounts(deps.pool),
    );

    /** The partner of a concept the caller may work with: its own partner's, any for top admins. */
    const partnerOfConcept = async (request: Parameters<typeof actorOf>[0], conceptId: string) => {
      const concept = found(await deps.lookups.concept(conceptId), CONCEPT_NOT_FOUND);
      assertPartnerScope(actorOf(request), concept.partnerId);
      return partner(concept.partnerId);
    };

    app.get(
      '/partners/conceptId/:id',
      {
        config: { access: 'NOT_ANALYSTS' },
        schema: { tags: ['partners'], params: Params({ id: Id }), response: { 200: Partner, ...errors(403, 404) } },
      },
      async (request) => partnerOfConcept(request, request.params.id),
    );

    app.get(
      '/partners/templateId/:id',
      {
        config: { access: 'NOT_ANALYSTS' },
        schema: { tags: ['partners'], params: Params({ id: Id }), response: { 200: Partner, ...errors(403, 404) } },
      },
      async (request) => {
        const template = found(await deps.lookups.template(request.params.id), TEMPLATE_NOT_FOUND);
        return partnerOfConcept(request, template.conceptId);
      },
    );

    app.get(
      '/partners',
      { config: { access: 'ALL' }, schema: { tags: ['partners'], response: { 200: Type.Array(PartnerOption) } } },
      async (request) => {
        const actor = actorOf(request);
        const rows = await switcherPartners(deps.pool, isTopAdmin(actor.role) ? null : (actor.partnerId ?? ''));
        return rows.map(withLegacyId);
      },
    );

    app.get(
      '/partners/:id',
      {
        config: { access: 'ALL' },
        schema: { tags: ['partners'], params: Params({ id: Id }), response: { 200: Partner, ...errors(403, 404) } },
      },
      async (request) => {
        assertPartnerScope(actorOf(request), request.params.id);
        return partner(request.params.id);
      },
    );

    app.post(
      '/partners',
      {
        config: { access: 'SUPER_ONLY' },
        schema: {
          tags: ['partners'],
          body: Body(PartnerFields),
          response: { 201: Partner, ...accepted('/partners/:partnerId'), ...errors(409) },
        },
      },
      async (request, reply) => {
        const { partnerId } = await runCommand(deps, request, reply, (commands, context) =>
          createPartner(commands, context, request.body),
        );
        return reply.status(201).send(await partner(partnerId));
      },
    );

    app.put(
      '/partners',
      {
        config: { access: 'SUPER_ONLY' },
        schema: {
          tags: ['partners'],
          body: Body({ id: Type.Optional(Id), _id: Type.Optional(Id), ...PartnerFields }),
          response: { 200: Partner, ...accepted('/partners/:id'), ...errors(404, 409) },
        },
      },
      async (request, reply) => {
        const id = request.body.id ?? request.body._id;
        if (!id) throw DomainError.badRequest('body/id is required', { field: 'id' });
        await partner(id);
        await runCommand(deps, request, reply, (commands, context) =>
          updatePartner(commands, context, { id, name: request.body.name, type: request.body.type }),
        );
        return partner(id);
      },
    );

    app.put(
      '/partners/archive/:partnerId',
      {
        config: { access: 'SUPER_ONLY' },
        schema: {
          tags: ['partners'],
          params: Params({ partnerId: Id }),
          body: Body({ archived: Type.Boolean() }),
          response: { 200: Partner, ...accepted('/partners/:partnerId'), ...errors(404, 409) },
        },
      },
      async (request, reply) => {
        const { partnerId } = request.params;
        await partner(partnerId);
        await runCommand(deps, request, reply, (commands, context) =>
          setPartnerArchived(commands, context, partnerId, request.body.archived),
        );
        return partner(partnerId);
      },
    );
  };
