// Review requests (issue 10 §2): who may be asked for which approval, the due date (three days by default, never in
// the past), one open request per kind, withdrawal, the workflow's idempotent steps, when a request is complete and
// who is still to be reminded, and when the reminder falls.
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_ARCHIVED_FOR_REVIEW,
  CAMPAIGN_NOT_FOUND,
  CampaignAggregate,
  decideReview,
  DUE_DATE_IN_PAST,
  INVALID_DUE_DATE,
  REQUEST_ALREADY_OPEN,
  REQUEST_ENDED,
  REQUEST_NOT_FOUND,
  REVIEWERS_NOT_PROVIDED,
  reviewerCannotApprove,
  userCannotBeNamed,
  type CampaignEvent,
  type NamedUser,
  type RequestApproval,
} from '../../domain/campaign';
import { reviewProgress } from '../../domain/campaign/review-progress';
import { reminderAt } from '../../domain/campaign/review-schedule';
import { PersonaliseTreeAggregate, type PersonaliseEvent } from '../../domain/personalise';
import { ROLES, type Role } from '../../domain/roles';
import { spec } from '../support/given-when-then';
import { campaignCreated } from '../support/campaign-events';

const given = spec(CampaignAggregate, decideReview).given;
const campaignId = 'c0000000000000000000000c';
const at = '2026-11-23T10:00:00.000Z';
const created = campaignCreated({ campaignId, createdAt: at });
const user = (userId: string, role: Role | null, reaches = true): NamedUser => ({
  userId,
  role,
  label: `${userId} name`,
  cannotSee: reaches ? null : 'nodes',
});
const users = [
  user('rev', 'REVIEWER'),
  user('mgr', 'MANAGER'),
  user('ssr', 'SELF_SERVICE_REVIEWER'),
  user('ana', 'ANALYST'),
  user('far', 'REVIEWER', false),
];
const ask = (fields: Partial<RequestApproval> = {}): RequestApproval => ({
  type: 'RequestApproval',
  requestId: 'r1',
  isFinal: false,
  userIds: ['rev'],
  watcherIds: [],
  users,
  by: 'admin',
  at,
  ...fields,
});
const requested = (
  fields: Partial<Extract<CampaignEvent, { type: 'ApprovalRequested' }>['data']> = {},
): CampaignEvent => ({
  type: 'ApprovalRequested',
  data: {
    campaignId,
    requestId: 'r1',
    n: 1,
    isFinal: false,
    userIds: ['rev'],
    watcherIds: [],
    dueAt: '2026-11-26T10:00:00.000Z',
    by: 'admin',
    at,
    ...fields,
  },
});
const on = { campaignId, requestId: 'r1', at: '2026-11-24T10:00:00.000Z' };

