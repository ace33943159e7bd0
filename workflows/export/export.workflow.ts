// One export to cloud storage, `export-<exportId>` (issue 22 §2; spec 3 §4 "Cloud export job"), on the render
// worker's task queue: the user is told it started, each destination's uploads run side by side (one activity per
// destination, heartbeating, so a lost worker's destination is taken up by another, which skips what is already in
// the bucket), a destination that fails every try has its files recorded FAILED, and the outcome (SUCCEED or FAILED)
// is recorded and told. Deterministic: the activities touch the world and are idempotent.
import { ActivityFailure, ApplicationFailure, proxyActivities } from '@temporalio/workflow';
import type { ExportJobState } from '../../domain/export/events';
import type { ExportActivities, ExportTarget } from './activities';

const UPLOAD_FAILED = 'The files could not be uploaded';

const steps = proxyActivities<ExportActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumAttempts: 10, nonRetryableErrorTypes: ['ExportNotFound'] },
});

export async function exportToCloudStorage(target: ExportTarget): Promise<ExportJobState> {
  const begun = await steps.beginExport(target);
  if (begun.status !== 'go') return begun.status;
  const uploads = proxyActivities<ExportActivities>({
    // Large files stream for long; a lost worker is noticed by its missing heartbeats.
    startToCloseTimeout: '6 hours',
    heartbeatTimeout: begun.heartbeatTimeoutMs,
    retry: {
      initialInterval: '2 seconds',
      maximumAttempts: 5,
      nonRetryableErrorTypes: ['ExportNotFound', 'ConnectorGone', 'EndpointNotPublic'],
    },
  });
  await Promise.all(
    begun.connectionIds.map(async (connectionId) => {
      try {
        await uploads.exportToDestination({ ...target, connectionId });
      } catch (error) {
        const cause = error instanceof ActivityFailure ? error.cause : null;
        const reason = cause instanceof ApplicationFailure && cause.message ? cause.message : UPLOAD_FAILED;
        await steps.failDestination({ ...target, connectionId }, reason);
      }
    }),
  );
  return steps.finishExport(target);
}
