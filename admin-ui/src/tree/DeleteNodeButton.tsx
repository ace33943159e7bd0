// DELETE /business-nodes/{id}, after a confirmation (also opened by the Del key). Only a node without child nodes and
// users can be deleted (the server answers 409 'Delete failed, entity in use' otherwise): the tree knows both, so
// the button of a node that has either is disabled and says which; a refusal for any other reason is shown as sent.
import { nodeInUse, type NodeInUse } from '../../../domain/business-tree/state';
import { ConfirmCommandButton } from '../common/ConfirmCommandButton';
import { DELETE } from '../common/verbs';
import type { TreeNode } from '../providers/types';

const ONLY_EMPTY = 'Only a node without child nodes and users can be deleted.';

const IN_USE_BY: Record<NodeInUse, string> = { childNodes: 'has child nodes', users: 'has users' };

/** Why the node cannot be deleted, or null when it can: the domain's rule, on what the tree shows. */
export const whyNotDeletable = (node: TreeNode): string | null => {
  const inUse = nodeInUse({ hasChildren: node.children.length > 0, hasUsers: (node.usersCount ?? 0) > 0 });
  return inUse && `${node.name} ${IN_USE_BY[inUse]}. ${ONLY_EMPTY}`;
};

export const DeleteNodeButton = ({
  node,
  open,
  setOpen,
}: {
  node: TreeNode;
  open: boolean;
  setOpen: (open: boolean) => void;
}) => {
  const blocked = whyNotDeletable(node);
  return (
    <ConfirmCommandButton
      command="deleteNode"
      params={{ id: node.id }}
      verb={DELETE}
      hint="Delete (Del)"
      open={open && !blocked}
      onOpenChange={setOpen}
      entity="Node"
      subject={node.name}
      content={ONLY_EMPTY}
      disabledReason={blocked}
    />
  );
};
