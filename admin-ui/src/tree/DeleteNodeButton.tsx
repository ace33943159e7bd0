// DELETE /business-nodes/{id}, after a confirmation (also opened by the Del key). Only a node without child nodes and
// users can be deleted (the server answers 409 'Delete failed, entity in use' otherwise): the tree knows both, so
// the button of a node that has either is disabled and says which; a refusal for any other reason is shown as sent.
import { ConfirmCommandButton } from '../common/ConfirmCommandButton';
import { DELETE } from '../common/verbs';
import type { TreeNode } from '../providers/types';

const ONLY_EMPTY = 'Only a node without child nodes and users can be deleted.';

/** Why the node cannot be deleted, or null when it can. */
export const whyNotDeletable = (node: TreeNode): string | null =>
  node.children.length > 0
    ? `${node.name} has child nodes. ${ONLY_EMPTY}`
    : (node.usersCount ?? 0) > 0
      ? `${node.name} has users. ${ONLY_EMPTY}`
      : null;

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
