import type { BusinessTreeEvent } from './events';

export interface BusinessTreeState {
  nodes: Map<string, { parentId: string | null; name: string; marketId: string | null; subscribers: string[] }>;
  markets: Map<string, { name: string }>;
}

export const initialBusinessTreeState = (): BusinessTreeState => ({ nodes: new Map(), markets: new Map() });

export function evolveBusinessTree(state: BusinessTreeState, event: BusinessTreeEvent): BusinessTreeState {
  // Maps are copied so a state once built is never changed under a caller's feet.
  const nodes = new Map(state.nodes);
  const markets = new Map(state.markets);
  switch (event.type) {
    case 'BusinessNodeCreated':
      nodes.set(event.data.nodeId, {
        parentId: event.data.parentId,
        name: event.data.name,
        marketId: event.data.marketId,
        subscribers: [],
      });
      break;
    case 'BusinessNodeRenamed': {
      const node = nodes.get(event.data.nodeId);
      if (node) nodes.set(event.data.nodeId, { ...node, name: event.data.name });
      break;
    }
    case 'BusinessNodeSubscribersChanged': {
      const node = nodes.get(event.data.nodeId);
      if (node) nodes.set(event.data.nodeId, { ...node, subscribers: event.data.subscribers });
      break;
    }
    case 'BusinessNodeDeleted':
      nodes.delete(event.data.nodeId);
      break;
    case 'MarketCreated':
    case 'MarketUpdated':
      markets.set(event.data.marketId, { name: event.data.name });
      break;
    case 'MarketDeleted':
      markets.delete(event.data.marketId);
      break;
  }
  return { nodes, markets };
}

export function marketInUse(state: BusinessTreeState, marketId: string): boolean {
  return [...state.nodes.values()].some((n) => n.marketId === marketId);
}

export function hasChildren(state: BusinessTreeState, nodeId: string): boolean {
  return [...state.nodes.values()].some((n) => n.parentId === nodeId);
}

/** What keeps a business node from being deleted (spec 3 §3): its child nodes, else its users; null: nothing. */
export type NodeInUse = 'childNodes' | 'users';
export const nodeInUse = (facts: { hasChildren: boolean; hasUsers: boolean }): NodeInUse | null =>
  facts.hasChildren ? 'childNodes' : facts.hasUsers ? 'users' : null;
