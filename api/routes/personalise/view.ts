// What every personalise route shares: the tree's path, the caller's reach (commands/personalise.ts scopedTree:
// the campaign's role group, partner and nodes, and the tree being the campaign's), the tree as the read model
// holds it, and the table's filter and paging.
import type { FastifyRequest } from 'fastify';
import { reachableNodes } from '../../../commands/asset-scope';
import { assertGroup } from '../../../commands/authorization';
import { campaignInScope } from '../../../commands/campaigns';
import { campaignTree, PERSONALISE_ACCESS, type TreeRef } from '../../../commands/personalise';
import type { Group } from '../../../domain/roles';
import type { VariantFilter } from '../../../projections/personalise/filter';
import { DomainError, MESSAGES } from '../../../domain/shared/errors';
import {
  campaignTreeView,
  emptyTreeView,
  type TreeView,
  type VariantPageQuery,
  type VariantSort,
} from '../../../projections/personalise/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { pageOf } from '../../http/list-query';
import { Id, Params } from '../../http/schemas';

/**
 * The path every tree route lives under (spec 2 §7 "Personalize": /campaigns/{campaignId}/personalize/{treeId}). The
 * campaign's parameter is `id`, as on every other /campaigns/{id} route: the router keeps one name per position.
 */
export const P = '/campaigns/:id/personalize/:treeId';
export const treeParams = Params({ id: Id, treeId: Id });
export const variantParams = Params({ id: Id, treeId: Id, variantId: Id });
export const formatParams = Params({ id: Id, treeId: Id, variantId: Id, formatId: Id });

/** The tree a request's path names. */
export const refOf = (params: { id: string; treeId: string }): TreeRef => ({
  campaignId: params.id,
  treeId: params.treeId,
});

export const config = { access: PERSONALISE_ACCESS };
export const tags = ['personalise'];

/**
 * The tree as this read sees it, once the caller may read it: from the read model once its stream has started, else
 * from the campaign's definition with no variants and no fallback yet. The campaign, the tree and the caller's reach
 * are read at once (one query for the first two); the view is answered only once the reach is confirmed and the tree
 * is the campaign's.
 */
export async function readableTree(
  deps: AppDeps,
  request: FastifyRequest,
  ref: TreeRef,
  group: Group = PERSONALISE_ACCESS,
): Promise<TreeView> {
  const actor = actorOf(request);
  assertGroup(actor, group);
  const [{ campaign, view }, reachable] = await Promise.all([
    campaignTreeView(deps.pool, ref.campaignId, ref.treeId, new Date()),
    reachableNodes(deps.lookups, actor),
  ]);
  campaignInScope(actor, campaign, reachable);
  if (!view) return emptyTreeView(await campaignTree(deps.lookups, ref.campaignId, ref.treeId));
  if (view.campaignId !== ref.campaignId) throw DomainError.notFound(MESSAGES.entityNotFound);
  return view;
}

/** The filter of a querystring its schema (VariantFilterQuery) has checked. */
export const parseFilter = (filter: string | undefined): VariantFilter =>
  filter ? (JSON.parse(filter) as VariantFilter) : {};

/** The table's page when none is asked for. */
const DEFAULT_ROWS = 50;

export function parsePageQuery(query: { sort?: string; range?: string }): VariantPageQuery {
  const [sort, order] = query.sort
    ? (JSON.parse(query.sort) as [VariantSort, 'ASC' | 'DESC'])
    : ['name' as const, 'ASC' as const];
  return { sort, order, ...pageOf(query.range, DEFAULT_ROWS) };
}
