// One review request, `review-<campaignId>-<n>` (issue 10 §2): it tells the reviewers, reminds those who have not
// decided before the due date (24 h before, or half-way when shorter), escalates to the campaign's admins once it
// passes, and ends when every live format holds the requested approval (checked after each approval signal) or when
// the request is withdrawn. Both timers start together at the outset, so they keep their absolute times however often
// a signal wakes the workflow; they are durable, so days survive a restart of the product.
import { condition, defineSignal, proxyActivities, setHandler, sleep } from '@temporalio/workflow';
import type { ReviewActivities, ReviewTarget } from './activities';

/** Sent by the API after an approval on the campaign's trees is projected. */
export const approvalsChanged = defineSignal('approvalsChanged');
/** Sent by the API after the request is withdrawn. */
export const withdrawn = defineSignal('withdrawn');

const act = proxyActivities<ReviewActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '2 seconds', maximumAttempts: 10 },
});

export async function reviewRequest(target: ReviewTarget): Promise<string> {
  let changed = true;
  let isWithdrawn = false;
  setHandler(approvalsChanged, () => {
    changed = true;
  });
  setHandler(withdrawn, () => {
    isWithdrawn = true;
  });
  const start = await act.beginReview(target);
  if (start.status !== 'open') return start.status;
  let remindNow = false;
  let escalateNow = false;
  void sleep(Math.max(1, start.remindInMs)).then(() => (remindNow = true));
  void sleep(Math.max(1, start.dueInMs)).then(() => (escalateNow = true));
  let reminded = false;
  let escalated = false;
  for (;;) {
    await condition(() => changed || isWithdrawn || (remindNow && !reminded) || (escalateNow && !escalated));
    if (isWithdrawn) {
      await act.tellWithdrawn(target);
      return 'withdrawn';
    }
    if (changed) {
      changed = false;
      const status = await act.checkReview(target);
      // Withdrawn before its signal arrived (the API appends first, then signals): the reviewers are told all the same.
      if (status === 'withdrawn') isWithdrawn = true;
      else if (status !== 'open') return status;
    } else if (remindNow && !reminded) {
      reminded = true;
      await act.remind(target);
    } else {
      escalated = true;
      await act.escalate(target);
    }
  }
}
