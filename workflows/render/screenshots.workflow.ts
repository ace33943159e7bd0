// One render request, `render-screenshots-<requestId>` (issue 19 §1): its formats in chunks of CHUNK_SIZE, one
// activity each, as many at once as the renderer has browsers; then the outcome is recorded and the user told.
// Deterministic: the activities touch the world and are idempotent (a chunk skips what its request's stream shows
// settled), so a retried chunk or a rerun of the whole workflow records each format once. A cancel is recorded on the
// request's stream first, which the running chunks watch; the signal only spares starting the chunks left.
import { ActivityFailure, ApplicationFailure, defineSignal, proxyActivities, setHandler } from '@temporalio/workflow';
import type { ChunkTarget, ScreenshotActivities, ScreenshotTarget } from './screenshot-activities';

/** Sent by the API after a cancel of the whole request was recorded. */
export const renderCancelled = defineSignal('renderCancelled');

const CHUNK_FAILED = 'The format could not be rendered';

const steps = proxyActivities<ScreenshotActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumAttempts: 10, nonRetryableErrorTypes: ['RenderRequestNotFound'] },
});
const chunks = proxyActivities<ScreenshotActivities>({
  // A chunk of ten formats takes seconds; a lost worker is noticed by its missing heartbeats.
  startToCloseTimeout: '30 minutes',
  heartbeatTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '30 seconds', maximumAttempts: 5 },
});

export async function renderScreenshots(target: ScreenshotTarget): Promise<string> {
  let cancelled = false;
  setHandler(renderCancelled, () => {
    cancelled = true;
  });
  const plan = await steps.beginScreenshots(target);
  let next = 0;
  const lane = async () => {
    while (!cancelled && next < plan.chunks) {
      const chunk: ChunkTarget = { ...target, chunk: next++ };
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
  await Promise.all(Array.from({ length: Math.max(1, Math.min(plan.concurrency, plan.chunks)) }, lane));
  return steps.finishScreenshots(target);
}
