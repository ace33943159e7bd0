// A publish throttled by the platform (issue 20 §3, §6), on Temporal's time-skipping test server: the simulated
// CM360 refuses a query with 403 userRateLimitExceeded and a Retry-After of ten minutes; the chunk waits those ten
// minutes in workflow time (its next try starts no sooner, the history shows) and then publishes, while the test
// takes seconds of real time. The publish runs through the real commands, the real CM360 adapter and the product's
// publish worker; only the platform's far end is simulated.
import { describe, expect, it } from 'vitest';
import type { CommandContext } from '../../commands/context';
import { requestPublish } from '../../commands/publishing';
import { useApiTest } from '../support/api-test';
import { approvedVariants, cm360Ads, firstChunkTry, publishingCampaign, throttleCm360 } from '../support/publishing';
import { usePublishWorker } from '../support/publish-worker';

const api = useApiTest({ roles: ['SELF_SERVICE_ADMIN'] });
const p = usePublishWorker(api, {
  temporal: 'time-skipping',
  google: { cm360Networks: ['4001'] },
  queue: 'publish-backoff',
});

const context = (): CommandContext => ({
  actor: { userId: api.user('SELF_SERVICE_ADMIN').id, role: 'SELF_SERVICE_ADMIN', partnerId: api.acme.partnerId },
  correlationId: 'publish-backoff-test',
  now: () => new Date(),
});

describe('a publish the platform throttles', () => {
  it('waits the ten minutes its Retry-After asks in workflow time, then publishes, in seconds of real time', async () => {
    const campaign = await publishingCampaign(api.su, api.acme, 'Publish backed off');
    await approvedVariants(api.su, campaign, ['Backed off one']);
    const retryAfterSeconds = 600;
    await throttleCm360(p.g, 1, retryAfterSeconds);
    const throttledBefore = (await p.g.answered()).userRateLimitExceeded ?? 0;
    const wallStarted = performance.now();
    const commands = { store: api.t.system.deps.store, lookups: api.t.system.deps.lookups };
    const asked = await requestPublish(commands, context(), campaign.campaignId, { channels: ['google'] }, p.supported);
    await p.starter.start({ publishId: asked.publishId });
    expect(await p.starter.result({ publishId: asked.publishId })).toEqual({ published: 2, failed: 0 });
    const wallSeconds = (performance.now() - wallStarted) / 1000;

    const chunk = await firstChunkTry(p.client, asked);
    // The platform throttled one try, which is not recorded as failed (it was retried); the try that published is the
    // second and began no sooner than the platform asked, by the server's clock, which skipped the wait.
    expect((await p.g.answered()).userRateLimitExceeded).toBe(throttledBefore + 1);
    expect(chunk).toMatchObject({ failed: false, attempt: 2 });
    const waited = chunk.waitedSeconds;
    expect(waited).toBeGreaterThanOrEqual(retryAfterSeconds);
    expect(waited).toBeLessThan(retryAfterSeconds + 60);
    expect(wallSeconds).toBeLessThan(retryAfterSeconds / 10);
    expect([...(await cm360Ads(p.g, campaign.campaignId)).values()]).toEqual([1, 1]);
  }, 120_000);
});
