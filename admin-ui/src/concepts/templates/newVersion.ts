// What the dialogs that save a new version of a template (edit code, edit) share: their props, and what
// follows a save: '<name> saved as v<n>', the card back on the highest version, the dialog closed.
import { useNotify } from 'react-admin';
import { useNotifyError } from '../../common/notifications';
import type { Template } from '../../providers/adapters/templates';

export interface NewVersionDialogProps {
  template: Template;
  onClose: () => void;
  /** The new version was made. */
  onSaved: () => void;
}

export function useNewVersionSaved({ onClose, onSaved }: Pick<NewVersionDialogProps, 'onClose' | 'onSaved'>) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  return {
    onSuccess: (data: Template) => {
      notify(`${data.name} saved as v${data.version}`, { type: 'success' });
      onSaved();
      onClose();
    },
    onError: notifyError,
  };
}
