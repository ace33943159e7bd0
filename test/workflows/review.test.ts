// The review workflow (workflows/review/): with time skipping on Temporal's test server, a request reminds the
// reviewers who have not decided a day before its due date, escalates to the campaign's admins once it passes, and
// completes when every live format holds the requested approval — telling users in their notification centre and by
// mail through a real SMTP stand-in. Then, on the real local Temporal server, a request's durable timers outlive a
// restart of the product: the same run reminds, escalates and completes after it.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignAdmins, directoryUsers } from '../../projections/reviews/queries';
import { freePort } from '../../runtime/free-port';
import type { RunningWorker } from '../../workflows/runtime/worker';
import { workflowStarters, type WorkflowStarters } from '../../workflows/starters';
import { smtpMailer } from '../../workflows/review/mailer';
import { startReviewWorker } from '../../workflows/review/worker';
import { campaignWithTrees, expectStatus, newVariant, patch, usePersonaliseWorld } from '../api/personalise-fixture';
import { startTestApp, type TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { partnerFixture } from '../support/fixtures';
import type { HttpClient } from '../support/http';
import { smtpStandIn, type SmtpStandIn } from '../support/smtp';
import { testTaskQueue } from '../support/temporal';
import { timeSkippingEnvironment } from '../support/time-skipping';

/** Each user's notification kinds, as the notifications read model holds them. */
async function notified(t: TestApp): Promise<Record<string, string[]>> {
  await t.system.runner.waitFor(await t.system.deps.store.headPosition());
  const { rows } = await t.system.deps.pool.query<{ user_id: string; kind: string }>(
    `SELECT user_id, kind FROM notification ORDER BY sent_at, kind`,
  );
  const byUser: Record<string, string[]> = {};
  for (const row of rows) (byUser[row.user_id] ??= []).push(row.kind);
  return byUser;
}

async function campaignEvents(t: TestApp, campaignId: string): Promise<string[]> {
  const { rows } = await t.system.deps.pool.query<{ type: string }>(
    `SELECT type FROM es_event WHERE stream_id = $1 ORDER BY position`,
    [`Campaign-${campaignId}`],
  );
  return rows.map((r) => r.type).filter((type) => type !== 'CampaignCreated');
}

/** A google variant of the campaign, its two formats approved with the given kind by the client. */
async function variantWithFormats(client: HttpClient, campaignId: string, treeId: string, name: string) {
  const treePath = `/campaigns/${campaignId}/personalize/${treeId}`;
  const variantId = await newVariant(client, treePath, name);
  const variant = expectStatus(await client.get(`${treePath}/variants/${variantId}`), 200).body as {
    formats: { id: string }[];
  };
  return variant.formats.map((f) => f.id);
}
const approve = async (client: HttpClient, campaignId: string, treeId: string, formatIds: string[], final: boolean) =>
  expectStatus(
    await patch(client, `/campaigns/${campaignId}/creatives/approvals`, {
      treeId,
      approvals: formatIds,
      rejections: [],
      final,
    }),
    200,
  );

describe('with time skipping', () => {
  const w = usePersonaliseWorld();
  let env: TestWorkflowEnvironment;
  let worker: RunningWorker;
  let smtp: SmtpStandIn;
  let reviews: WorkflowStarters['reviews'];
  const id = (role: string) => w.acme.users[role]!.id;

  beforeAll(async () => {
    smtp = await smtpStandIn();
    env = await timeSkippingEnvironment();
    const taskQueue = testTaskQueue('review');
    const pool = w.t.system.deps.pool;
    worker = await startReviewWorker(
      { nativeConnection: env.nativeConnection, namespace: env.namespace ?? 'default', log: () => undefined },
      taskQueue,
      {
        commands: { store: w.t.system.deps.store },
        mailer: smtpMailer(smtp.url, 'Varia <no-reply@varia.test>'),
        directory: {
          users: (ids) => directoryUsers(pool, ids),
          campaignAdmins: (campaignId) => campaignAdmins(pool, campaignId),
        },
      },
    );
    reviews = workflowStarters(env.client, { upload: taskQueue, render: taskQueue, review: taskQueue }).reviews;
  }, 240_000);
  afterAll(async () => {
    await worker?.stop();
    await env?.teardown();
    await smtp?.close();
  });

  it('tells the reviewers, reminds the one who has not decided before the due date, escalates after it, completes when all is approved', async () => {
    const formats = await variantWithFormats(w.as('SELF_SERVICE_ADMIN'), w.campaignId, w.google, 'Review me');
    const requested = expectStatus(
      await w.as('SELF_SERVICE_ADMIN').post(`/campaigns/${w.campaignId}/request-approval`, {
        userIds: [id('REVIEWER'), id('SELF_SERVICE_REVIEWER')],
        watcherIds: [id('MANAGER')],
        isFinal: false,
      }),
      201,
    ).body;
    const target = { campaignId: w.campaignId, requestId: requested.id as string, n: requested.n as number };
    await reviews.start(target);
    await eventually(async () =>
      expect(await notified(w.t)).toEqual({
        [id('REVIEWER')]: ['approvalRequested'],
        [id('SELF_SERVICE_REVIEWER')]: ['approvalRequested'],
        [id('MANAGER')]: ['approvalRequested'],
      }),
    );
    // Mail follows each recorded notification.
    await eventually(() =>
      expect(smtp.mails.flatMap((m) => m.to).sort()).toEqual(
        [w.acme.users.REVIEWER!.email, w.acme.users.SELF_SERVICE_REVIEWER!.email, w.acme.users.MANAGER!.email].sort(),
      ),
    );
    expect(smtp.mails[0]!.raw).toMatch(/Subject: Approval requested: Summer/);
    // The watcher is kept informed, never asked for an approval; the reviewers are.
    const { rows: texts } = await w.t.system.deps.pool.query<{ user_id: string; message: string }>(
      `SELECT user_id, message FROM notification WHERE kind = 'approvalRequested'`,
    );
    const text = Object.fromEntries(texts.map((r) => [r.user_id, r.message]));
    expect(text[id('MANAGER')]).toMatch(
      /^The interim approval of the creatives of Summer is requested by .* You are a watcher of this request\.$/,
    );
    expect(text[id('REVIEWER')]).toMatch(/^Your interim approval/);
    expect(smtp.mails.find((m) => m.to.includes(w.acme.users.MANAGER!.email))!.raw).not.toMatch(
      /Your interim approval/,
    );

    // The REVIEWER decides on one format: not complete, and no reminder for them.
    await approve(w.as('REVIEWER'), w.campaignId, w.google, [formats[0]!], false);
    await reviews.approvalsChanged(target);
    await env.sleep('47 hours');
    expect(await campaignEvents(w.t, w.campaignId)).toEqual(['ApprovalRequested']);
    await env.sleep('2 hours');
    await eventually(async () =>
      expect(await campaignEvents(w.t, w.campaignId)).toEqual(['ApprovalRequested', 'ApprovalReminderSent']),
    );
    const afterReminder = await notified(w.t);
    expect(afterReminder[id('SELF_SERVICE_REVIEWER')]).toEqual(['approvalRequested', 'approvalReminder']);
    expect(afterReminder[id('REVIEWER')]).toEqual(['approvalRequested']);
    await eventually(() => expect(smtp.mails).toHaveLength(4));
    expect(smtp.mails.at(-1)).toMatchObject({ to: [w.acme.users.SELF_SERVICE_REVIEWER!.email] });

    await env.sleep('1 day');
    await eventually(async () =>
      expect(await campaignEvents(w.t, w.campaignId)).toEqual([
        'ApprovalRequested',
        'ApprovalReminderSent',
        'ApprovalRequestEscalated',
      ]),
    );
    // The requester is the campaign partner's self-service admin; the watcher hears it too.
    const afterEscalation = await notified(w.t);
    expect(afterEscalation[id('SELF_SERVICE_ADMIN')]).toEqual(['approvalEscalated']);
    expect(afterEscalation[id('MANAGER')]).toEqual(['approvalRequested', 'approvalEscalated']);

    await approve(w.as('SELF_SERVICE_REVIEWER'), w.campaignId, w.google, [formats[1]!], false);
    await reviews.approvalsChanged(target);
    expect(await reviews.result(target)).toBe('completed');
    expect(await campaignEvents(w.t, w.campaignId)).toEqual([
      'ApprovalRequested',
      'ApprovalReminderSent',
      'ApprovalRequestEscalated',
      'ApprovalRequestCompleted',
    ]);
    const done = await notified(w.t);
    expect(done[id('SELF_SERVICE_ADMIN')]).toEqual(['approvalEscalated', 'approvalCompleted']);
    expect((await w.as('REVIEWER').get(`/campaigns/${w.campaignId}/approval-requests`)).body[0]).toMatchObject({
      status: 'completed',
    });
  });

  // The second case is the race seen under load: the workflow checks the request (woken by an approval) after the API
  // withdrew it but before the withdrawal's signal arrives.
  it.each(['withdrawn', 'approvalsChanged'] as const)(
    'ends when the request is withdrawn, telling its reviewers (woken by %s)',
    async (signal) => {
      const requested = expectStatus(
        await w
          .as('SELF_SERVICE_ADMIN')
          .post(`/campaigns/${w.campaignId}/request-approval`, { userIds: [id('MANAGER')], isFinal: true }),
        201,
      ).body;
      const target = { campaignId: w.campaignId, requestId: requested.id as string, n: requested.n as number };
      const told = async () => {
        await w.t.system.runner.waitFor(await w.t.system.deps.store.headPosition());
        const { rows } = await w.t.system.deps.pool.query<{ kind: string }>(
          `SELECT kind FROM notification WHERE request_id = $1 AND user_id = $2 ORDER BY sent_at`,
          [target.requestId, id('MANAGER')],
        );
        return rows.map((r) => r.kind);
      };
      await reviews.start(target);
      await eventually(async () => expect(await told()).toEqual(['approvalRequested']));
      expectStatus(
        await w
          .as('SELF_SERVICE_ADMIN')
          .request('DELETE', `/campaigns/${w.campaignId}/request-approval/${target.requestId}`),
        200,
      );
      await (signal === 'withdrawn' ? reviews.withdrawn(target) : reviews.approvalsChanged(target));
      expect(await reviews.result(target)).toBe('withdrawn');
      // The notice's event can reach the projections a moment after the workflow ends (the log's gap safety).
      await eventually(async () => expect(await told()).toEqual(['approvalRequested', 'approvalWithdrawn']));
    },
  );
});

describe('on the real local Temporal, across a restart of the product', { timeout: 240_000 }, () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('keeps the request’s timers: the same run reminds, escalates and completes after the restart', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'varia-review-restart-'));
    dirs.push(dataDir);
    const smtp = await smtpStandIn();
    const fixed = {
      dataDir,
      temporalAddress: null,
      runWorker: true,
      uploadTaskQueue: testTaskQueue('review-restart'),
      smtpUrl: smtp.url,
    };
    const first = await startTestApp({ ...fixed, temporalUiPort: await freePort() });
    let target: { campaignId: string; requestId: string; n: number };
    let runId: string;
    let treeId: string;
    let formats: string[];
    let databaseUrl: string;
    let reviewer: { id: string; email: string };
    try {
      databaseUrl = first.config.databaseUrl!;
      const su = await first.superClient();
      const acme = await partnerFixture(first, su, ['SELF_SERVICE_ADMIN', 'REVIEWER']);
      reviewer = acme.users.REVIEWER!;
      const campaign = await campaignWithTrees(su, acme, 'Restart');
      treeId = campaign.google;
      formats = await variantWithFormats(su, campaign.campaignId, treeId, 'Across');
      const dueAt = new Date(Date.now() + 16_000).toISOString();
      const requested = expectStatus(
        await su.post(`/campaigns/${campaign.campaignId}/request-approval`, {
          userIds: [reviewer.id],
          isFinal: false,
          dueAt,
        }),
        201,
      ).body;
      target = { campaignId: campaign.campaignId, requestId: requested.id, n: requested.n };
      await eventually(async () => expect((await notified(first))[reviewer.id]).toEqual(['approvalRequested']));
      runId = (await first.system.temporal.client.workflow.getHandle(`review-${target.campaignId}-1`).describe()).runId;
      expect(await campaignEvents(first, target.campaignId)).toEqual(['ApprovalRequested']);
    } finally {
      await first.close();
    }

    const second = await startTestApp({ ...fixed, databaseUrl, temporalUiPort: await freePort() });
    try {
      const handle = second.system.temporal.client.workflow.getHandle(`review-${target.campaignId}-1`);
      expect((await handle.describe()).runId).toBe(runId);
      await eventually(
        async () =>
          expect(await campaignEvents(second, target.campaignId)).toEqual([
            'ApprovalRequested',
            'ApprovalReminderSent',
            'ApprovalRequestEscalated',
          ]),
        60_000,
      );
      expect((await notified(second))[reviewer.id]).toEqual(['approvalRequested', 'approvalReminder']);
      await eventually(() => expect(smtp.mails.filter((m) => m.to.includes(reviewer.email))).toHaveLength(2));
      await approve(await second.superClient(), target.campaignId, treeId, formats, true);
      expect(await handle.result()).toBe('completed');
      expect((await handle.describe()).runId).toBe(runId);
    } finally {
      await second.close();
      await smtp.close();
    }
  });
});
