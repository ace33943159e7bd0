// The business-node look-ups of spec 3 §7, answered from the read models. A caller's reach is the nodes they are
// assigned to and every node below them; a top admin's and a partner admin group's is the whole partner
// (commands/asset-scope.ts reachableNodes, the rule every node-scoped route applies).
// - GET /business-nodes/allowed-nodes?partnerId: the partner's nodes within the caller's reach, paged.
// - GET /business-nodes/read-allowed-nodes?partnerId: those and the nodes above them, which a tree shows for their
//   place (`reachable: false`), paged: what the caller sees of the tree.
// - GET /business-nodes/write-allowed-nodes?partnerId: the nodes the caller may put work on (concepts, campaigns,
//   assets): the reach, for the roles that create and change work (spec 3 §6: not the reviewer, not the analyst);
//   for the others none. Paged.
// - GET /business-nodes/allowed-nodes/{id}: that node, when the caller reaches it; else 'Access to the Business Node
//   denied'.
// - GET /business-nodes/allowed-campaigns?partnerId: the partner's campaigns (not deleted) on a node the caller
//   reaches, paged; concept-only users have none to use.
// - GET /business-nodes/initial/{partnerId}: the node the caller lands on for that partner: the highest node they are
//   assigned to, or for who reaches the whole partner its first top node by name.
// - GET /business-nodes/{id}/isActive: whether the node and its partner are active (a deleted node is not found; an
//   archived partner's nodes are inactive).
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reachableNodes } from '../../commands/asset-scope';
import { assertPartnerScope, resolvePartner } from '../../commands/authorization';
import type { SignedInActor } from '../../commands/context';
import { assertNodesReadable } from '../../commands/node-storage';
import { AllowedCampaign, AllowedNode } from '../../domain/business-tree/answers';
import { CONCEPTS_ONLY_MESSAGE, confinedToConcepts, inGroup } from '../../domain/roles';
import { DomainError, MESSAGES } from '../../domain/shared/errors';
import {
  ALLOWED_NODE_LIST,
  allowedNodes,
  initialNode,
  nodeActivity,
  type NodeReach,
} from '../../projections/business-tree/allowed-nodes';
import { ALLOWED_CAMPAIGN_LIST, allowedCampaigns } from '../../projections/campaigns/allowed-campaigns';
import { actorOf } from '../auth/gate';
import type { AppDeps } from '../deps';
import { errors } from '../http/errors';
import { ListAnswer, listQuerystring, parseListQuery, sendPage } from '../http/list-query';
import { PartnerChoice } from '../http/partner-choice';
import { Answer, Id, Params } from '../http/schemas';

const tags = ['business-nodes'];
const NodeListQuery = Type.Object(
  { partnerId: PartnerChoice(), ...listQuerystring(ALLOWED_NODE_LIST) },
  { additionalProperties: false },
);
const CampaignListQuery = Type.Object(
  { partnerId: PartnerChoice(), ...listQuerystring(ALLOWED_CAMPAIGN_LIST) },
  { additionalProperties: false },
);
const IsActive = Answer({ isActive: Type.Boolean() }, 'Whether the node and its partner are active');

/** The roles that create and change work on nodes (spec 3 §6): everyone but the reviewer and the analyst. */
const mayWrite = (actor: SignedInActor) => inGroup(actor.role, 'CAMPAIGN_CREATORS');

type NodeList = 'allowed-nodes' | 'read-allowed-nodes' | 'write-allowed-nodes';

async function reachOf(deps: AppDeps, actor: SignedInActor, list: NodeList): Promise<NodeReach> {
  if (list === 'write-allowed-nodes' && !mayWrite(actor)) return { reach: [], withAncestors: false };
  return { reach: await reachableNodes(deps.lookups, actor), withAncestors: list === 'read-allowed-nodes' };
}

export const businessNodeLookupRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    for (const list of ['allowed-nodes', 'read-allowed-nodes', 'write-allowed-nodes'] as const)
      app.get(
        `/business-nodes/${list}`,
        {
          config: { access: 'ALL' },
          schema: {
            tags,
            querystring: NodeListQuery,
            response: { 200: ListAnswer('business-nodes', AllowedNode), ...errors(403) },
          },
        },
        async (request, reply) => {
          const actor = actorOf(request);
          const partnerId = resolvePartner(actor, request.query.partnerId);
          const query = parseListQuery(request.query, ALLOWED_NODE_LIST);
          const page = await allowedNodes(deps.pool, partnerId, await reachOf(deps, actor, list), query);
          return sendPage(reply, 'business-nodes', query, page);
        },
      );

    app.get(
      '/business-nodes/allowed-nodes/:id',
      {
        config: { access: 'ALL' },
        schema: { tags, params: Params({ id: Id }), response: { 200: AllowedNode, ...errors(403, 404) } },
      },
      async (request) => {
        const actor = actorOf(request);
        const partnerId = (await assertNodesReadable(deps.lookups, actor, [request.params.id])).get(request.params.id)!;
        const query = { offset: 0, limit: 1, sort: 'name', order: 'ASC' as const, filter: {} };
        const reach = { reach: [request.params.id], withAncestors: false };
        return (await allowedNodes(deps.pool, partnerId, reach, query)).rows[0]!;
      },
    );

    app.get(
      '/business-nodes/allowed-campaigns',
      {
        config: { access: 'ALL' },
        schema: {
          tags,
          querystring: CampaignListQuery,
          response: { 200: ListAnswer('campaigns', AllowedCampaign), ...errors(403) },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        if (confinedToConcepts(actor)) throw DomainError.notAllowed(CONCEPTS_ONLY_MESSAGE);
        const partnerId = resolvePartner(actor, request.query.partnerId);
        const query = parseListQuery(request.query, ALLOWED_CAMPAIGN_LIST);
        const page = await allowedCampaigns(deps.pool, partnerId, await reachableNodes(deps.lookups, actor), query);
        return sendPage(reply, 'campaigns', query, page);
      },
    );

    app.get(
      '/business-nodes/initial/:id',
      {
        config: { access: 'ALL' },
        schema: {
          tags,
          params: Params({ id: Id }),
          description: 'The node the caller lands on for the partner {id}',
          response: { 200: AllowedNode, ...errors(403, 404) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        assertPartnerScope(actor, request.params.id);
        const wholePartner = (await reachableNodes(deps.lookups, actor)) === null;
        const node = await initialNode(deps.pool, request.params.id, wholePartner ? null : actor.userId);
        if (!node) throw DomainError.notFound(wholePartner ? MESSAGES.businessNodeNotFound : MESSAGES.userWithoutNodes);
        return node;
      },
    );

    app.get(
      '/business-nodes/:id/isActive',
      {
        config: { access: 'ALL' },
        schema: { tags, params: Params({ id: Id }), response: { 200: IsActive, ...errors(403, 404) } },
      },
      async (request) => {
        const node = await nodeActivity(deps.pool, request.params.id);
        if (!node) throw DomainError.notFound(MESSAGES.businessNodeNotFound);
        assertPartnerScope(actorOf(request), node.partnerId);
        return { isActive: node.isActive };
      },
    );
  };
