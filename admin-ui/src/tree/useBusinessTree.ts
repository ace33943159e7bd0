// The partner's business-node tree (GET /business-nodes?partnerId=), shared by the tree, the invite dialog
// and the node users page.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { VariaDataProvider } from '../providers/dataProvider';
import type { TreeNode } from '../providers/types';

export function useBusinessTree(partnerId: string | null) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  return useQuery({
    queryKey: ['business-tree', partnerId],
    queryFn: () => dataProvider.businessTree(partnerId!),
    enabled: !!partnerId,
  });
}

interface FlatNode {
  node: TreeNode;
  depth: number;
  path: string;
}

/** Depth-first list of the nodes, with each node's path of names (for selects). */
export function flattenTree(nodes: TreeNode[] = [], depth = 0, prefix = ''): FlatNode[] {
  return nodes.flatMap((node) => {
    const path = prefix ? `${prefix} / ${node.name}` : node.name;
    return [{ node, depth, path }, ...flattenTree(node.children, depth + 1, path)];
  });
}

export function findNode(nodes: TreeNode[] = [], id: string): TreeNode | undefined {
  return flattenTree(nodes).find((f) => f.node.id === id)?.node;
}
