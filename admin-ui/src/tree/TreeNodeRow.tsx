// One node of the partner tree: expand/collapse, inline rename (F2), add child, delete (Del), users, subscribers,
// cloud storage, integrations, migrate. A rename ended by a key gives the focus back to its node, so the keyboard goes
// on; Del on a node that cannot be deleted says why.
import { useRef, useState, type KeyboardEvent } from 'react';
import { Box, Chip, IconButton, Link as MuiLink, Stack, Tooltip, Typography } from '@mui/material';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { can, type Role } from '../../../domain/roles';
import type { TreeNode } from '../providers/types';
import { AddNodeButton } from './AddNodeButton';
import { DeleteNodeButton, whyNotDeletable } from './DeleteNodeButton';
import { MigrateNodeButton } from './MigrateNodeButton';
import { NodeSubscribersButton } from './NodeSubscribersButton';
import { RenameNodeField } from './RenameNodeField';
import { NodeScreenLinks } from './NodeScreenLinks';

export interface TreeRowContext {
  partnerId: string;
  role: Role;
  expanded: Set<string>;
  focusedId: string | null;
  toggle: (id: string, open?: boolean) => void;
  focus: (id: string) => void;
  usersLink: (nodeId: string) => string;
}

export const TreeNodeRow = ({ node, level, ctx }: { node: TreeNode; level: number; ctx: TreeRowContext }) => {
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const notify = useNotify();
  const hasChildren = node.children.length > 0;
  const open = ctx.expanded.has(node.id);

  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'F2' && can(ctx.role, 'treeRenameNode')) {
      e.preventDefault();
      setRenaming(true);
    } else if (e.key === 'Delete' && can(ctx.role, 'treeDeleteNode')) {
      e.preventDefault();
      const blocked = whyNotDeletable(node);
      if (blocked) notify(blocked, { type: 'info' });
      else setDeleting(true);
    }
  };

  return (
    <li
      role="treeitem"
      aria-level={level}
      aria-expanded={hasChildren ? open : undefined}
      aria-selected={ctx.focusedId === node.id}
      aria-label={node.name}
      data-node-id={node.id}
      tabIndex={ctx.focusedId === node.id ? 0 : -1}
      onFocus={(e) => e.target === e.currentTarget && ctx.focus(node.id)}
      onKeyDown={onKeyDown}
      className="tree-item"
      ref={item}
    >
      <Stack
        direction="row"

        spacing={1}
        className="tree-row"
        sx={{
          alignItems: 'center',
          pl: (level - 1) * 3,
          pr: 1,
          py: 0.5,
          borderRadius: 1,
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <Box sx={{ width: 32 }}>
          {hasChildren && (
            <IconButton
              size="small"
              tabIndex={-1}
              aria-label={open ? `Collapse ${node.name}` : `Expand ${node.name}`}
              onClick={() => ctx.toggle(node.id)}
            >
              {open ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />}
            </IconButton>
          )}
        </Box>
        {renaming ? (
          <RenameNodeField
            node={node}
            onDone={() => {
              setRenaming(false);
              // Ended by Enter or Escape, not by a click elsewhere (a blur), which keeps its focus.
              if (item.current?.contains(document.activeElement)) item.current.focus();
            }}
          />
        ) : (
          <Typography sx={{ fontWeight: level === 1 ? 600 : 400 }} onDoubleClick={() => setRenaming(true)}>
            {node.name}
          </Typography>
        )}
        <Chip size="small" label={node.type} variant="outlined" />
        {node.marketName && <Chip size="small" label={node.marketName} color="primary" variant="outlined" />}
        <MuiLink component={Link} to={ctx.usersLink(node.id)} variant="body2" underline="hover">
          {node.usersCount ?? 0} {node.usersCount === 1 ? 'user' : 'users'}
        </MuiLink>
        <Box sx={{ flex: 1 }} />
        {can(ctx.role, 'treeAddNode') && (
          <AddNodeButton partnerId={ctx.partnerId} parent={node} onAdded={() => ctx.toggle(node.id, true)} />
        )}
        {can(ctx.role, 'treeRenameNode') && (
          <Tooltip title="Rename (F2)">
            <IconButton size="small" aria-label={`Rename ${node.name}`} onClick={() => setRenaming(true)}>
              <DriveFileRenameOutline fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        {can(ctx.role, 'treeEditSubscribers') && <NodeSubscribersButton partnerId={ctx.partnerId} node={node} />}
        <NodeScreenLinks node={node} role={ctx.role} />
        {can(ctx.role, 'treeDeleteNode') && <MigrateNodeButton partnerId={ctx.partnerId} node={node} />}
        {can(ctx.role, 'treeDeleteNode') && <DeleteNodeButton node={node} open={deleting} setOpen={setDeleting} />}
      </Stack>
      {hasChildren && open && (
        <Box component="ul" role="group" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {node.children.map((child) => (
            <TreeNodeRow key={child.id} node={child} level={level + 1} ctx={ctx} />
          ))}
        </Box>
      )}
    </li>
  );
};
