// Review requests and the notification centre over HTTP (issue 10 §2; spec 2 §7): an allowed and a refused role for
// every route, a foreign partner's ids, the refusals that append nothing, the campaign's interim/final request times,
// the workflow each request starts, and each user's own notifications with the unread count live on /ws.
import { beforeAll, describe, expect, it } from 'vitest';
import { sendNotification } from '../../commands/notifications';
import { reviewContext } from '../../commands/reviews';
import {
  CAMPAIGN_ARCHIVED_FOR_REVIEW,
  CAMPAIGN_NOT_FOUND,
  DUE_DATE_IN_PAST,
  REQUEST_ALREADY_OPEN,
  REQUEST_NOT_FOUND,
  reviewerCannotApprove,
  userCannotBeNamed,
  CAMPAIGN_ACCESS_DENIED,
} from '../../domain/campaign';
import { NOTIFICATION_NOT_FOUND } from '../../domain/notification';
import { WRONG_ROLES_MESSAGE } from '../../domain/roles';
import { MESSAGES } from '../../domain/shared/errors';
import { q } from '../support/http';
import { liveSocket } from '../support/uploads';
import { addNode, inviteAndAccept } from '../support/fixtures';
import { campaignWithTrees, expectStatus, usePersonaliseWorld, patch } from './personalise-fixture';

const w = usePersonaliseWorld();
const id = (role: string) => w.acme.users[role]!.id;
const streamLength = async (campaignId: string) =>
  Number(
    (await w.t.system.deps.pool.query(`SELECT count(*) FROM es_event WHERE stream_id = $1`, [`Campaign-${campaignId}`]))
      .rows[0].count,
  );
const del = (role: string, path: string) => w.as(role as never).request('DELETE', path);

