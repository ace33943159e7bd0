// Reading concepts (spec 3 §7): the list GET /assets/concepts?nodeIds&partnerId (react-admin simple-rest), one
// concept GET /assets/concepts/{id}?groupTemplates, its campaigns (those on the caller's nodes) and its templates'
// count, and
// the wizard's name check (spec 1 §5; its path is not shown, ours is /assets/concepts/name-exists). Every call is
// held to the caller's partner and reachable nodes.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reachableNodes } from '../../../commands/asset-scope';
import { resolvePartner } from '../../../commands/authorization';
import { CONCEPT_ACCESS, scopedConcept } from '../../../commands/concepts';
import { CONCEPT_LIST, conceptCampaigns, conceptNameTaken, listConcepts } from '../../../projections/concepts/queries';
import { countConceptTemplates } from '../../../projections/templates/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { ListAnswer, listQuerystring, parseListQuery, sendPage } from '../../http/list-query';
import { PartnerChoice } from '../../http/partner-choice';
import { Body, Id, Literals, Text } from '../../http/schemas';
import { ConceptCampaigns, ConceptRow, Count, NameExists } from '../../../domain/concept/answers';
import { Concept } from '../../schemas/concepts';
import { conceptAnswer, params } from './view';

const IdList = Type.String({
  pattern: '^(?:[0-9a-f]{24}(?:,[0-9a-f]{24})*)?$',
  description: 'A comma list of business node ids: concepts on any of them',
});
/** A querystring refuses fields it does not name, as a body does. */
const Query = Body;

export const readRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/assets/concepts',
      {
        config: { access: CONCEPT_ACCESS.read },
        schema: {
          tags: ['concepts'],
          querystring: Query({
            ...listQuerystring(CONCEPT_LIST),
            partnerId: PartnerChoice(),
            nodeIds: Type.Optional(IdList),
          }),
          response: { 200: ListAnswer('concepts', ConceptRow) },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const query = parseListQuery(request.query, CONCEPT_LIST);
        const scope = {
          partnerId: resolvePartner(actor, request.query.partnerId),
          nodeIds: request.query.nodeIds ? request.query.nodeIds.split(',') : [],
          reachable: await reachableNodes(deps.lookups, actor),
        };
        return sendPage(reply, 'concepts', query, await listConcepts(deps.pool, scope, query));
      },
    );

    app.get(
      '/assets/concepts/name-exists',
      {
        config: { access: CONCEPT_ACCESS.edit },
        schema: {
          tags: ['concepts'],
          querystring: Query({ name: Text(), partnerId: PartnerChoice(), conceptId: Type.Optional(Id) }),
          response: { 200: NameExists },
        },
      },
      async (request) => {
        const { name, partnerId, conceptId } = request.query;
        return {
          exists: await conceptNameTaken(
            deps.pool,
            resolvePartner(actorOf(request), partnerId),
            name.trimEnd(),
            conceptId,
          ),
        };
      },
    );

    app.get(
      '/assets/concepts/:id',
      {
        config: { access: CONCEPT_ACCESS.read },
        schema: {
          tags: ['concepts'],
          params,
          querystring: Query({
            // true (the default): each template generation's highest version; false: every version.
            groupTemplates: Type.Optional(Literals(['true', 'false'])),
          }),
          response: { 200: Concept, ...errors(404) },
        },
      },
      async (request) => {
        await scopedConcept(deps.lookups, actorOf(request), request.params.id);
        return conceptAnswer(deps.pool, request.params.id, {
          groupTemplates: request.query.groupTemplates !== 'false',
        });
      },
    );

    app.get(
      '/assets/concepts/:id/campaigns',
      {
        config: { access: CONCEPT_ACCESS.edit },
        schema: { tags: ['concepts'], params, response: { 200: ConceptCampaigns, ...errors(404) } },
      },
      async (request) => {
        const actor = actorOf(request);
        await scopedConcept(deps.lookups, actor, request.params.id, CONCEPT_ACCESS.edit);
        return conceptCampaigns(deps.pool, request.params.id, await reachableNodes(deps.lookups, actor));
      },
    );

    app.get(
      '/assets/concepts/:id/templates/count',
      {
        config: { access: CONCEPT_ACCESS.read },
        schema: { tags: ['concepts'], params, response: { 200: Count, ...errors(404) } },
      },
      async (request) => {
        await scopedConcept(deps.lookups, actorOf(request), request.params.id);
        return { count: await countConceptTemplates(deps.pool, request.params.id) };
      },
    );
  };
