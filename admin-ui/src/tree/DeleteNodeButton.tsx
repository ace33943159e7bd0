// DELETE /business-nodes/{id}, after a confirmation (also opened by the Del key); 409 'Delete failed,
// entity in use' is shown as sent.
import { ConfirmCommandButton } from '../common/ConfirmCommandButton';
import { DELETE } from '../common/verbs';
import type { TreeNode } from '../providers/types';

export const DeleteNodeButton = ({
  node,
  open,
  setOpen,
}: {
  node: TreeNode;
  open: boolean;
  setOpen: (open: boolean) => void;
}) => (
  <ConfirmCommandButton
    command="deleteNode"
    params={{ id: node.id }}
    verb={DELETE}
    hint="Delete (Del)"
    open={open}
    onOpenChange={setOpen}
    entity="Node"
    subject={node.name}
    content="Only a node without child nodes and users can be deleted."
  />
);