describe('POST /campaigns/{id}/request-approval', () => {
  let requestId: string;

  it('records an interim request due in three days, starts its workflow and stamps the campaign', async () => {
    const reply = expectStatus(
      await w.as('SELF_SERVICE_ADMIN').post(`/campaigns/${w.campaignId}/request-approval`, {
        userIds: [id('REVIEWER'), id('SELF_SERVICE_REVIEWER')],
        watcherIds: [id('MANAGER')],
        isFinal: false,
      }),
      201,
    );
    const body = reply.body;
    requestId = body.id;
    expect(body).toMatchObject({
      campaignId: w.campaignId,
      n: 1,
      isFinal: false,
      userIds: [id('REVIEWER'), id('SELF_SERVICE_REVIEWER')],
      watcherIds: [id('MANAGER')],
      status: 'open',
      requestedBy: id('SELF_SERVICE_ADMIN'),
    });
    expect(Date.parse(body.dueAt) - Date.parse(body.requestedAt)).toBe(3 * 24 * 3600_000);
    const handle = w.t.system.temporal.client.workflow.getHandle(`review-${w.campaignId}-1`);
    expect((await handle.describe()).status.name).toBe('RUNNING');
    const { rows } = await w.t.system.deps.pool.query(
      `SELECT interim_approval_requested_at, final_approval_requested_at FROM campaign WHERE id = $1`,
      [w.campaignId],
    );
    expect(rows[0].interim_approval_requested_at.toISOString()).toBe(body.requestedAt);
    expect(rows[0].final_approval_requested_at).toBeNull();
    // Every reader sees it, newest first.
    expect(
      expectStatus(await w.as('REVIEWER').get(`/campaigns/${w.campaignId}/approval-requests`), 200).body.map(
        (r: { id: string }) => r.id,
      ),
    ).toEqual([requestId]);
  });

  it('refuses, appending nothing: a second open interim request, a reviewer who cannot give final approval, a foreign user, a past due date', async () => {
    const before = await streamLength(w.campaignId);
    const ask = (body: object) => w.as('SELF_SERVICE_ADMIN').post(`/campaigns/${w.campaignId}/request-approval`, body);
    expect((await ask({ userIds: [id('REVIEWER')], isFinal: false })).body).toMatchObject({
      statusCode: 409,
      message: REQUEST_ALREADY_OPEN,
    });
    expect((await ask({ userIds: [id('REVIEWER')], isFinal: true })).body).toMatchObject({
      statusCode: 422,
      message: reviewerCannotApprove('REVIEWER user', true),
      details: { field: 'userIds', userId: id('REVIEWER') },
    });
    // A foreign partner's user is not named (nothing of another partner leaks), only its id.
    const foreign = w.globex.users.SELF_SERVICE_ADMIN!.id;
    expect((await ask({ userIds: [foreign], isFinal: true })).body).toMatchObject({
      statusCode: 422,
      message: userCannotBeNamed(foreign, 'userIds', 'unknown'),
    });
    expect((await ask({ userIds: [id('MANAGER')], watcherIds: [id('ANALYST')], isFinal: true })).body).toMatchObject({
      statusCode: 422,
      message: userCannotBeNamed('ANALYST user', 'watcherIds', 'role'),
      details: { field: 'watcherIds', userId: id('ANALYST') },
    });
    expect((await ask({ userIds: [id('MANAGER')], isFinal: true, dueAt: '2020-01-01T00:00:00Z' })).body).toMatchObject({
      statusCode: 422,
      message: DUE_DATE_IN_PAST,
    });
    expect((await ask({ userIds: [id('MANAGER')], isFinal: true, extra: 1 })).status).toBe(400);
    expect(await streamLength(w.campaignId)).toBe(before);
  });

  it('is the campaign creators’: the REVIEWER is refused, the MANAGER asks for final approval with a due date', async () => {
    const before = await streamLength(w.campaignId);
    const refused = await w
      .as('REVIEWER')
      .post(`/campaigns/${w.campaignId}/request-approval`, { userIds: [id('MANAGER')], isFinal: true });
    expect(refused.body).toMatchObject({ statusCode: 403, message: WRONG_ROLES_MESSAGE });
    expect(await streamLength(w.campaignId)).toBe(before);
    const dueAt = new Date(Date.now() + 3600_000).toISOString();
    const reply = expectStatus(
      await w
        .as('MANAGER')
        .post(`/campaigns/${w.campaignId}/request-approval`, { userIds: [id('MANAGER')], isFinal: true, dueAt }),
      201,
    );
    expect(reply.body).toMatchObject({ n: 2, isFinal: true, dueAt });
    expect(
      expectStatus(await w.as('REVIEWER').get(`/campaigns/${w.campaignId}/approval-requests`), 200).body.map(
        (r: { n: number }) => r.n,
      ),
    ).toEqual([2, 1]);
  });

  it('answers a foreign partner’s campaign 403 and an unknown one 404; the ANALYST reads no requests', async () => {
    const foreign = w.foreign.campaignId;
    expect(
      (
        await w
          .as('SELF_SERVICE_ADMIN')
          .post(`/campaigns/${foreign}/request-approval`, { userIds: [id('REVIEWER')], isFinal: false })
      ).body,
    ).toMatchObject({ statusCode: 403, message: CAMPAIGN_ACCESS_DENIED });
    expect((await w.as('SELF_SERVICE_ADMIN').get(`/campaigns/${foreign}/approval-requests`)).body).toMatchObject({
      statusCode: 403,
      message: CAMPAIGN_ACCESS_DENIED,
    });
    expect((await del('SELF_SERVICE_ADMIN', `/campaigns/${foreign}/request-approval/${requestId}`)).status).toBe(403);
    expect(
      (await w.as('SELF_SERVICE_ADMIN').get(`/campaigns/ffffffffffffffffffffffff/approval-requests`)).body,
    ).toMatchObject({ statusCode: 404, message: CAMPAIGN_NOT_FOUND });
    expect((await w.as('ANALYST').get(`/campaigns/${w.campaignId}/approval-requests`)).body).toMatchObject({
      statusCode: 403,
      message: WRONG_ROLES_MESSAGE,
    });
  });

  it('is withdrawn by a campaign creator, not by the REVIEWER; an unknown request is not found', async () => {
    expect((await del('REVIEWER', `/campaigns/${w.campaignId}/request-approval/${requestId}`)).body).toMatchObject({
      statusCode: 403,
      message: WRONG_ROLES_MESSAGE,
    });
    expect(
      (await del('SELF_SERVICE_ADMIN', `/campaigns/${w.campaignId}/request-approval/ffffffffffffffffffffffff`)).body,
    ).toMatchObject({ statusCode: 404, message: REQUEST_NOT_FOUND });
    const withdrawn = expectStatus(
      await del('SELF_SERVICE_ADMIN', `/campaigns/${w.campaignId}/request-approval/${requestId}`),
      200,
    ).body;
    expect(withdrawn).toMatchObject({ id: requestId, status: 'withdrawn' });
    expect(withdrawn.endedAt).not.toBeNull();
    // The kind is free again.
    expectStatus(
      await w
        .as('SELF_SERVICE_ADMIN')
        .post(`/campaigns/${w.campaignId}/request-approval`, { userIds: [id('REVIEWER')], isFinal: false }),
      201,
    );
  });
});

