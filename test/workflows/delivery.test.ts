// The delivery import (workflows/delivery/) on the run's real Temporal server, the real commands, event store and
// reporting projection, reading the simulated Meta's insights through the real Meta adapter: a campaign's account is
// imported day by day as events, a few days at a time, asking again for the same days appends nothing (idempotent per
// platform, account and day), and the daily Temporal Schedule is made once per campaign and imports when it fires.
import { defaultPayloadConverter } from '@temporalio/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute } from '../../commands/execute';
import { nodeAccount } from '../../commands/publishing';
import { decidePublish, PublishAggregate, type PublishCommand } from '../../domain/publishing';
import { renderTaskQueueOf } from '../../runtime/config';
import { DeliveryAggregate, deliveryDayId } from '../../domain/delivery';
import type { AdAccount, PlatformAd } from '../../platforms/ad-platform';
import type { DeliveryDaysTarget } from '../../workflows/delivery/activities';
import { DAYS_PER_IMPORT, IMPORTS_AT_ONCE, daysBefore } from '../../workflows/delivery/delivery.workflow';
import { deliveryImports, deliveryScheduleId, type DeliveryImports } from '../../workflows/delivery/starters';
import { startDeliveryWorker } from '../../workflows/delivery/worker';
import type { RunningWorker } from '../../workflows/runtime/worker';
import type { TemporalRuntime } from '../../workflows/runtime/temporal';
import { useApiTest } from '../support/api-test';
import { campaignOf, readyConcept } from '../support/campaigns';
import { eventually } from '../support/eventually';
import { connectByOAuth } from '../support/oauth';
import { queuedCreative } from '../support/reporting';
import { imageCreative } from '../support/meta';
import { testTaskQueue, testTemporal } from '../support/temporal';
import { caughtUp } from '../support/uploads';

const api = useApiTest({ roles: [] });
let env: TemporalRuntime;
let worker: RunningWorker;
let imports: DeliveryImports;
let campaignId: string;
let ads: PlatformAd[];
const AD_ACCOUNT = 'act_7007';
/** The account's key in the delivery streams and tables: Meta's id without `act_`. */
const ACCOUNT_KEY = '7007';
const DAYS = ['2026-03-01', '2026-03-02', '2026-03-03'];

const meta = () => api.t.system.deps.oauth.meta.ads;

async function openedAccount(nodeId: string): Promise<AdAccount> {
  const { store, secrets } = api.t.system.deps;
  const { ids, tokens } = await nodeAccount({ store }, nodeId);
  return {
    ids: ids as Record<string, string>,
    token: await secrets.open(nodeId, 'facebookToken', tokens.facebookToken!),
  };
}

/** The day's stream as recorded. */
const dayEvents = (day: string) =>
  api.t.system.deps.store.readStream(
    `${DeliveryAggregate.streamPrefix}-${deliveryDayId('facebook', ACCOUNT_KEY, day)}`,
  );

beforeAll(async () => {
  const { su, acme } = api;
  const nodeId = acme.childNodeId;
  const ids = { facebook: { facebookAdAccountId: AD_ACCOUNT, facebookPageId: '555000777' } };
  expect((await su.put(`/business-nodes/${nodeId}/publishing`, { publishing: ids })).status).toBe(200);
  expect((await connectByOAuth(su, nodeId, 'facebookToken')).status).toBe(200);
  const concept = await readyConcept(su, 'Delivery concept', [nodeId], acme.partnerId);
  campaignId = (await campaignOf(su, acme, concept, 'Delivery', { platforms: ['facebook'], templates: ['feed'] }))
    .campaignId;
  // Two ads in the campaign's Meta account, as a publish makes them.
  const account = await openedAccount(nodeId);
  const adSet = (await api.t.system.deps.oauth.meta.lookups.campaigns(account, true))[0]!.adSets!.find(
    (a) => !a.completed,
  )!;
  ads = [];
  for (const n of [1, 2])
    ads.push(
      await meta().create(account, imageCreative(`varia-${campaignId}-delivery${n}`, adSet.id, `Delivery ${n}`)),
    );
  await eventually(async () => {
    for (const ad of ads) expect((await meta().status(account, ad.externalId)).status).toBe('ACTIVE');
  }, 10_000);

  env = await testTemporal();
  const taskQueue = testTaskQueue('delivery');
  worker = await startDeliveryWorker(env, taskQueue, {
    commands: { store: api.t.system.deps.store },
    platforms: { facebook: meta() },
    secrets: api.t.system.deps.secrets,
  });
  imports = deliveryImports(env.client, taskQueue);
}, 240_000);
afterAll(async () => {
  await worker?.stop();
  await env?.close();
});

