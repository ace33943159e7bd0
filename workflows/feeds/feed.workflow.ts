// A scheduled feed's run, `feed-<treeId>` (issue 23 §3), started by its Temporal Schedule (starters.ts): one activity
// fetches the feed from its link, imports it into the tree and records the outcome on the schedule's stream.
import { proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { FeedRun } from '../../domain/feed-schedule';
import type { FeedActivities } from './activities';

// The activity records a failed fetch or import as the run's outcome itself; a retry is only for its own crash.
const act = proxyActivities<FeedActivities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '10 seconds', maximumAttempts: 3 },
});

export async function scheduledFeedImport(target: { treeId: string }): Promise<FeedRun | null> {
  return act.importScheduledFeed({ treeId: target.treeId, workflowId: workflowInfo().workflowId });
}
