// Log Out with a loader while it runs (spec 1 §2.2); failure shows 'Something went wrong :(' with the detail.
import { useCallback, useSyncExternalStore } from 'react';
import { useLogout, useNotify } from 'react-admin';
import { currentPathAndQuery, ignoreReturnPathsFor, saveReturnPath } from './session';

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
        await logout({}, '/login', false);
      } catch (error) {
        notify(`Something went wrong :( ${(error as Error)?.message ?? ''}`.trim(), { type: 'error' });
      } finally {
        setLoggingOut(false);
      }
    },
    [logout, notify],
  );
}