describe('RequestApproval', () => {
  it('records the request, number n of the campaign, due three days later by default', () => {
    given([created])
      .when(ask({ watcherIds: ['mgr', 'rev'] }))
      .then([requested({ watcherIds: ['mgr'] })]);
    given([created, requested(), { type: 'ApprovalRequestWithdrawn', data: { ...on, by: 'admin' } }])
      .when(ask({ requestId: 'r2', dueAt: '2026-11-24T09:30:00+01:00' }))
      .then([requested({ requestId: 'r2', n: 2, dueAt: '2026-11-24T08:30:00.000Z' })]);
  });

  it('asks interim approval only of roles that give it, final only of roles that give it', () => {
    const interim = ROLES.filter((role) =>
      ['SUPER', 'ADMIN', 'SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'SELF_SERVICE_REVIEWER', 'REVIEWER'].includes(
        role,
      ),
    );
    const final = ['SUPER', 'ADMIN', 'SELF_SERVICE_ADMIN', 'MANAGER'];
    for (const role of ROLES) {
      for (const [isFinal, allowed] of [
        [false, interim],
        [true, final],
      ] as const) {
        const when = given([created]).when(ask({ isFinal, userIds: ['u'], users: [user('u', role)] }));
        if (allowed.includes(role)) when.then([requested({ isFinal, userIds: ['u'] })]);
        else when.thenThrows(422, reviewerCannotApprove('u name', isFinal));
      }
    }
  });

  it('refuses no one to ask, users outside the campaign’s reach, and unknown users, naming the user, the field and why', () => {
    given([created])
      .when(ask({ userIds: [], watcherIds: [] }))
      .thenThrows(422, REVIEWERS_NOT_PROVIDED);
    given([created])
      .when(ask({ userIds: ['far'] }))
      .thenThrows(422, userCannotBeNamed('far name', 'userIds', 'nodes'));
    given([created])
      .when(ask({ userIds: ['nobody'] }))
      .thenThrows(422, userCannotBeNamed('nobody', 'userIds', 'unknown'));
    given([created])
      .when(ask({ watcherIds: ['far'] }))
      .thenThrows(422, userCannotBeNamed('far name', 'watcherIds', 'nodes'));
    const chloe: NamedUser = { userId: 'chloe', role: 'REVIEWER', label: 'Chloe', cannotSee: 'conceptOnly' };
    given([created])
      .when(ask({ watcherIds: ['chloe'], users: [...users, chloe] }))
      .thenThrows(422, 'Chloe cannot be a watcher: concept-only users see only the concepts area');
  });

  it('refuses a due date that is not a date or not in the future', () => {
    given([created])
      .when(ask({ dueAt: 'tomorrow' }))
      .thenThrows(422, INVALID_DUE_DATE);
    given([created])
      .when(ask({ dueAt: at }))
      .thenThrows(422, DUE_DATE_IN_PAST);
  });

  it('keeps one open request per kind, refuses archived and unknown campaigns', () => {
    given([created, requested()])
      .when(ask({ requestId: 'r2' }))
      .thenThrows(409, REQUEST_ALREADY_OPEN);
    given([created, requested()])
      .when(ask({ requestId: 'r2', isFinal: true, userIds: ['mgr'] }))
      .then([requested({ requestId: 'r2', n: 2, isFinal: true, userIds: ['mgr'] })]);
    given([created, { type: 'CampaignArchived', data: { campaignId } }])
      .when(ask())
      .thenThrows(422, CAMPAIGN_ARCHIVED_FOR_REVIEW);
    given([]).when(ask()).thenThrows(404, CAMPAIGN_NOT_FOUND);
  });
});

describe('withdrawal and the workflow’s steps', () => {
  const withdrawn: CampaignEvent = { type: 'ApprovalRequestWithdrawn', data: { ...on, by: 'admin' } };
  it('withdraws an open request once; a completed one cannot be withdrawn; an unknown one is not found', () => {
    given([created, requested()])
      .when({ type: 'WithdrawApprovalRequest', requestId: 'r1', by: 'admin', at: on.at })
      .then([withdrawn]);
    given([created, requested(), withdrawn])
      .when({ type: 'WithdrawApprovalRequest', requestId: 'r1', by: 'admin', at: on.at })
      .then([]);
    given([created, requested(), { type: 'ApprovalRequestCompleted', data: on }])
      .when({ type: 'WithdrawApprovalRequest', requestId: 'r1', by: 'admin', at: on.at })
      .thenThrows(409, REQUEST_ENDED);
    given([created])
      .when({ type: 'WithdrawApprovalRequest', requestId: 'r9', by: 'admin', at: on.at })
      .thenThrows(404, REQUEST_NOT_FOUND);
  });

  it('records a reminder, an escalation and the completion once each, and nothing once the request ended', () => {
    given([created, requested()])
      .when({ type: 'RecordReminder', ...on })
      .then([{ type: 'ApprovalReminderSent', data: on }]);
    given([created, requested(), { type: 'ApprovalReminderSent', data: on }])
      .when({ type: 'RecordReminder', ...on })
      .then([]);
    given([created, requested()])
      .when({ type: 'RecordEscalation', ...on })
      .then([{ type: 'ApprovalRequestEscalated', data: on }]);
    given([created, requested(), { type: 'ApprovalRequestEscalated', data: on }])
      .when({ type: 'RecordEscalation', ...on })
      .then([]);
    given([created, requested()])
      .when({ type: 'CompleteApprovalRequest', ...on })
      .then([{ type: 'ApprovalRequestCompleted', data: on }]);
    given([created, requested(), withdrawn])
      .when({ type: 'CompleteApprovalRequest', ...on })
      .then([]);
    given([created, requested(), withdrawn])
      .when({ type: 'RecordEscalation', ...on })
      .then([]);
  });
});

