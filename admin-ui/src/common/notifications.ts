// Toast durations of spec 1 §9 (the default success duration is not given: react-admin's is kept), and the two ways
// errors are toasted: the server's own message, or the spec's words for a failed action with the server's under them.
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { isForbidden } from './NoAccess';

export const ERROR_TOAST_MS = 5_000;
export const BULK_SUCCESS_MS = 3_000;

export function useNotifyError(): (error: Error) => void {
  const notify = useNotify();
  return useCallback(
    (error: Error) => notify(error.message, { type: 'error', autoHideDuration: ERROR_TOAST_MS }),
    [notify],
  );
}

/** A failed action's toast: its title, then the server's detail on a second line when it says more. */
export const failureText = (title: string, error?: Error) =>
  error?.message && error.message !== title ? `${title}\n${error.message}` : title;

/**
 * The toast of a failed action that the spec names in its own words (spec 2 §8 'Toast messages'): those words, the
 * server's detail under them.
 */
export function useNotifyFailure(): (title: string, error?: Error) => void {
  const notify = useNotify();
  return useCallback(
    (title: string, error?: Error) =>
      notify(failureText(title, error), { type: 'error', autoHideDuration: ERROR_TOAST_MS, multiLine: true }),
    [notify],
  );
}

/**
 * For a record's query: a 404 has already opened the 404 page (providers/httpClient.ts) and a 403 shows the no-access
 * panel (NoAccess.tsx); any other failure shows the server's message, never react-admin's generic 'Element does not
 * exist'.
 */
export function useLoadFailed() {
  const notifyError = useNotifyError();
  return {
    onError: (error: Error & { status?: number }) => error.status !== 404 && !isForbidden(error) && notifyError(error),
  };
}
