// The reviews of a publish's ads, `publish-reviews-<publishId>` (issue 20 §3): the platform is asked for each ad's
// effective status until every one has settled (ACTIVE, WITH_ISSUES, DISAPPROVED with its reasons), first after
// `pollMs`, then twice as long each time up to MAX_POLL_MS, for FOLLOW_DAYS at most. What changed is recorded as
// events (AdReviewChanged), so the status shown is always the platform's last word. A new run every POLLS_PER_RUN
// polls.
import { continueAsNew, patched, proxyActivities, sleep } from '@temporalio/workflow';
import type { PublishActivities, PublishTarget } from './activities';

const FIRST_POLL_MS = 30_000;
const MAX_POLL_MS = 30 * 60_000;
const FOLLOW_DAYS = 14;
const POLLS_PER_RUN = 100;
/** Runs begun before this patch asked at once, before their first wait: they replay so. */
const WAIT_FIRST_PATCH = 'reviews-wait-first';

const act = proxyActivities<PublishActivities>({
  startToCloseTimeout: '10 minutes',
  heartbeatTimeout: '1 minute',
  retry: { initialInterval: '5 seconds', maximumInterval: '10 minutes', nonRetryableErrorTypes: ['PublishNotFound'] },
});

export type ReviewRun = PublishTarget & {
  /** The wait before the next poll. */
  pollMs?: number;
  /** How long the reviews have been followed, over the earlier runs. */
  followedMs?: number;
};

export async function followReviews(target: ReviewRun): Promise<string> {
  let followedMs = target.followedMs ?? 0;
  let wait = target.pollMs ?? FIRST_POLL_MS;
  const pause = async () => {
    await sleep(wait);
    followedMs += wait;
    wait = Math.min(wait * 2, MAX_POLL_MS);
  };
  // The first run waits before it first asks: the answer that made each ad said its review then (PublishedCreative).
  // A later run begins where the one before paused.
  if (target.followedMs === undefined && patched(WAIT_FIRST_PATCH)) await pause();
  for (let poll = 0; poll < POLLS_PER_RUN; poll++) {
    const { unsettled } = await act.pollReviews({ publishId: target.publishId });
    if (unsettled === 0) return 'settled';
    if (followedMs + wait > FOLLOW_DAYS * 86_400_000) return 'unsettled';
    await pause();
  }
  return continueAsNew<typeof followReviews>({ publishId: target.publishId, pollMs: wait, followedMs });
}
