// What follows a saved user form: say what was saved, then back to the list when there is one. A user who
// changed their own role goes on with it from the new role's home.
import { flushSync } from 'react-dom';
import { useNotify, useRedirect } from 'react-admin';
import { homePath } from '../../../domain/roles';
import { getSession, setSession } from '../auth/session';
import type { User } from '../providers/types';
import { useNotifyError } from './notifications';

export function useUserSaved(done: 'created' | 'updated', backTo?: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  const notifyError = useNotifyError();
  return {
    onSuccess: (user: User) => {
      notify(`User ${user.email} ${done}`, { type: 'success' });
      const session = getSession();
      if (session?.id === user.id && session.role !== user.role) {
        // In one render: this page's own gate must not see the new role first.
        flushSync(() => {
          setSession({ ...session, role: user.role });
          redirect(homePath(user.role, session.isConceptOnly));
        });
      } else if (backTo) redirect(backTo);
    },
    onError: notifyError,
  };
}
