// The partner's tree of business nodes (admin group; spec 3 §7): read as a whole, changed node by node.
import type { NodeType } from '../../../../domain/business-tree/events';
import { del, enc, get, post, put } from '../requests';
import type { BusinessNode, Deleted, TreeNode } from '../types';
import type { ResourceAdapter } from './adapter';

interface NewNode {
  partnerId: string;
  /** Null for a top node. */
  parentId: string | null;
  name: string;
  type: NodeType;
  marketId: string | null;
}

export const businessTree = {
  queries: {
    businessTree: (partnerId: string) => get<TreeNode[]>(`/business-nodes?partnerId=${enc(partnerId)}`),
  },
  commands: {
    createNode: ({ partnerId, parentId, name, type, marketId }: NewNode) =>
      post<BusinessNode>(`/business-nodes?partnerId=${enc(partnerId)}`, { parentId, name, type, marketId }),
    renameNode: ({ id, name }: { id: string; name: string }) =>
      put<BusinessNode>(`/business-nodes/${enc(id)}`, { name }),
    deleteNode: ({ id }: { id: string }) => del<Deleted>(`/business-nodes/${enc(id)}`),
  },
} satisfies ResourceAdapter;