describe('a campaign’s delivery import', () => {
  it('records each day of its account as events, and the reporting tables hold it', async () => {
    expect(await imports.importDays(campaignId, DAYS)).toEqual({ accounts: 1, days: 3, changed: 3, unchanged: 0 });
    for (const day of DAYS) {
      const events = await dayEvents(day);
      expect(events.map((e) => e.type)).toEqual(['DeliveryDayImported', 'DeliveryReportImported']);
      expect(events[0]!.data).toMatchObject({
        platform: 'facebook',
        account: ACCOUNT_KEY,
        day,
        rows: 8,
        replaces: null,
      });
    }
    const { pool, store } = api.t.system.deps;
    await caughtUp(api.t);
    const { rows } = await pool.query<{ day: string; ads: number; facts: number }>(
      `SELECT day::text, count(DISTINCT ad_id)::int AS ads, count(*)::int AS facts FROM report_fact
       WHERE platform = 'facebook' AND account = $1 GROUP BY day ORDER BY day`,
      [ACCOUNT_KEY],
    );
    expect(rows).toEqual(DAYS.map((day) => ({ day, ads: 2, facts: 8 })));
  }, 120_000);

  it('appends nothing when the same days are imported again', async () => {
    expect(await imports.importDays(campaignId, DAYS.slice(0, 2))).toEqual({
      accounts: 1,
      days: 2,
      changed: 0,
      unchanged: 2,
    });
    for (const day of DAYS) expect(await dayEvents(day)).toHaveLength(2);
  }, 120_000);

  it('imports many days of an account in a few activities at a time, started in the order asked, newest first', async () => {
    const days = daysBefore(new Date('2026-02-13T00:00:00Z'), 40).reverse();
    expect(await imports.importDays(campaignId, days)).toEqual({ accounts: 1, days: 40, changed: 40, unchanged: 0 });
    const workflowId = `delivery-${campaignId}-${days[0]}-${days[39]}-40`;
    const events = (await env.client.workflow.getHandle(workflowId).fetchHistory()).events ?? [];
    // The days of each activity in the order they were scheduled, and the most scheduled and not completed at once.
    const batches: string[][] = [];
    const running = new Set<string>();
    let most = 0;
    for (const event of events) {
      const scheduled = event.activityTaskScheduledEventAttributes;
      if (scheduled?.activityType?.name === 'importDeliveryDays') {
        const target = defaultPayloadConverter.fromPayload<DeliveryDaysTarget>(scheduled.input!.payloads![0]!);
        batches.push(target.days.map((d) => d.day));
        most = Math.max(most, running.add(String(event.eventId)).size);
      }
      running.delete(String(event.activityTaskCompletedEventAttributes?.scheduledEventId));
    }
    expect(batches).toHaveLength(Math.ceil(40 / DAYS_PER_IMPORT));
    expect(batches.slice(0, -1).every((batch) => batch.length === DAYS_PER_IMPORT)).toBe(true);
    expect(batches.flat()).toEqual(days);
    expect(most).toBe(IMPORTS_AT_ONCE);
    for (const day of days) expect(await dayEvents(day)).toHaveLength(2);
  }, 120_000);

  it("imports only the platforms named: none of the campaign's accounts when it names another", async () => {
    expect(await imports.importDays(campaignId, DAYS, ['gads'])).toEqual({
      accounts: 0,
      days: 3,
      changed: 0,
      unchanged: 0,
    });
    expect(await imports.importDays(campaignId, DAYS, ['facebook'])).toMatchObject({ accounts: 1, unchanged: 3 });
  }, 120_000);

  it('makes one daily schedule per campaign, which imports the days before it fires', async () => {
    expect(await imports.scheduleDaily(campaignId)).toBe('created');
    expect(await imports.scheduleDaily(campaignId)).toBe('exists');
    const schedule = env.client.schedule.getHandle(deliveryScheduleId(campaignId));
    try {
      const described = await schedule.describe();
      expect(described.spec.calendars).toEqual([expect.objectContaining({ hour: [{ start: 5, end: 5, step: 1 }] })]);
      await schedule.trigger();
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      await eventually(async () => expect((await dayEvents(yesterday)).length).toBeGreaterThanOrEqual(2), 60_000);
    } finally {
      await schedule.delete();
    }
  }, 120_000);
});

describe('the product', () => {
  it('gives a campaign its daily import once a publish of it has made ads', async () => {
    const wired = `${campaignId.slice(0, 16)}0000beef`;
    const publishId = `${wired.slice(0, 16)}0000feed`;
    const context = {
      actor: { userId: 'spec', role: 'SYSTEM' as const },
      partnerId: null,
      correlationId: 'spec',
      now: () => new Date(),
    };
    const step = (command: PublishCommand) =>
      execute(api.t.system.deps.store, PublishAggregate, publishId, context, (s) => decidePublish(command, s));
    const at = new Date().toISOString();
    const request = {
      publishId,
      campaignId: wired,
      partnerId: api.acme.partnerId,
      conceptId: 'k',
      campaignName: 'Wired',
    };
    await step({
      type: 'RequestPublish',
      request: { ...request, platforms: ['facebook'], prerendered: false, retryOf: null, requestedBy: 'u', at },
      creatives: [queuedCreative(1)],
    });
    const published = [
      { creativeId: queuedCreative(1).creativeId, externalId: 'ad-wired', status: 'ACTIVE' as const, reasons: [] },
    ];
    await step({ type: 'RecordPublished', published, at });
    await step({ type: 'FinishPublish', at });

    const schedule = env.client.schedule.getHandle(deliveryScheduleId(wired));
    try {
      await eventually(async () => {
        const { action } = await schedule.describe();
        expect(action).toMatchObject({
          type: 'startWorkflow',
          workflowType: 'importCampaignDelivery',
          taskQueue: renderTaskQueueOf(api.t.config),
          args: [{ campaignId: wired }],
        });
      }, 30_000);
    } finally {
      await schedule.delete().catch(() => undefined);
    }
  }, 60_000);
});
