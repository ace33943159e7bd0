// Deactivate (POST /users/{id}/deactivate) or activate again (POST /users/{id}/activate), after a
// confirmation. Nobody deactivates themselves: the server refuses it, so the button says so beforehand.
import { useRecordContext } from 'react-admin';
import { CANNOT_DEACTIVATE_YOURSELF } from '../../../domain/user/decide';
import { useSession } from '../auth/session';
import { ConfirmCommandButton } from '../common/ConfirmCommandButton';
import { ACTIVATE, DEACTIVATE } from '../common/verbs';
import type { User } from '../providers/types';

/** The server's refusal (commands/users.ts), shown before it is asked. */

const COMMANDS = {
  deactivate: { verb: DEACTIVATE, content: 'The user will no longer be able to sign in.' },
  activate: { verb: ACTIVATE, content: 'The user will be able to sign in again.' },
};

export const UserStatusButton = ({ variant = 'icon' }: { variant?: 'icon' | 'button' }) => {
  const user = useRecordContext<User>();
  const session = useSession();
  if (!user) return null;
  const command = user.status === 'DEACTIVATED' ? 'activate' : 'deactivate';
  const yourself = command === 'deactivate' && session?.id === user.id;
  return (
    <ConfirmCommandButton
      {...COMMANDS[command]}
      command={command}
      params={{ id: user.id }}
      entity="User"
      subject={user.email}
      variant={variant}
      disabledReason={yourself ? CANNOT_DEACTIVATE_YOURSELF : null}
    />
  );
};
