// One tearsheet, `build-tearsheet-<tearsheetId>` (issue 19 §3), on the render worker's task queue: the user is told it
// started, its entries are collected once (kept beside the PDF, so a retry lays out the same list), the PDF is built
// and stored with its progress recorded, and the user is told it finished; a build that fails every try is recorded
// failed, and the user told. Deterministic: the activities touch the world and are idempotent (each reads the
// tearsheet's stream first), so a retried activity or a rerun of the whole workflow records each step once.
import { ActivityFailure, ApplicationFailure, proxyActivities } from '@temporalio/workflow';
import type { TearsheetActivities, TearsheetTarget } from './tearsheet-activities';

const BUILD_FAILED = 'The tearsheet could not be built';

const steps = proxyActivities<TearsheetActivities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '1 second', maximumAttempts: 10, nonRetryableErrorTypes: ['TearsheetNotFound'] },
});
const work = proxyActivities<TearsheetActivities>({
  // A 10,000-creative tearsheet takes a minute or so; a lost worker is noticed by its missing heartbeats.
  startToCloseTimeout: '30 minutes',
  heartbeatTimeout: '1 minute',
  retry: { initialInterval: '2 seconds', maximumAttempts: 3, nonRetryableErrorTypes: ['TearsheetNotFound'] },
});

export async function buildTearsheet(target: TearsheetTarget): Promise<string> {
  const begun = await steps.beginTearsheet(target);
  if (begun !== 'go') return begun;
  try {
    await work.collectTearsheet(target);
    await work.buildTearsheetPdf(target);
    return 'ready';
  } catch (error) {
    const cause = error instanceof ActivityFailure ? error.cause : null;
    await steps.failTearsheet(
      target,
      cause instanceof ApplicationFailure && cause.message ? cause.message : BUILD_FAILED,
    );
    return 'failed';
  }
}
