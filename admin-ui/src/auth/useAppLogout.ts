// Log Out with a loader while it runs (spec 1 §2.2); failure shows 'Something went wrong :(' with the detail.
// In concept-only mode it is 'Back to the parent application' (spec 1 §2.3): the session ends without
// resetting the app's state, and the browser leaves for the application that opened this one.
import { useCallback, useSyncExternalStore } from 'react';
import { useLogout, useNotify } from 'react-admin';
import { authProvider } from './authProvider';
import { currentPathAndQuery, getSession, ignoreReturnPathsFor, isConceptOnlyMode, saveReturnPath } from './session';

let loggingOut = false;
const listeners = new Set<() => void>();
function setLoggingOut(value: boolean) {
  loggingOut = value;
  listeners.forEach((l) => l());
}

export function useIsLoggingOut(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => loggingOut,
  );
}

/** The application that opened this one (another site), else the sign-in page. */
function parentApplication(): string {
  const referrer = document.referrer ? new URL(document.referrer) : null;
  return referrer && referrer.origin !== window.location.origin ? referrer.href : '/login';
}

async function backToParent(): Promise<void> {
  await authProvider.logout({});
  window.location.assign(parentApplication());
}

export function useAppLogout() {
  const logout = useLogout();
  const notify = useNotify();
  return useCallback(
    async ({ returnHere = false }: { returnHere?: boolean } = {}) => {
      if (loggingOut) return;
      setLoggingOut(true);
      try {
        // After an automatic logout the user comes back to the same page once signed in again.
        if (returnHere) saveReturnPath(currentPathAndQuery());
        else ignoreReturnPathsFor(2_000);
        if (!returnHere && isConceptOnlyMode(getSession())) await backToParent();
        else await logout({}, '/login', false);
      } catch (error) {
        notify(`Something went wrong :( ${(error as Error)?.message ?? ''}`.trim(), { type: 'error' });
      } finally {
        setLoggingOut(false);
      }
    },
    [logout, notify],
  );
}
