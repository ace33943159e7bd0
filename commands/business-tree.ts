// The partner tree and markets (admin group, own partner unless a top admin).
import {
  BusinessTreeAggregate,
  decideBusinessTree,
  MARKET_NOT_FOUND,
  type BusinessTreeCommand,
} from '../domain/business-tree';
import { DomainError, MESSAGES } from '../domain/shared/errors';
import { assertGroup, assertPartnerScope } from './authorization';
import { eventContext, type CommandContext } from './context';
import { execute } from './execute';
import { newId } from './ids';
import type { CommandDeps } from './deps';

async function run(deps: CommandDeps, context: CommandContext, partnerId: string, command: BusinessTreeCommand) {
  assertGroup(context.actor, 'ADMIN_GROUP');
  assertPartnerScope(context.actor, partnerId);
  if (!(await deps.lookups.partnerExists(partnerId))) throw DomainError.notFound(MESSAGES.partnerNotFound);
  return execute(deps.store, BusinessTreeAggregate, partnerId, eventContext(context, partnerId), (state) =>
    decideBusinessTree(command, state, partnerId),
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

export async function renameBusinessNode(deps: CommandDeps, context: CommandContext, nodeId: string, name: string) {
  return run(deps, context, await partnerOfNode(deps, nodeId), { type: 'RenameBusinessNode', nodeId, name });
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

export async function updateMarket(deps: CommandDeps, context: CommandContext, marketId: string, name: string) {
  return run(deps, context, await partnerOfMarket(deps, marketId), { type: 'UpdateMarket', marketId, name });
}

export async function deleteMarket(deps: CommandDeps, context: CommandContext, partnerId: string, marketId: string) {
  if ((await partnerOfMarket(deps, marketId)) !== partnerId) throw DomainError.notFound(MARKET_NOT_FOUND);
  return run(deps, context, partnerId, { type: 'DeleteMarket', marketId });
}
