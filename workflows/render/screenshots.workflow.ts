// One render request, `render-screenshots-<requestId>` (issue 19 §1): its formats in chunks of CHUNK_SIZE, one
// activity each, as many at once as the renderer has browsers (a new run every CHUNKS_PER_RUN chunks, so the history
// stays short); then the outcome is recorded and the user told.
// Deterministic: the activities touch the world and are idempotent (a chunk skips what its request's stream shows
// settled), so a retried chunk or a rerun of the whole workflow records each format once. A cancel is recorded on the
// request's stream first, which the running chunks watch; the signal only spares starting the chunks left.
import {
  ActivityFailure,
  ApplicationFailure,
  continueAsNew,
  defineSignal,
  proxyActivities,
  setHandler,
} from '@temporalio/workflow';
import type { ChunkTarget, ScreenshotActivities, ScreenshotTarget } from './screenshot-activities';

/** Sent by the API after a cancel of the whole request was recorded. */
export const renderCancelled = defineSignal('renderCancelled');

const CHUNK_FAILED = 'The format could not be rendered';
/** Chunks one run takes on before it continues as a new run: a 60,000-format request keeps a short history. */
const CHUNKS_PER_RUN = 1000;
/** How long a chunk's worker may go without a heartbeat before it is taken for lost and the chunk retried. */
const HEARTBEAT_TIMEOUT_MS = 30_000;

const steps = proxyActivities<ScreenshotActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumAttempts: 10, nonRetryableErrorTypes: ['RenderRequestNotFound'] },
});
// A chunk of ten formats takes seconds; a lost worker is noticed by its missing heartbeats: within the timeout the
// worker that began the request gives (ScreenshotDeps.heartbeatTimeoutMs; a plan recorded before it did, the default).
const chunksWith = (heartbeatTimeoutMs = HEARTBEAT_TIMEOUT_MS) =>
  proxyActivities<ScreenshotActivities>({
    startToCloseTimeout: '30 minutes',
    heartbeatTimeout: heartbeatTimeoutMs,
    retry: { initialInterval: '1 second', maximumInterval: '30 seconds', maximumAttempts: 10 },
  });

/** A run of the workflow: from which chunk, and (tests make it small) how many chunks before the next run. */
export type ScreenshotRun = ScreenshotTarget & { fromChunk?: number; chunksPerRun?: number };

export async function renderScreenshots(target: ScreenshotRun): Promise<string> {
  let cancelled = false;
  setHandler(renderCancelled, () => {
    cancelled = true;
  });
  const { fromChunk = 0, chunksPerRun = CHUNKS_PER_RUN, ...request } = target;
  const plan = await steps.beginScreenshots({ ...request, fromChunk });
  const chunks = chunksWith(plan.heartbeatTimeoutMs);
  const until = Math.min(plan.chunks, fromChunk + chunksPerRun);
  let next = fromChunk;
  const lane = async () => {
    while (!cancelled && next < until) {
      const chunk: ChunkTarget = { ...request, chunk: next++ };
      try {
        await chunks.renderScreenshotChunk(chunk);
      } catch (error) {
        const cause = error instanceof ActivityFailure ? error.cause : null;
        await steps.failScreenshotChunk(
          chunk,
          cause instanceof ApplicationFailure && cause.message ? cause.message : CHUNK_FAILED,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(plan.concurrency, until - fromChunk)) }, lane));
  if (!cancelled && until < plan.chunks)
    return continueAsNew<typeof renderScreenshots>({ ...request, fromChunk: until, chunksPerRun });
  return steps.finishScreenshots(request);
}
