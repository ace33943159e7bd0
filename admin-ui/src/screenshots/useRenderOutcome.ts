// Follows a render the user asked for on this screen until the queue, read after the ask, shows it finished: while it
// runs the screen says so (the refresh button spins), and when it finished with failures, the spec's toast 'Failed to
// generate screenshots' with the service notification's advice under it (spec 2 §8).
import { useCallback, useEffect, useState } from 'react';
import { SCREENSHOT_ERROR, SCREENSHOTS_FAILED_TOAST } from '../../../domain/screenshot/messages';
import type { RenderQueueState } from '../../../domain/screenshot/answers';
import { useNotifyFailure } from '../common/notifications';

export interface QueueRead {
  data: RenderQueueState | undefined;
  /** When the queue was last read (ms). */
  dataUpdatedAt: number;
}

/** `watch(requestId)` follows a request (null: the call recorded nothing); `watching` while it runs. */
export function useRenderOutcome({ data, dataUpdatedAt }: QueueRead) {
  const notifyFailure = useNotifyFailure();
  const [watched, setWatched] = useState<{ id: string; since: number } | null>(null);
  useEffect(() => {
    // Only a read made after the ask tells: an older one knows nothing of the request.
    if (!watched || !data || dataUpdatedAt <= watched.since) return;
    const request = data.requests.find((r) => r.id === watched.id);
    if (request && !request.outcome) return;
    setWatched(null);
    if (request?.outcome && request.outcome.failed > 0)
      notifyFailure(SCREENSHOTS_FAILED_TOAST, new Error(SCREENSHOT_ERROR));
  }, [data, dataUpdatedAt, watched, notifyFailure]);
  const watch = useCallback(
    (requestId: string | null) => setWatched(requestId ? { id: requestId, since: Date.now() } : null),
    [],
  );
  return { watch, watching: watched !== null };
}
