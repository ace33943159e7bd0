// One publish, `publish-<publishId>` (issue 20 §3): its creatives in chunks of CHUNK_SIZE, one activity each, a few at
// once (a new run every CHUNKS_PER_RUN chunks, so a 20,000-creative publish keeps a short history); then the outcome
// is recorded and its user told, and the ads' reviews are followed by a workflow of their own,
// `publish-reviews-<publishId>`, which outlives this one. Deterministic: the activities touch the world and are
// idempotent (a chunk skips what the publish's stream shows settled and finds an ad made before it makes one).
import {
  ActivityFailure,
  ApplicationFailure,
  continueAsNew,
  ParentClosePolicy,
  proxyActivities,
  startChild,
} from '@temporalio/workflow';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import { followReviews, type ReviewRun } from './reviews.workflow';
import type { ChunkFailure, PublishActivities, PublishTarget } from './activities';

export { followReviews } from './reviews.workflow';

const CHUNK_FAILED: ChunkFailure = { kind: 'unavailable', message: 'The platform did not answer', code: 'noAnswer' };
/** Chunks one run takes on before it continues as a new run. */
const CHUNKS_PER_RUN = 200;
/** How long a chunk's worker may go without a heartbeat before it is taken for lost and the chunk retried. */
const HEARTBEAT_TIMEOUT_MS = 20_000;

const steps = proxyActivities<PublishActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumAttempts: 10, nonRetryableErrorTypes: ['PublishNotFound'] },
});
// A chunk waits for the platform as it asks (nextRetryDelay: CM360 and DV360 throttling, a spent daily quota until it
// renews); otherwise backs off from 1 s. A lost worker is noticed by its missing heartbeats: within the timeout the
// worker that began the publish gives (PublishDeps.heartbeatTimeoutMs; a plan recorded before it did, the default).
const chunksWith = (heartbeatTimeoutMs = HEARTBEAT_TIMEOUT_MS) =>
  proxyActivities<PublishActivities>({
    startToCloseTimeout: '30 minutes',
    heartbeatTimeout: heartbeatTimeoutMs,
    retry: {
      initialInterval: '1 second',
      maximumInterval: '5 minutes',
      maximumAttempts: 12,
      nonRetryableErrorTypes: ['PublishNotFound', 'auth', 'account', 'invalid'],
    },
  });

/** A run of the workflow: from which chunk, how many chunks before the next run, how the reviews are followed. */
export type PublishRun = PublishTarget & {
  fromChunk?: number;
  chunksPerRun?: number;
  reviews?: Omit<ReviewRun, 'publishId'>;
};

export interface PublishOutcome {
  published: number;
  failed: number;
}

function failureOf(error: unknown): ChunkFailure {
  const cause = error instanceof ActivityFailure ? error.cause : null;
  if (!(cause instanceof ApplicationFailure) || !cause.message) return CHUNK_FAILED;
  const [details] = cause.details as [{ kind?: string; code?: string }?];
  return {
    kind: (details?.kind ?? 'unavailable') as ChunkFailure['kind'],
    message: cause.message,
    code: details?.code ?? cause.type ?? '',
  };
}

export async function publishCampaign(target: PublishRun): Promise<PublishOutcome> {
  const { fromChunk = 0, chunksPerRun = CHUNKS_PER_RUN, reviews, ...publish } = target;
  const plan = await steps.beginPublish({ ...publish, fromChunk });
  const chunks = chunksWith(plan.heartbeatTimeoutMs);
  const until = Math.min(plan.chunks, fromChunk + chunksPerRun);
  let next = fromChunk;
  const lane = async () => {
    while (next < until) {
      const chunk = { ...publish, chunk: next++ };
      try {
        await chunks.publishChunk(chunk);
      } catch (error) {
        await steps.failPublishChunk(chunk, failureOf(error));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(plan.concurrency, until - fromChunk)) }, lane));
  if (until < plan.chunks) return continueAsNew<typeof publishCampaign>({ ...target, fromChunk: until });
  const outcome = await steps.finishPublish(publish);
  if (outcome.published > 0) {
    try {
      await startChild(followReviews, {
        workflowId: `publish-reviews-${publish.publishId}`,
        // First polled after the wait the worker was given (PublishDeps.firstReviewPollMs), else the reviews' default.
        args: [{ pollMs: plan.firstReviewPollMs, ...reviews, publishId: publish.publishId }],
        parentClosePolicy: ParentClosePolicy.ABANDON,
      });
    } catch (error) {
      // A rerun of a finished publish finds its reviews followed already.
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    }
  }
  return outcome;
}
