// /admin/tree (admin group): the partner's business-node tree. Keyboard: arrows move and expand/collapse,
// Home/End jump, F2 renames, Del deletes (with a confirmation); the row buttons do the same with the mouse.
import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { can } from '../../../domain/roles';
import { useSession } from '../auth/session';
import { EmptyState, ErrorState } from '../common/ListStates';
import { PageHeader } from '../common/PageHeader';
import { PageLoader } from '../common/PageLoader';
import { SelectClientPrompt } from '../common/SelectClientPrompt';
import { useCurrentPartner, usePartnerLink } from '../layout/usePartners';
import type { TreeNode } from '../providers/types';
import { AddNodeButton } from './AddNodeButton';
import { TreeNodeRow, type TreeRowContext } from './TreeNodeRow';
import { useBusinessTree } from './useBusinessTree';

/** The nodes a user can reach with the arrow keys: expanded branches only. */
function visibleNodes(
  nodes: TreeNode[],
  expanded: Set<string>,
  parent: TreeNode | null = null,
): Array<{ node: TreeNode; parent: TreeNode | null }> {
  return nodes.flatMap((node) => [
    { node, parent },
    ...(expanded.has(node.id) ? visibleNodes(node.children, expanded, node) : []),
  ]);
}

export const PartnerTreePage = () => {
  const session = useSession();
  const { partnerId, partnerName, isPending: partnerPending } = useCurrentPartner();
  const link = usePartnerLink();
  const tree = useBusinessTree(partnerId);
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const treeRef = useRef<HTMLUListElement>(null);

  // Every branch starts open; the user's collapses are remembered while on the page.
  const expanded = useMemo(() => {
    const all = new Set<string>();
    const walk = (nodes: TreeNode[]) =>
      nodes.forEach((n) => (n.children.length ? (all.add(n.id), walk(n.children)) : undefined));
    walk(tree.data ?? []);
    collapsed.forEach((id) => all.delete(id));
    return all;
  }, [tree.data, collapsed]);

  const toggle = useCallback((id: string, open?: boolean) => {
    setCollapsed((prev) => {
      const next = new Set(prev);
      const shouldOpen = open ?? next.has(id);
      if (shouldOpen) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const moveFocus = (id: string) => {
    setFocusedId(id);
    treeRef.current?.querySelector<HTMLElement>(`[data-node-id="${id}"]`)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const target = e.target as HTMLElement;
    if (target.getAttribute('role') !== 'treeitem') return;
    const list = visibleNodes(tree.data ?? [], expanded);
    const index = list.findIndex((v) => v.node.id === target.dataset.nodeId);
    const current = list[index];
    if (!current) return;
    const go = (i: number) => list[i] && moveFocus(list[i]!.node.id);
    const hasChildren = current.node.children.length > 0;
    const handled: Record<string, () => void> = {
      ArrowDown: () => go(index + 1),
      ArrowUp: () => go(index - 1),
      Home: () => go(0),
      End: () => go(list.length - 1),
      ArrowRight: () =>
        hasChildren && !expanded.has(current.node.id) ? toggle(current.node.id, true) : hasChildren && go(index + 1),
      ArrowLeft: () =>
        hasChildren && expanded.has(current.node.id)
          ? toggle(current.node.id, false)
          : current.parent && moveFocus(current.parent.id),
    };
    const action = handled[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  };

  const role = session?.role ?? 'ANALYST';
  const firstId = tree.data?.[0]?.id ?? null;
  const ctx: TreeRowContext = {
    partnerId: partnerId ?? '',
    role,
    expanded,
    focusedId: focusedId ?? firstId,
    toggle,
    focus: setFocusedId,
    usersLink: (nodeId) => link(`/admin/node-users/${nodeId}`),
  };
  const addTop = partnerId && can(role, 'treeAddNode') ? <AddNodeButton partnerId={partnerId} /> : null;

  return (
    <>
      <PageHeader
        title="Partner tree"
        subtitle={partnerName ? `Business nodes of ${partnerName}` : undefined}
        actions={addTop}
      />
      {!partnerId ? (
        partnerPending ? (
          <PageLoader />
        ) : (
          <SelectClientPrompt what="its partner tree" />
        )
      ) : tree.error ? (
        <ErrorState message={tree.error.message} onRetry={() => void tree.refetch()} />
      ) : tree.isPending ? (
        <Paper variant="outlined" sx={{ p: 2 }} aria-label="Loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={40} />
          ))}
        </Paper>
      ) : !tree.data?.length ? (
        <Paper variant="outlined">
          <EmptyState
            title="No business nodes yet"
            text="Start the tree with a top node, such as a region."
            action={addTop}
          />
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ p: 1 }}>
          <Typography variant="caption" color="text.secondary" sx={{ px: 1 }}>
            Use the arrow keys to move, F2 to rename and Del to delete.
          </Typography>
          <Box
            component="ul"
            role="tree"
            aria-label="Business nodes"
            ref={treeRef}
            onKeyDown={onKeyDown}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              '& .tree-item': { outline: 'none' },
              '& .tree-item:focus-visible > .tree-row': {
                outline: 2,
                outlineColor: 'primary.main',
                outlineStyle: 'solid',
              },
            }}
          >
            {tree.data.map((node) => (
              <TreeNodeRow key={node.id} node={node} level={1} ctx={ctx} />
            ))}
          </Box>
        </Paper>
      )}
    </>
  );
};

export default PartnerTreePage;
