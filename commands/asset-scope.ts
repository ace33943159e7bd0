// Who may see and change which assets (spec 1 §6, spec 3 §6): the Assets area is for top admins and the
// self-service group. Top admins reach every partner; a self-service admin the whole own partner; the other
// self-service roles the assets of their own nodes and everything below them, assets on no node (shared
// across the partner), and what they uploaded themselves.
import { isTopAdmin, inGroup } from '../domain/roles';
import { ASSET_NOT_FOUND } from '../domain/asset';
import { DomainError, MESSAGES } from '../domain/shared/errors';
import { assertGroup, assertPartnerScope } from './authorization';
import type { SignedInActor } from './context';
import type { AssetRef, Lookups } from './lookups';

/** null: every node of the partner; otherwise the nodes the user may work with. */
export async function reachableNodes(lookups: Lookups, actor: SignedInActor): Promise<string[] | null> {
  if (isTopAdmin(actor.role) || inGroup(actor.role, 'ADMIN_GROUP')) return null;
  return lookups.userReach(actor.userId);
}

export function canSeeAsset(actor: SignedInActor, asset: AssetRef, reachable: string[] | null): boolean {
  if (!isTopAdmin(actor.role) && actor.partnerId !== asset.partnerId) return false;
  if (reachable === null || asset.uploadedBy === actor.userId || asset.businessNodes.length === 0) return true;
  return asset.businessNodes.some((n) => reachable.includes(n));
}

export async function scopedAsset(lookups: Lookups, actor: SignedInActor, assetId: string): Promise<AssetRef> {
  assertGroup(actor, 'ADMINS_AND_SELF_SERVICE');
  const asset = await lookups.asset(assetId);
  if (!asset) throw DomainError.notFound(ASSET_NOT_FOUND);
  assertPartnerScope(actor, asset.partnerId);
  if (!canSeeAsset(actor, asset, await reachableNodes(lookups, actor)))
    throw DomainError.notAllowed(MESSAGES.businessNodeAccessDenied);
  return asset;
}

/** Nodes named for an asset must be the partner's, and reachable for the user. */
export async function assertNodesAllowed(
  lookups: Lookups,
  actor: SignedInActor,
  partnerId: string,
  nodeIds: string[],
): Promise<void> {
  if (nodeIds.length === 0) return;
  const own = await lookups.partnerNodes(partnerId, nodeIds);
  if (own.length !== new Set(nodeIds).size) throw DomainError.notFound(MESSAGES.businessNodeNotFound);
  const reachable = await reachableNodes(lookups, actor);
  if (reachable !== null && nodeIds.some((n) => !reachable.includes(n)))
    throw DomainError.notAllowed(MESSAGES.businessNodeAccessDenied);
}
