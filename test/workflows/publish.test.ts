// The publish workflow (workflows/publish/publish.workflow.ts) on the run's real Temporal server, driven by the real
// commands on the real product's database and projections, publishing through the real CM360 adapter to the
// simulated Campaign Manager 360. Only finally approved content is published, each ad once however often it is asked
// for; an edit since the approval keeps a creative back; the platform's throttling is waited out (as long as a
// Retry-After asks) and nothing fails.
// How a publish ended reaches the subscribers of the campaign's nodes and of the nodes above them, and no one else.
import { describe, expect, it } from 'vitest';
import type { CommandContext } from '../../commands/context';
import { requestPublish } from '../../commands/publishing';
import { publishingProjection } from '../../projections/publishing/projection';
import { useApiTest } from '../support/api-test';
import { inviteAndAccept } from '../support/fixtures';
import type { HttpClient } from '../support/http';
import { approvedVariants, cm360Ads, firstChunkTry, publishingCampaign, throttleCm360 } from '../support/publishing';
import { usePublishWorker } from '../support/publish-worker';
import { setHeadline } from '../support/screenshots';
import { liveSocket } from '../support/uploads';
import { eventually } from '../support/eventually';

const api = useApiTest({ roles: ['SELF_SERVICE_ADMIN', 'REVIEWER'] });
const p = usePublishWorker(api, { temporal: 'real', google: { cm360Networks: ['4001'] }, queue: 'publish' });

const context = (): CommandContext => ({
  actor: { userId: api.user('SELF_SERVICE_ADMIN').id, role: 'SELF_SERVICE_ADMIN', partnerId: api.acme.partnerId },
  correlationId: 'publish-test',
  now: () => new Date(),
});
const commands = () => ({ store: api.t.system.deps.store, lookups: api.t.system.deps.lookups });

interface CreativeRow {
  format_id: string;
  status: string;
  external_id: string | null;
  error_message: string | null;
}
async function creatives(publishId: string): Promise<CreativeRow[]> {
  await api.t.system.runner.waitFor(await api.t.system.deps.store.headPosition());
  const { rows } = await api.t.system.deps.pool.query<CreativeRow>(
    'SELECT format_id, status, external_id, error_message FROM publish_creative WHERE publish_id = $1 ORDER BY ord',
    [publishId],
  );
  return rows;
}

/** The campaign's approved creatives asked for on CM360. */
const ask = (campaignId: string) =>
  requestPublish(commands(), context(), campaignId, { channels: ['google'] }, p.supported);

async function publish(campaignId: string) {
  const asked = await ask(campaignId);
  await p.starter.start({ publishId: asked.publishId });
  return { ...asked, outcome: await p.starter.result({ publishId: asked.publishId }) };
}

