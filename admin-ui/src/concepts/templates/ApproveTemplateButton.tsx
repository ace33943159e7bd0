// Approve one template version, or remove one's own approval (spec 3 §4, §6). Only the final approvers may;
// for everyone else the button is disabled and says why.
import { Button } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { useNotify } from 'react-admin';
import { TEMPLATE_APPROVAL_REMOVED, TEMPLATE_APPROVED } from '../../../../domain/concept/approvals';
import { useSession } from '../../auth/session';
import { useNotifyError } from '../../common/notifications';
import { WhyDisabled, WORKING } from '../../common/WhyDisabled';
import type { Template } from '../../providers/adapters/templates';
import { useCommand } from '../../providers/useCommand';
import { whyNoApproval } from './templateAccess';

export const ApproveTemplateButton = ({ template }: { template: Template }) => {
  const session = useSession();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const approvedByMe = template.approvals.users.some((user) => user.userId === session?.id);
  const [run, { isPending }] = useCommand(approvedByMe ? 'unapproveTemplate' : 'approveTemplate');
  const reason = whyNoApproval(session?.role) ?? (isPending ? WORKING : null);
  const onClick = () =>
    void run(
      { conceptId: template.conceptId, templateId: template.id },
      {
        onSuccess: () => notify(approvedByMe ? TEMPLATE_APPROVAL_REMOVED : TEMPLATE_APPROVED, { type: 'success' }),
        onError: notifyError,
      },
    );
  return (
    <WhyDisabled reason={reason}>
      <Button
        size="small"
        startIcon={approvedByMe ? <RemoveCircleOutline /> : <CheckCircleOutline />}
        disabled={!!reason}
        onClick={onClick}
        aria-label={`${approvedByMe ? 'Remove approval of' : 'Approve'} ${template.name} v${template.version}`}
      >
        {approvedByMe ? 'Remove approval' : 'Approve'}
      </Button>
    </WhyDisabled>
  );
};
