// The partner's business nodes as filter choices and as names for the concepts' market ids.
import { useMemo } from 'react';
import { flattenTree, useBusinessTree } from '../tree/useBusinessTree';

export function useMarketNames(partnerId: string | null) {
  const tree = useBusinessTree(partnerId);
  return useMemo(() => {
    const flat = flattenTree(tree.data);
    // A node with its parent: brands of one name sit under many markets ('Northwind Germany / Northwind Cola').
    const names = new Map(flat.map(({ node, path }) => [node.id, path.split(' / ').slice(-2).join(' / ')]));
    return {
      isPending: tree.isPending,
      choices: flat.map(({ node, path }) => ({ id: node.id, name: path })),
      /** The names of the given nodes; a node the reader cannot see is left out. */
      namesOf: (ids: readonly string[]) => ids.flatMap((id) => names.get(id) ?? []),
    };
  }, [tree.data, tree.isPending]);
}
