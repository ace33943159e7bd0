// Toast durations of spec 1 §9 (the default success duration is not given: react-admin's is kept), and
// the one way errors are toasted: the server's own message.
import { useCallback } from 'react';
import { useNotify } from 'react-admin';

export const ERROR_TOAST_MS = 5_000;
export const BULK_SUCCESS_MS = 3_000;

export function useNotifyError(): (error: Error) => void {
  const notify = useNotify();
  return useCallback(
    (error: Error) => notify(error.message, { type: 'error', autoHideDuration: ERROR_TOAST_MS }),
    [notify],
  );
}

/**
 * For a record's query: a 404 has already opened the 404 page (providers/httpClient.ts); any other failure
 * shows the server's message, never react-admin's generic 'Element does not exist'.
 */
export function useLoadFailed() {
  const notifyError = useNotifyError();
  return { onError: (error: Error & { status?: number }) => error.status !== 404 && notifyError(error) };
}