describe('reviewProgress', () => {
  const tree = { treeId: 't1', campaignId };
  const fold = (events: PersonaliseEvent[]) =>
    events.reduce(PersonaliseTreeAggregate.evolve, PersonaliseTreeAggregate.initialState());
  const variant = (variantId: string): PersonaliseEvent => ({
    type: 'VariantCreated',
    data: {
      ...tree,
      variantId,
      name: variantId,
      clonedFrom: null,
      createdBy: 'admin',
      createdAt: at,
      formats: [`${variantId}-f0`, `${variantId}-f1`].map((formatId) => ({
        formatId,
        templateId: 'tA',
        values: {},
        signalIds: [],
        cards: null,
        required: [],
      })),
    },
  });
  const decide = (
    formatIds: string[],
    final: boolean,
    by = 'rev',
    when = '2026-11-24T00:00:00.000Z',
  ): PersonaliseEvent => ({
    type: 'FormatApprovalsChanged',
    data: { ...tree, approvals: formatIds, rejections: [], final, by, role: final ? 'MANAGER' : 'REVIEWER', at: when },
  });
  const decisions = (events: PersonaliseEvent[]) =>
    events.flatMap((e) => (e.type === 'FormatApprovalsChanged' ? [e.data] : []));
  const request = { isFinal: false, userIds: ['rev', 'ssr'], at };

  it('is complete when every live format has the requested approval, and not while there is no format', () => {
    expect(reviewProgress(request, [fold([])], []).complete).toBe(false);
    const half = [variant('v1'), variant('v2'), decide(['v1-f0', 'v1-f1'], false)];
    expect(reviewProgress(request, [fold(half)], decisions(half))).toEqual({
      complete: false,
      approved: 2,
      formats: 4,
      pendingReviewers: ['ssr'],
    });
    // An archived variant does not count; a final approval satisfies an interim request, not the other way round.
    const rest = [...half, { type: 'VariantArchived', data: { ...tree, variantId: 'v2' } } as PersonaliseEvent];
    expect(reviewProgress(request, [fold(rest)], decisions(rest)).complete).toBe(true);
    expect(reviewProgress({ ...request, isFinal: true }, [fold(rest)], decisions(rest)).complete).toBe(false);
    const final = [...rest, decide(['v1-f0', 'v1-f1'], true, 'mgr')];
    expect(
      reviewProgress({ isFinal: true, userIds: ['mgr', 'rev'], at }, [fold(final)], decisions(final)),
    ).toMatchObject({ complete: true, pendingReviewers: ['rev'] });
  });

  it('counts a reviewer’s decisions only since the request', () => {
    const before = [variant('v1'), decide(['v1-f0'], false, 'rev', '2026-11-22T00:00:00.000Z')];
    expect(reviewProgress(request, [fold(before)], decisions(before)).pendingReviewers).toEqual(['rev', 'ssr']);
  });
});

describe('reminderAt', () => {
  it('falls 24 hours before the due date, or half-way when the review is shorter than two days', () => {
    expect(reminderAt(at, '2026-11-26T10:00:00.000Z')).toBe('2026-11-25T10:00:00.000Z');
    expect(reminderAt(at, '2026-11-24T10:00:00.000Z')).toBe('2026-11-23T22:00:00.000Z');
    expect(reminderAt(at, '2026-11-23T12:00:00.000Z')).toBe('2026-11-23T11:00:00.000Z');
  });
});