describe('GET /users/watchers', () => {
  it('lists the active campaign readers of the caller’s partner by name or e-mail and role; never the ANALYST', async () => {
    const all = expectStatus(await w.as('SELF_SERVICE_ADMIN').get('/users/watchers'), 200).body as {
      id: string;
      role: string;
    }[];
    expect(all.map((u) => u.role).sort()).toEqual([
      'MANAGER',
      'REVIEWER',
      'SELF_SERVICE_ADMIN',
      'SELF_SERVICE_MANAGER',
      'SELF_SERVICE_REVIEWER',
    ]);
    const reviewers = expectStatus(
      await w.as('REVIEWER').get(`/users/watchers?allowedRoles=REVIEWER,MANAGER&marketId=${w.acme.childNodeId}`),
      200,
    ).body as { id: string }[];
    expect(reviewers.map((u) => u.id).sort()).toEqual([id('MANAGER'), id('REVIEWER')].sort());
    const byEmail = w.acme.users.MANAGER!.email;
    expect(
      expectStatus(await w.as('REVIEWER').get(`/users/watchers?input=${encodeURIComponent(byEmail)}`), 200).body.map(
        (u: { id: string }) => u.id,
      ),
    ).toEqual([id('MANAGER')]);
  });

  it('refuses the ANALYST, a foreign partner, and a top admin who names no partner', async () => {
    expect((await w.as('ANALYST').get('/users/watchers')).body).toMatchObject({
      statusCode: 403,
      message: WRONG_ROLES_MESSAGE,
    });
    expect((await w.as('SELF_SERVICE_ADMIN').get(`/users/watchers?partnerId=${w.globex.partnerId}`)).status).toBe(403);
    expect((await w.as('SELF_SERVICE_ADMIN').get(`/users/watchers?marketId=${w.globex.childNodeId}`)).status).toBe(403);
    expect((await w.as('SELF_SERVICE_ADMIN').get('/users/watchers?marketId=ffffffffffffffffffffffff')).status).toBe(
      404,
    );
    expect((await w.su.get('/users/watchers')).body).toMatchObject({
      statusCode: 400,
      message: MESSAGES.partnerRequired,
    });
    expect(
      expectStatus(await w.su.get(`/users/watchers?partnerId=${w.acme.partnerId}&allowedRoles=MANAGER`), 200).body.map(
        (u: { id: string }) => u.id,
      ),
    ).toEqual([id('MANAGER')]);
    expect((await w.su.get('/users/watchers?allowedRoles=NOBODY')).status).toBe(400);
  });
});

