// Saving a template version's details or business nodes in a dialog: '{name} saved' and the dialog closes, or the
// server's message.
import { useNotify } from 'react-admin';
import { useNotifyError } from '../../common/notifications';
import type { CommandParams } from '../../providers/adapters';
import type { Template } from '../../providers/adapters/templates';
import { useCommand } from '../../providers/useCommand';

type TemplateSave = 'changeTemplateDetails' | 'setTemplateBusinessNodes';

export function useTemplateSave<N extends TemplateSave>(command: N, onClose: () => void) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [run, { isPending }] = useCommand(command);
  const save = (params: CommandParams<N>) =>
    void run(params, {
      onSuccess: (data: Template) => {
        notify(`${data.name} saved`, { type: 'success' });
        onClose();
      },
      onError: notifyError,
    });
  return { save, isPending };
}
