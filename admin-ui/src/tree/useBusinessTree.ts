// The partner's business-node tree (GET /business-nodes?partnerId=), shared by the tree, the invite dialog
// and the node users page.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { VariaDataProvider } from '../providers/dataProvider';
import type { BusinessNode } from '../providers/types';

export const treeKey = (partnerId: string | null) => ['business-tree', partnerId] as const;

export function useBusinessTree(partnerId: string | null) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  return useQuery({
    queryKey: treeKey(partnerId),
    queryFn: () => dataProvider.businessTree(partnerId!),
    enabled: !!partnerId,
  });
}

export interface FlatNode {
  node: BusinessNode;
  depth: number;
  path: string;
}

/** Depth-first list of the nodes, with each node's path of names (for selects). */
export function flattenTree(nodes: BusinessNode[] = [], depth = 0, prefix = ''): FlatNode[] {
  return nodes.flatMap((node) => {
    const path = prefix ? `${prefix} / ${node.name}` : node.name;
    return [{ node, depth, path }, ...flattenTree(node.children ?? [], depth + 1, path)];
  });
}

export function findNode(nodes: BusinessNode[] = [], id: string): BusinessNode | undefined {
  return flattenTree(nodes).find((f) => f.node.id === id)?.node;
}
