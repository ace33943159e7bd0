// Confirms one campaign action and runs it (pessimistic: the screens change once the server has accepted it), then
// says what was done; a refusal is shown as the server sent it. Mounted per action, so its command is fixed.
import { useNotify } from 'react-admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useNotifyError } from '../common/notifications';
import { useCommand } from '../providers/useCommand';
import type { CampaignAction } from './campaignActions';

interface CampaignActionDialogProps {
  action: CampaignAction;
  /** The campaign's name. */
  subject: string;
  onClose: () => void;
  onDone?: () => void;
}

export const CampaignActionDialog = ({ action, subject, onClose, onDone }: CampaignActionDialogProps) => {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [run, { isPending }] = useCommand(action.command);
  const confirm = () =>
    run(action.params, {
      onSuccess: () => {
        notify(`Campaign ${subject} ${action.verb.done}`, { type: 'success' });
        onClose();
        onDone?.();
      },
      onError: (error) => {
        notifyError(error);
        onClose();
      },
    });
  return (
    <ConfirmDialog
      open
      pending={isPending}
      title={`${action.verb.label} ${subject}?`}
      content={action.content}
      confirm={action.verb.label}
      destructive={action.verb.destructive}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
};