describe('a publish', () => {
  it('publishes each approved creative once, keeps back one edited since, and makes no second ad when asked again', async () => {
    const campaign = await publishingCampaign(api.su, api.acme, 'Publish once');
    const [kept, edited] = await approvedVariants(api.su, campaign, ['Kept headline', 'Edited headline']);
    await setHeadline(api.su, campaign.treePath, edited!.formats, 'Edited since approval');

    const first = await publish(campaign.campaignId);
    expect(first.outcome).toEqual({ published: 2, failed: 0 });
    const rows = await creatives(first.publishId);
    expect(rows.map((r) => r.format_id).sort()).toEqual([...kept!.formats].sort());
    expect(rows.every((r) => r.status === 'SUCCESS' && /^\d+$/.test(r.external_id ?? ''))).toBe(true);

    const second = await publish(campaign.campaignId);
    expect(second.outcome).toEqual({ published: 2, failed: 0 });
    expect((await creatives(second.publishId)).map((r) => r.external_id).sort()).toEqual(
      rows.map((r) => r.external_id).sort(),
    );
    const ads = await cm360Ads(p.g, campaign.campaignId);
    expect([...ads.values()]).toEqual([1, 1]);
  }, 120_000);

  it("tells the subscribers of the campaign's node and of the nodes above it how it ended, and no one else", async () => {
    const { partnerId, rootNodeId } = api.acme;
    const subscriber = await inviteAndAccept(api.t, api.su, partnerId, rootNodeId, 'MANAGER');
    expect((await api.su.put(`/business-nodes/${rootNodeId}`, { subscribers: [subscriber.id] })).status).toBe(200);
    try {
      const campaign = await publishingCampaign(api.su, api.acme, 'Publish told');
      await approvedVariants(api.su, campaign, ['Told headline']);
      const done = await publish(campaign.campaignId);
      const noticesFor = async (client: HttpClient) =>
        ((await client.get('/notifications')).body as { requestId: string; kind: string }[])
          .filter((n) => n.requestId === done.publishId)
          .map((n) => n.kind);
      // The asker hears it start and end; the subscriber how it ended only; a user of the node who subscribed to
      // nothing hears nothing.
      await eventually(async () => expect(await noticesFor(subscriber.client)).toEqual(['publishFinished']));
      expect((await noticesFor(api.as('SELF_SERVICE_ADMIN'))).sort()).toEqual(['publishFinished', 'publishStarted']);
      expect(await noticesFor(api.as('REVIEWER'))).toEqual([]);
    } finally {
      expect((await api.su.put(`/business-nodes/${rootNodeId}`, { subscribers: [] })).status).toBe(200);
    }
  }, 120_000);

  it('waits out the platform throttling it (403 userRateLimitExceeded) and publishes every creative', async () => {
    const campaign = await publishingCampaign(api.su, api.acme, 'Publish throttled');
    await approvedVariants(api.su, campaign, ['Throttled one', 'Throttled two']);
    const before = (await p.g.answered()).userRateLimitExceeded ?? 0;
    await throttleCm360(p.g, 2);
    const done = await publish(campaign.campaignId);
    expect(done.outcome).toEqual({ published: 4, failed: 0 });
    expect((await p.g.answered()).userRateLimitExceeded).toBe(before + 2);
    expect([...(await cm360Ads(p.g, campaign.campaignId)).values()]).toEqual([1, 1, 1, 1]);
  }, 120_000);

  it('waits as long as the platform’s Retry-After asks before it tries a throttled chunk again', async () => {
    const campaign = await publishingCampaign(api.su, api.acme, 'Publish told to wait');
    await approvedVariants(api.su, campaign, ['Patient one']);
    // Far longer than the chunks' own first wait (1 s) plus a first try.
    const retryAfterSeconds = 5;
    await throttleCm360(p.g, 1, retryAfterSeconds);
    const done = await publish(campaign.campaignId);
    expect(done.outcome).toEqual({ published: 2, failed: 0 });
    const chunk = await firstChunkTry(p.client, done);
    // The second try, or a third when a loaded machine lost the second's heartbeat: either way far sooner than the
    // wait asked for, had the chunk backed off from 1 s instead.
    expect(chunk.attempt).toBeGreaterThanOrEqual(2);
    expect(chunk.attempt).toBeLessThanOrEqual(3);
    const waited = chunk.waitedSeconds;
    expect(waited).toBeGreaterThanOrEqual(retryAfterSeconds);
  }, 120_000);

  it('reports its progress on /ws to the campaign’s readers and each creative’s status on the creatives view', async () => {
    const campaign = await publishingCampaign(api.su, api.acme, 'Publish watched');
    const made = await approvedVariants(api.su, campaign, ['Watched one']);
    const socket = liveSocket(api.t, api.as('REVIEWER'), 'publishing');
    await socket.opened;
    const done = await publish(campaign.campaignId);
    const finished = await socket.next(
      (m) => m.type === 'publishing' && m.publishId === done.publishId && m.status === 'finished',
    );
    socket.close();
    expect(finished).toEqual({
      type: 'publishing',
      campaignId: campaign.campaignId,
      publishId: done.publishId,
      status: 'finished',
      counts: { queued: 2, inQueue: 0, published: 2, failed: 0 },
    });
    const page = await api.as('REVIEWER').get(`/campaigns/${campaign.campaignId}/creatives?treeId=${campaign.treeId}`);
    expect(page.status).toBe(200);
    const formats = (page.body as { formats: { id: string; publications: unknown[] }[] }[])[0]!.formats;
    expect(formats.map((f) => f.id).sort()).toEqual([...made[0]!.formats].sort());
    for (const format of formats)
      expect(format.publications).toEqual([
        expect.objectContaining({
          platform: 'google',
          nodeId: api.acme.childNodeId,
          status: 'SUCCESS',
          label: 'Published',
          externalId: expect.stringMatching(/^\d+$/),
          review: 'ACTIVE',
          reasons: [],
          error: null,
        }),
      ]);
  }, 120_000);

  it('is rebuilt from the first event to exactly the rows the live projection built', async () => {
    const { pool } = api.t.system.deps;
    await api.t.system.runner.waitFor(await api.t.system.deps.store.headPosition());
    const snapshot = async () => {
      const rows: Record<string, unknown[]> = {};
      for (const table of publishingProjection.tables)
        rows[table] = (await pool.query(`SELECT * FROM ${table} ORDER BY ${table}::text`)).rows;
      return rows;
    };
    const live = await snapshot();
    expect(live['publish_creative']!.length, 'creatives published by the tests above').toBeGreaterThan(0);
    await api.t.system.runner.rebuild(publishingProjection.name);
    expect(await snapshot()).toEqual(live);
  });
});
