// The partner tree (spec 3 §3, §6): create, rename and delete business nodes; create, update and delete
// markets. Whether users are assigned to a node comes in from the read side.
import { DomainError, MESSAGES } from '../shared/errors';
import { nameError } from '../shared/validation';
import { NODE_TYPES, type BusinessTreeEvent, type NodeType } from './events';
import { hasChildren, marketInUse, nodeInUse, type BusinessTreeState } from './state';
import { checkedSubscribers, type NamedSubscriber } from './subscribers';

export const MARKET_NOT_FOUND = 'Market not found';
export const INVALID_NODE_TYPE = `Business node type must be one of ${NODE_TYPES.join(', ')}`;

export type CreateBusinessNode = {
  type: 'CreateBusinessNode';
  nodeId: string;
  parentId: string | null;
  name: string;
  nodeType: string;
  marketId: string | null;
};
export type RenameBusinessNode = { type: 'RenameBusinessNode'; nodeId: string; name: string };
export type DeleteBusinessNode = { type: 'DeleteBusinessNode'; nodeId: string; hasUsers: boolean };
/** `named`: the read side's judgement of each user named (commands/business-tree.ts). */
export type SetSubscribers = {
  type: 'SetSubscribers';
  nodeId: string;
  subscribers: string[];
  named: NamedSubscriber[];
};
export type CreateMarket = { type: 'CreateMarket'; marketId: string; name: string };
export type UpdateMarket = { type: 'UpdateMarket'; marketId: string; name: string };
export type DeleteMarket = { type: 'DeleteMarket'; marketId: string };
export type BusinessTreeCommand =
  | CreateBusinessNode
  | RenameBusinessNode
  | DeleteBusinessNode
  | SetSubscribers
  | CreateMarket
  | UpdateMarket
  | DeleteMarket;

function checkName(name: string): string {
  const error = nameError(name);
  if (error) throw DomainError.badRequest(error, { field: 'name' });
  return name.trimEnd();
}

function sameName(existing: Iterable<{ name: string }>, name: string): boolean {
  return [...existing].some((e) => e.name.toLowerCase() === name.toLowerCase());
}

function requireNode(state: BusinessTreeState, nodeId: string) {
  const node = state.nodes.get(nodeId);
  if (!node) throw DomainError.notFound(MESSAGES.businessNodeNotFound);
  return node;
}

function requireMarket(state: BusinessTreeState, marketId: string) {
  if (!state.markets.has(marketId)) throw DomainError.notFound(MARKET_NOT_FOUND);
}

export function decideBusinessTree(
  command: BusinessTreeCommand,
  state: BusinessTreeState,
  partnerId: string,
): BusinessTreeEvent[] {
  switch (command.type) {
    case 'CreateBusinessNode': {
      if (state.nodes.has(command.nodeId)) throw DomainError.conflict(MESSAGES.alreadyExist);
      const name = checkName(command.name);
      if (!(NODE_TYPES as readonly string[]).includes(command.nodeType))
        throw DomainError.badRequest(INVALID_NODE_TYPE, { field: 'type' });
      if (command.parentId !== null) requireNode(state, command.parentId);
      if (command.marketId !== null) requireMarket(state, command.marketId);
      const siblings = [...state.nodes.values()].filter((n) => n.parentId === command.parentId);
      if (sameName(siblings, name)) throw DomainError.conflict(MESSAGES.alreadyExist);
      const { nodeId, parentId, marketId } = command;
      return [
        {
          type: 'BusinessNodeCreated',
          data: { partnerId, nodeId, parentId, name, type: command.nodeType as NodeType, marketId },
        },
      ];
    }
    case 'RenameBusinessNode': {
      const node = requireNode(state, command.nodeId);
      const name = checkName(command.name);
      if (name === node.name) return [];
      const siblings = [...state.nodes.entries()].filter(
        ([id, n]) => n.parentId === node.parentId && id !== command.nodeId,
      );
      if (
        sameName(
          siblings.map(([, n]) => n),
          name,
        )
      )
        throw DomainError.conflict(MESSAGES.alreadyExist);
      return [{ type: 'BusinessNodeRenamed', data: { partnerId, nodeId: command.nodeId, name } }];
    }
    case 'DeleteBusinessNode':
      requireNode(state, command.nodeId);
      if (nodeInUse({ hasChildren: hasChildren(state, command.nodeId), hasUsers: command.hasUsers }))
        throw DomainError.conflict(MESSAGES.deleteInUse);
      return [{ type: 'BusinessNodeDeleted', data: { partnerId, nodeId: command.nodeId } }];
    case 'SetSubscribers': {
      const node = requireNode(state, command.nodeId);
      const subscribers = checkedSubscribers(node.subscribers, command.subscribers, command.named);
      const same =
        subscribers.length === node.subscribers.length && subscribers.every((id, i) => id === node.subscribers[i]);
      if (same) return [];
      return [{ type: 'BusinessNodeSubscribersChanged', data: { partnerId, nodeId: command.nodeId, subscribers } }];
    }
    case 'CreateMarket': {
      if (state.markets.has(command.marketId)) throw DomainError.conflict(MESSAGES.alreadyExist);
      const name = checkName(command.name);
      if (sameName(state.markets.values(), name)) throw DomainError.conflict(MESSAGES.alreadyExist);
      return [{ type: 'MarketCreated', data: { partnerId, marketId: command.marketId, name } }];
    }
    case 'UpdateMarket': {
      requireMarket(state, command.marketId);
      const name = checkName(command.name);
      const others = [...state.markets.entries()].filter(([id]) => id !== command.marketId).map(([, m]) => m);
      if (sameName(others, name)) throw DomainError.conflict(MESSAGES.alreadyExist);
      if (state.markets.get(command.marketId)?.name === name) return [];
      return [{ type: 'MarketUpdated', data: { partnerId, marketId: command.marketId, name } }];
    }
    case 'DeleteMarket':
      requireMarket(state, command.marketId);
      if (marketInUse(state, command.marketId)) throw DomainError.conflict(MESSAGES.deleteInUse);
      return [{ type: 'MarketDeleted', data: { partnerId, marketId: command.marketId } }];
  }
}