describe('the pickers and the refusal agree on who can see the campaign', () => {
  let campaignId: string;
  let chloe: string;
  let sam: string;
  const picker = async (query: string) =>
    (expectStatus(await w.as('SELF_SERVICE_ADMIN').get(`/users/watchers?${query}`), 200).body as { id: string }[]).map(
      (u) => u.id,
    );

  beforeAll(async () => {
    ({ campaignId } = await campaignWithTrees(w.su, w.acme, 'Autumn'));
    // Chloe: a concept-only reviewer on the campaign's node; Sam: a reviewer on a node beside it, which it does not
    // reach.
    chloe = (
      await inviteAndAccept(w.t, w.su, w.acme.partnerId, w.acme.childNodeId, 'REVIEWER', { isConceptOnly: true })
    ).id;
    const france = await addNode(w.su, w.acme.partnerId, { parentId: w.acme.rootNodeId, name: 'France' });
    sam = (await inviteAndAccept(w.t, w.su, w.acme.partnerId, france, 'REVIEWER')).id;
  }, 60_000);

  it('offers, with campaignId, only users who can see the campaign; without it, every reader of the partner', async () => {
    const everyone = await picker('allowedRoles=REVIEWER');
    expect(everyone).toEqual(expect.arrayContaining([id('REVIEWER'), chloe, sam]));
    expect((await picker(`allowedRoles=REVIEWER&campaignId=${campaignId}`)).sort()).toEqual([id('REVIEWER')]);
    const offered = await picker(`campaignId=${campaignId}`);
    expect(offered).not.toContain(chloe);
    expect(offered).not.toContain(sam);
    expect(offered.sort()).toEqual(
      ['MANAGER', 'REVIEWER', 'SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'SELF_SERVICE_REVIEWER'].map(id).sort(),
    );
    // Every user offered is one the request takes.
    expectStatus(
      await w.as('SELF_SERVICE_ADMIN').post(`/campaigns/${campaignId}/request-approval`, {
        userIds: [id('REVIEWER')],
        watcherIds: offered,
        isFinal: false,
      }),
      201,
    );
  });

  it('scopes the picker to a campaign the caller sees', async () => {
    expect(
      (await w.as('SELF_SERVICE_ADMIN').get(`/users/watchers?campaignId=${w.foreign.campaignId}`)).body,
    ).toMatchObject({ statusCode: 403, message: CAMPAIGN_ACCESS_DENIED });
    expect((await w.as('SELF_SERVICE_ADMIN').get('/users/watchers?campaignId=ffffffffffffffffffffffff')).status).toBe(
      404,
    );
    expect((await w.su.get(`/users/watchers?campaignId=${campaignId}&partnerId=${w.globex.partnerId}`)).status).toBe(
      404,
    );
    expect((await picker(`campaignId=${campaignId}`)).sort()).toEqual(
      (expectStatus(await w.su.get(`/users/watchers?campaignId=${campaignId}`), 200).body as { id: string }[])
        .map((u) => u.id)
        .sort(),
    );
  });

  it('refuses a user who cannot see it, naming the user, the field and why, appending nothing', async () => {
    const before = await streamLength(campaignId);
    const ask = (body: object) =>
      w.as('SELF_SERVICE_ADMIN').post(`/campaigns/${campaignId}/request-approval`, { isFinal: true, ...body });
    expect((await ask({ userIds: [id('MANAGER')], watcherIds: [chloe] })).body).toMatchObject({
      statusCode: 422,
      message: 'REVIEWER user cannot be a watcher: concept-only users see only the concepts area',
      details: { field: 'watcherIds', userId: chloe },
    });
    expect((await ask({ userIds: [sam] })).body).toMatchObject({
      statusCode: 422,
      message: 'REVIEWER user cannot be a reviewer: the user is not assigned to any of the campaign’s business nodes',
      details: { field: 'userIds', userId: sam },
    });
    expect((await ask({ userIds: [id('MANAGER')], watcherIds: [sam] })).body).toMatchObject({
      statusCode: 422,
      message: userCannotBeNamed('REVIEWER user', 'watcherIds', 'nodes'),
      details: { field: 'watcherIds', userId: sam },
    });
    expect(await streamLength(campaignId)).toBe(before);
  });

  it('refuses a request on an archived campaign with a 422, appending nothing', async () => {
    expectStatus(
      await w.as('SELF_SERVICE_ADMIN').request('PUT', `/campaigns/${campaignId}/archive`, { archived: true }),
      200,
    );
    const before = await streamLength(campaignId);
    const refused = await w
      .as('SELF_SERVICE_ADMIN')
      .post(`/campaigns/${campaignId}/request-approval`, { userIds: [id('MANAGER')], isFinal: true });
    expect(refused.body).toMatchObject({ statusCode: 422, message: CAMPAIGN_ARCHIVED_FOR_REVIEW });
    expect(await streamLength(campaignId)).toBe(before);
  });
});

describe('the notification centre', () => {
  const send = async (userId: string, n: number) => {
    const result = await sendNotification({ store: w.t.system.deps.store }, reviewContext(w.acme.partnerId, 'test'), {
      notificationId: `${'a'.repeat(23)}${n}-approvalRequested-${userId}`,
      userId,
      kind: 'approvalRequested',
      campaignId: w.campaignId,
      requestId: 'b'.repeat(24),
      title: `Approval requested: Summer ${n}`,
      message: 'm',
      link: `/campaigns/${w.campaignId}`,
      at: new Date(Date.UTC(2026, 10, 23, 10, n)).toISOString(),
    });
    await w.t.system.runner.waitFor(result.position!);
  };

  it('shows each user their own notifications, newest first, and counts the unread live', async () => {
    const reviewer = w.as('REVIEWER');
    const socket = liveSocket(w.t, reviewer, 'bell');
    await socket.opened;
    await send(id('REVIEWER'), 1);
    await send(id('REVIEWER'), 2);
    expect(await socket.next((m) => m.type === 'notifications' && m.unread === 2)).toEqual({
      type: 'notifications',
      unread: 2,
    });
    const page = expectStatus(await reviewer.get(`/notifications?range=${q([0, 0])}`), 200);
    expect(page.headers.get('content-range')).toBe('notifications 0-0/2');
    expect(page.body).toMatchObject([
      { title: 'Approval requested: Summer 2', read: false, kind: 'approvalRequested', campaignId: w.campaignId },
    ]);
    expect(expectStatus(await reviewer.get('/notifications/unread-count'), 200).body).toEqual({ count: 2 });
    // The ANALYST has a centre too, empty; another user's notification is not found for them.
    expect(expectStatus(await w.as('ANALYST').get('/notifications'), 200).body).toEqual([]);
    const newest = page.body[0].id as string;
    expect((await patch(w.as('MANAGER'), `/notifications/${newest}/read`)).body).toMatchObject({
      statusCode: 404,
      message: NOTIFICATION_NOT_FOUND,
    });
    expect(expectStatus(await patch(reviewer, `/notifications/${newest}/read`), 200).body).toEqual({ updated: 1 });
    expect(await socket.next((m) => m.type === 'notifications' && m.unread === 1)).toEqual({
      type: 'notifications',
      unread: 1,
    });
    expect(expectStatus(await reviewer.get(`/notifications?filter=${q({ unread: true })}`), 200).body).toHaveLength(1);
    expect(expectStatus(await reviewer.post('/notifications/read-all', undefined), 200).body).toEqual({ updated: 1 });
    expect(expectStatus(await reviewer.post('/notifications/read-all', undefined), 200).body).toEqual({ updated: 0 });
    expect(expectStatus(await reviewer.get('/notifications/unread-count'), 200).body).toEqual({ count: 0 });
    socket.close();
  });

  it('answers strangers 401', async () => {
    const stranger = await fetch(`${w.t.baseUrl}/api/v1/notifications/unread-count`);
    expect(stranger.status).toBe(401);
  });
});

describe('the read models', () => {
  it('a rebuild from the first event gives exactly the rows the live projections built', async () => {
    const queries = [
      'SELECT * FROM approval_request ORDER BY id',
      'SELECT * FROM notification ORDER BY id',
      'SELECT id, interim_approval_requested_at, final_approval_requested_at FROM campaign ORDER BY id',
    ];
    const snapshot = async () =>
      Promise.all(queries.map(async (query) => (await w.t.system.deps.pool.query(query)).rows));
    const live = await snapshot();
    expect(live.map((rows) => rows.length >= 2)).toEqual([true, true, true]);
    for (const projection of ['reviews', 'notifications', 'campaigns']) await w.t.system.runner.rebuild(projection);
    expect(await snapshot()).toEqual(live);
  });
});
