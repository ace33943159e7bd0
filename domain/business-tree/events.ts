// One stream per partner holds its business-node tree and its markets, because the tree's rules span both:
// a node hangs under a node of the same tree and points at a market of the same partner, and a market in
// use by a node may not be deleted.
export const NODE_TYPES = ['region', 'market', 'advertiser', 'brand'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

export type BusinessNodeCreated = {
  type: 'BusinessNodeCreated';
  data: {
    partnerId: string;
    nodeId: string;
    parentId: string | null;
    name: string;
    type: NodeType;
    marketId: string | null;
  };
};
export type BusinessNodeRenamed = {
  type: 'BusinessNodeRenamed';
  data: { partnerId: string; nodeId: string; name: string };
};
export type BusinessNodeDeleted = { type: 'BusinessNodeDeleted'; data: { partnerId: string; nodeId: string } };
/** The node's subscribers, whole: the users of the partner who hear about the node (spec 3 §3). */
export type BusinessNodeSubscribersChanged = {
  type: 'BusinessNodeSubscribersChanged';
  data: { partnerId: string; nodeId: string; subscribers: string[] };
};
export type MarketCreated = { type: 'MarketCreated'; data: { partnerId: string; marketId: string; name: string } };
export type MarketUpdated = { type: 'MarketUpdated'; data: { partnerId: string; marketId: string; name: string } };
export type MarketDeleted = { type: 'MarketDeleted'; data: { partnerId: string; marketId: string } };

export type BusinessTreeEvent =
  | BusinessNodeCreated
  | BusinessNodeRenamed
  | BusinessNodeDeleted
  | BusinessNodeSubscribersChanged
  | MarketCreated
  | MarketUpdated
  | MarketDeleted;
