// The partner tree and markets (admin group, own partner unless a top admin).
import {
  BusinessTreeAggregate,
  decideBusinessTree,
  evolveBusinessTree,
  MARKET_NOT_FOUND,
  type BusinessTreeCommand,
  type BusinessTreeEvent,
  type BusinessTreeState,
  type NamedSubscriber,
} from '../domain/business-tree';
import { can, WRONG_ROLES_MESSAGE } from '../domain/roles';
import { DomainError, MESSAGES } from '../domain/shared/errors';
import { assertGroup, assertPartnerScope } from './authorization';
import { eventContext, type CommandContext } from './context';
import { execute } from './execute';
import { newId } from './ids';
import type { CommandDeps } from './deps';

/** The commands decided in turn, each on the state the ones before it leave: their events are one append. */
function decideInTurn(commands: BusinessTreeCommand[], state: BusinessTreeState, partnerId: string) {
  const events: BusinessTreeEvent[] = [];
  for (const command of commands) {
    const decided = decideBusinessTree(command, state, partnerId);
    state = decided.reduce(evolveBusinessTree, state);
    events.push(...decided);
  }
  return events;
}

async function run(deps: CommandDeps, context: CommandContext, partnerId: string, ...commands: BusinessTreeCommand[]) {
  assertGroup(context.actor, 'ADMIN_GROUP');
  assertPartnerScope(context.actor, partnerId);
  if (!(await deps.lookups.partnerExists(partnerId))) throw DomainError.notFound(MESSAGES.partnerNotFound);
  return execute(deps.store, BusinessTreeAggregate, partnerId, eventContext(context, partnerId), (state) =>
    decideInTurn(commands, state, partnerId),
  );
}

async function partnerOfNode(deps: CommandDeps, nodeId: string): Promise<string> {
  const partnerId = await deps.lookups.nodePartner(nodeId);
  if (!partnerId) throw DomainError.notFound(MESSAGES.businessNodeNotFound);
  return partnerId;
}

export async function createBusinessNode(
  deps: CommandDeps,
  context: CommandContext,
  partnerId: string,
  input: { parentId: string | null; name: string; type: string; marketId: string | null },
) {
  const nodeId = newId();
  const { parentId, name, type, marketId } = input;
  const result = await run(deps, context, partnerId, {
    type: 'CreateBusinessNode',
    nodeId,
    parentId,
    name,
    nodeType: type,
    marketId,
  });
  return { nodeId, ...result };
}

/** How the read side judges each user named as a subscriber of the node (domain/business-tree/subscribers.ts). */
async function namedSubscribers(deps: CommandDeps, nodeId: string, partnerId: string, userIds: string[]) {
  const users = await deps.lookups.subscriberCandidates(nodeId, [...new Set(userIds)]);
  return users.map((user): NamedSubscriber => {
    // Another partner's user is named by id only, as an unknown one is: nothing of them is told.
    if (user.partnerId !== partnerId) return { userId: user.id, label: user.id, cannotSubscribe: 'unknown' };
    const why = user.status === 'DEACTIVATED' ? 'inactive' : user.reachesNode ? null : 'nodes';
    return { userId: user.id, label: user.label, cannotSubscribe: why };
  });
}

/** PUT /business-nodes/{id}: its name, its subscribers (the flag "edit subscribers") or both, in one append. */
export async function changeBusinessNode(
  deps: CommandDeps,
  context: CommandContext,
  nodeId: string,
  change: { name?: string; subscribers?: string[] },
) {
  const partnerId = await partnerOfNode(deps, nodeId);
  const commands: BusinessTreeCommand[] = [];
  if (change.name !== undefined) commands.push({ type: 'RenameBusinessNode', nodeId, name: change.name });
  if (change.subscribers !== undefined) {
    if (!can(context.actor.role, 'treeEditSubscribers')) throw DomainError.notAllowed(WRONG_ROLES_MESSAGE);
    assertPartnerScope(context.actor, partnerId);
    const named = await namedSubscribers(deps, nodeId, partnerId, change.subscribers);
    commands.push({ type: 'SetSubscribers', nodeId, subscribers: change.subscribers, named });
  }
  return run(deps, context, partnerId, ...commands);
}

export async function deleteBusinessNode(deps: CommandDeps, context: CommandContext, nodeId: string) {
  const partnerId = await partnerOfNode(deps, nodeId);
  const hasUsers = await deps.lookups.nodeHasUsers(nodeId);
  return run(deps, context, partnerId, { type: 'DeleteBusinessNode', nodeId, hasUsers });
}

export async function createMarket(deps: CommandDeps, context: CommandContext, partnerId: string, name: string) {
  const marketId = newId();
  const result = await run(deps, context, partnerId, { type: 'CreateMarket', marketId, name });
  return { marketId, ...result };
}

async function partnerOfMarket(deps: CommandDeps, marketId: string): Promise<string> {
  const partnerId = await deps.lookups.marketPartner(marketId);
  if (!partnerId) throw DomainError.notFound(MARKET_NOT_FOUND);
  return partnerId;
}

/** Names the market's partner: a lagging answer's Location is the partner's markets (there is no GET of one). */
export async function updateMarket(deps: CommandDeps, context: CommandContext, marketId: string, name: string) {
  const partnerId = await partnerOfMarket(deps, marketId);
  return { ...(await run(deps, context, partnerId, { type: 'UpdateMarket', marketId, name })), partnerId };
}

export async function deleteMarket(deps: CommandDeps, context: CommandContext, partnerId: string, marketId: string) {
  if ((await partnerOfMarket(deps, marketId)) !== partnerId) throw DomainError.notFound(MARKET_NOT_FOUND);
  return run(deps, context, partnerId, { type: 'DeleteMarket', marketId });
}
