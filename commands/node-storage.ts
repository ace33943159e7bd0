// A business node's cloud storage connections (spec 3 §3, §7; the permission flag "edit business node cloud storage
// setting"): the admin group connects a node it reaches to a connector of the node's partner or a shared one;
// anyone who reaches the node reads its connections.
import { CLOUD_STORAGE_MESSAGES, CloudStorageAggregate } from '../domain/cloud-storage';
import {
  decideNodeStorage,
  NodeStorageAggregate,
  type NodeStorageCommand,
  type NodeStorageInput,
} from '../domain/node-storage';
import { DomainError, MESSAGES } from '../domain/shared/errors';
import { reachableNodes } from './asset-scope';
import { assertGroup, assertPartnerScope } from './authorization';
import { eventContext, type CommandContext, type SignedInActor } from './context';
import type { CommandDeps } from './deps';
import { execute, latestState } from './execute';
import { newId } from './ids';
import type { Lookups } from './lookups';

/** The nodes' partners, once each node exists and the actor reaches it. */
export async function assertNodesReadable(lookups: Lookups, actor: SignedInActor, nodeIds: string[]) {
  const reachable = await reachableNodes(lookups, actor);
  const partners = new Map<string, string>();
  for (const nodeId of new Set(nodeIds)) {
    const partnerId = await lookups.nodePartner(nodeId);
    if (!partnerId) throw DomainError.notFound(MESSAGES.businessNodeNotFound);
    assertPartnerScope(actor, partnerId);
    if (reachable !== null && !reachable.includes(nodeId))
      throw DomainError.notAllowed(MESSAGES.businessNodeAccessDenied);
    partners.set(nodeId, partnerId);
  }
  return partners;
}

/** The connector must be live and the node's partner's, or shared. */
async function assertStorageUsable(deps: CommandDeps, context: CommandContext, storageId: string, partnerId: string) {
  const storage = await latestState(deps.store, CloudStorageAggregate, storageId, eventContext(context, null));
  if (storage.status !== 'active') throw DomainError.notFound(CLOUD_STORAGE_MESSAGES.notFound);
  if (storage.partnerId !== null && storage.partnerId !== partnerId)
    throw DomainError.notAllowed(MESSAGES.accessDenied);
}

async function change(
  deps: CommandDeps,
  context: CommandContext,
  nodeId: string,
  command: (partnerId: string) => NodeStorageCommand,
  storageId: string | null,
) {
  assertGroup(context.actor, 'ADMIN_GROUP');
  const partnerId = (await assertNodesReadable(deps.lookups, context.actor, [nodeId])).get(nodeId)!;
  if (storageId) await assertStorageUsable(deps, context, storageId, partnerId);
  return execute(deps.store, NodeStorageAggregate, nodeId, eventContext(context, partnerId), (state) =>
    decideNodeStorage(command(partnerId), state),
  );
}

export async function connectNodeStorage(
  deps: CommandDeps,
  context: CommandContext,
  nodeId: string,
  input: NodeStorageInput,
) {
  const connectionId = newId();
  const result = await change(
    deps,
    context,
    nodeId,
    (partnerId) => ({ type: 'Connect', nodeId, partnerId, connectionId, input }),
    input.storageId,
  );
  return { connectionId, ...result };
}

export const changeNodeStorage = (
  deps: CommandDeps,
  context: CommandContext,
  nodeId: string,
  connectionId: string,
  input: NodeStorageInput,
) => change(deps, context, nodeId, () => ({ type: 'ChangeConnection', nodeId, connectionId, input }), input.storageId);

export const disconnectNodeStorage = (
  deps: CommandDeps,
  context: CommandContext,
  nodeId: string,
  connectionId: string,
) => change(deps, context, nodeId, () => ({ type: 'Disconnect', nodeId, connectionId }), null);
