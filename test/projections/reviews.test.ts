import { describe, it } from 'vitest';
import type { CampaignEvent } from '../../domain/campaign/events';
import { reviewsProjection } from '../../projections/reviews/projection';
import { at, date, projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(reviewsProjection);
const STANDING = 'SELECT id, status, reminded_at, escalated_at, ended_at FROM approval_request ORDER BY id';

/** Campaign c1's request r<n>, asked of two reviewers at minute n, due a day later. */
const campaign = () => {
  const event = stream<CampaignEvent>('Campaign-c1');
  const requested = (n: number, isFinal = false) =>
    event(
      'ApprovalRequested',
      {
        campaignId: 'c1',
        requestId: `r${n}`,
        n,
        isFinal,
        userIds: ['u1', 'u2'],
        watcherIds: ['w1'],
        dueAt: at(n + 1440),
        by: 'm1',
        at: at(n),
      },
      n,
    );
  const on = (n: number) => ({ campaignId: 'c1', requestId: `r${n}` });
  return { event, requested, on };
};

const open = (n: number) => ({ id: `r${n}`, status: 'open', reminded_at: null, escalated_at: null, ended_at: null });

describe('reviews projection', () => {
  it('holds a requested review as open, with its reviewers, watchers, due date and requester', async () => {
    const { requested } = campaign();
    await spec.given([requested(1, true)]).then(
      `SELECT id, campaign_id, n, is_final, user_ids, watcher_ids, due_at, requested_by, requested_at, status
         FROM approval_request`,
      [
        {
          id: 'r1',
          campaign_id: 'c1',
          n: 1,
          is_final: true,
          user_ids: ['u1', 'u2'],
          watcher_ids: ['w1'],
          due_at: date(1441),
          requested_by: 'm1',
          requested_at: date(1),
          status: 'open',
        },
      ],
    );
  });

  it('marks a reminder and an escalation on their request only, leaving it open', async () => {
    const { event, requested, on } = campaign();
    await spec
      .given([requested(1), requested(2)])
      .when([
        event('ApprovalReminderSent', { ...on(2), at: at(5) }, 5),
        event('ApprovalRequestEscalated', { ...on(2), at: at(6) }, 6),
      ])
      .then(STANDING, [open(1), { ...open(2), reminded_at: date(5), escalated_at: date(6) }]);
  });

  it('ends a request withdrawn or completed, and the first end stands', async () => {
    const { event, requested, on } = campaign();
    await spec
      .given([requested(1), requested(2)])
      .when([
        event('ApprovalRequestWithdrawn', { ...on(1), by: 'm1', at: at(3) }, 3),
        event('ApprovalRequestCompleted', { ...on(2), at: at(4) }, 4),
        event('ApprovalRequestCompleted', { ...on(1), at: at(5) }, 5),
        event('ApprovalRequestWithdrawn', { ...on(2), by: 'm1', at: at(6) }, 6),
      ])
      .then(STANDING, [
        { ...open(1), status: 'withdrawn', ended_at: date(3) },
        { ...open(2), status: 'completed', ended_at: date(4) },
      ]);
  });

  it("keeps another campaign's requests apart", async () => {
    const { requested } = campaign();
    const other = stream<CampaignEvent>('Campaign-c2');
    const on = { campaignId: 'c2', requestId: 'x1' };
    await spec
      .given([requested(1)])
      .when([
        other(
          'ApprovalRequested',
          { ...on, n: 1, isFinal: false, userIds: [], watcherIds: [], dueAt: at(9), by: 'm2', at: at(2) },
          2,
        ),
        other('ApprovalRequestCompleted', { ...on, at: at(3) }, 3),
      ])
      .then('SELECT id, campaign_id, status FROM approval_request ORDER BY id', [
        { id: 'r1', campaign_id: 'c1', status: 'open' },
        { id: 'x1', campaign_id: 'c2', status: 'completed' },
      ]);
  });
});
