// A publish worker process killed (SIGKILL) mid-publish, twice over (issue 20 §3, §6): each a worker in a process
// of its own (test/workflows/fixtures/publish-worker.ts), killed once it made ads of its own, the next taking up the
// dead one's chunk once its heartbeats are missed; the platform ends holding each ad once. On the run's real Temporal,
// and on the time-skipping test server (the child workers reach it at its address), where the publish's own waits
// take no real time. The publish runs through the real commands, the real CM360 adapter and the product's publish
// worker; only the platform's far end is simulated.
import { describe, expect, it } from 'vitest';
import type { CommandContext } from '../../commands/context';
import { requestPublish } from '../../commands/publishing';
import { publishWorkflowId } from '../../workflows/publish/activities';
import { publishStarter } from '../../workflows/publish/starters';
import { useApiTest } from '../support/api-test';
import { approvedVariants, cm360Ads, publishingCampaign } from '../support/publishing';
import { usePublishWorker } from '../support/publish-worker';
import { scheduledHeartbeatTimeouts, testTaskQueue } from '../support/temporal';
import { killedRepeatedly, workerProcess } from '../support/worker-process';

const api = useApiTest({ roles: ['SELF_SERVICE_ADMIN'] });

const context = (): CommandContext => ({
  actor: { userId: api.user('SELF_SERVICE_ADMIN').id, role: 'SELF_SERVICE_ADMIN', partnerId: api.acme.partnerId },
  correlationId: 'publish-killed-test',
  now: () => new Date(),
});

/** Past the 2 s between a chunk's heartbeats and a loaded machine's pauses, well short of the default 20 s. */
const HEARTBEAT_TIMEOUT_MS = 8_000;
/** How long the publish's next workflow task waits on a killed worker's sticky queue rather than the default 10 s. */
const STICKY_QUEUE_TIMEOUT_MS = 2_000;

describe.each(['real', 'time-skipping'] as const)('a worker killed mid-publish (%s Temporal)', (temporal) => {
  const p = usePublishWorker(api, { temporal, google: { cm360Networks: ['4001'] }, queue: 'publish-killed' });

  /**
   * A publish worker in its own process, CM360 held to 4 queries a second so it is killed with creatives in flight;
   * the chunks of a dead one are retried HEARTBEAT_TIMEOUT_MS after its last heartbeat rather than the default 20 s.
   */
  const publishWorker = (taskQueue: string) =>
    workerProcess('publish', {
      config: api.t.config,
      google: { url: p.g.sim.url, cm360Credentials: p.g.sim.cm360Credentials },
      cm360PerSecond: 4,
      heartbeatTimeoutMs: HEARTBEAT_TIMEOUT_MS,
      stickyQueueTimeoutMs: STICKY_QUEUE_TIMEOUT_MS,
      address: p.address,
      namespace: p.namespace,
      taskQueue,
      // On the test server, a killed worker's sticky queue would hold the workflow's next task for ever.
      ...(temporal === 'time-skipping' ? { workflowCache: false } : {}),
    });
  const adsMade = async (campaignId: string) =>
    [...(await cm360Ads(p.g, campaignId)).values()].reduce((sum, n) => sum + n, 0);

  it('twice over leaves each ad made once on the platform', async () => {
    const taskQueue = testTaskQueue('publish-killed');
    const campaign = await publishingCampaign(api.su, api.acme, `Publish killed, ${temporal}`);
    const made = await approvedVariants(
      api.su,
      campaign,
      Array.from({ length: 15 }, (_, i) => `Killed ${i}`),
    );
    const queued = made.flatMap((v) => v.formats).length;
    const commands = { store: api.t.system.deps.store, lookups: api.t.system.deps.lookups };
    const asked = await requestPublish(commands, context(), campaign.campaignId, { channels: ['google'] }, p.supported);
    const own = publishStarter(p.client, taskQueue);
    // Each killed once it made ads of its own, while others are still to make.
    const atKills = await killedRepeatedly({
      start: () => publishWorker(taskQueue),
      started: () => own.start({ publishId: asked.publishId }),
      progress: () => adsMade(campaign.campaignId),
      step: 2,
      times: 2,
      timeoutMs: 90_000,
    });
    for (const held of atKills) expect(held).toBeLessThan(queued);
    // The dead worker's chunks come to this one once their heartbeats are missed (HEARTBEAT_TIMEOUT_MS).
    const last = await p.startWorker(taskQueue);
    try {
      expect(await own.result({ publishId: asked.publishId })).toEqual({ published: queued, failed: 0 });
    } finally {
      await last.stop();
    }
    const ads = await cm360Ads(p.g, campaign.campaignId);
    expect(ads.size).toBe(queued);
    expect([...ads.values()].filter((n) => n > 1)).toEqual([]);
    // The worker that began the publish set its chunks' heartbeat timeout, and every chunk was scheduled with it.
    const timeouts = await scheduledHeartbeatTimeouts(p.client, publishWorkflowId(asked), 'publishChunk');
    expect(timeouts.length).toBeGreaterThan(0);
    expect(timeouts).toEqual(timeouts.map(() => HEARTBEAT_TIMEOUT_MS / 1000));
  }, 400_000);
});
