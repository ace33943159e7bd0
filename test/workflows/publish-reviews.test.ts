// The follow-up of a publish's ads (issue 20 §3, §6), on Temporal's time-skipping test server: after the publish, the
// review workflow `publish-reviews-<id>` asks the simulated DV360 for each ad's review, first after 30 s and then twice
// as long each time, until every ad has settled; it records what changed, so the creatives view shows the platform's
// last word: two ads ACTIVE, the one landing on http DISAPPROVED with DV360's reason. The publish itself runs through
// the real commands, the real DV360 adapter and the product's secret store (the node's token sealed as the OAuth
// callback seals it).
import { describe, expect, it } from 'vitest';
import type { CommandContext } from '../../commands/context';
import { connectToken } from '../../commands/integrations';
import { requestPublish } from '../../commands/publishing';
import type { FormatPublication } from '../../domain/publishing/answers';
import { loadConfig } from '../../runtime/config';
import { reviewsWorkflowId } from '../../workflows/publish/activities';
import { expectStatus } from '../api/personalise-fixture';
import { useApiTest } from '../support/api-test';
import { dv360Campaign, DV360_VARIANTS } from '../support/dv360-campaign';
import { approveFinally } from '../support/publishing';
import { usePublishWorker } from '../support/publish-worker';

const api = useApiTest({ roles: ['SELF_SERVICE_ADMIN'] });
// DV360 settles its review a second (of real time) after an ad is made. The first poll follows the first wait, which
// the time-skipping server skips, so the ads are still in review then on a quick machine and settled on a slow one:
// either way the polls wait 30 s, then twice as long each time.
const p = usePublishWorker(api, { temporal: 'time-skipping', google: { reviewMs: 1_000 }, queue: 'publish-reviews' });

const context = (): CommandContext => ({
  actor: { userId: api.user('SELF_SERVICE_ADMIN').id, role: 'SELF_SERVICE_ADMIN', partnerId: api.acme.partnerId },
  correlationId: 'publish-reviews-test',
  now: () => new Date(),
});
const commands = () => ({ store: api.t.system.deps.store, lookups: api.t.system.deps.lookups });

describe('the reviews of a publish’s ads', () => {
  it('are asked for with a doubling wait until each settles, the disapproved one with DV360’s reason', async () => {
    const node = api.acme.childNodeId;
    expectStatus(
      await api.su.put(`/business-nodes/${node}/publishing`, { publishing: { dv360: { dv360AdvertiserId: '5501' } } }),
      200,
    );
    const { secrets } = api.t.system.deps;
    await connectToken(commands(), secrets, context(), node, 'dv360Token', await p.g.connect('dv360Token'));
    const campaign = await dv360Campaign(api.su, api.acme);
    await approveFinally(api.su, campaign, campaign.formats);

    const asked = await requestPublish(
      commands(),
      context(),
      campaign.campaignId,
      { channels: ['dv360'] },
      p.supported,
    );
    await p.starter.start({ publishId: asked.publishId });
    expect(await p.starter.result({ publishId: asked.publishId })).toEqual({ published: 3, failed: 0 });

    const reviews = p.client.workflow.getHandle(reviewsWorkflowId({ publishId: asked.publishId }));
    expect(await reviews.result()).toBe('settled');
    const history = (await reviews.fetchHistory()).events!;
    const waits = history.flatMap((e) =>
      e.timerStartedEventAttributes ? [Number(e.timerStartedEventAttributes.startToFireTimeout!.seconds)] : [],
    );
    expect(waits.length).toBeGreaterThan(0);
    // Not asked at once: the answer that made each ad said its review then.
    const first = (what: (e: (typeof history)[number]) => unknown) => history.findIndex((e) => !!what(e));
    expect(first((e) => e.timerStartedEventAttributes)).toBeLessThan(
      first((e) => e.activityTaskScheduledEventAttributes),
    );
    expect(waits).toEqual(waits.map((_, i) => Math.min(30 * 2 ** i, 30 * 60)));

    await api.t.system.runner.waitFor(await api.t.system.deps.store.headPosition());
    const page = expectStatus(
      await api.su.get(`/campaigns/${campaign.campaignId}/creatives?treeId=${campaign.treeId}`),
      200,
    ).body as { name: string; formats: { publications: FormatPublication[] }[] }[];
    const reviewOf = (name: string) =>
      page.find((c) => c.name === name)!.formats.map((f) => [f.publications[0]!.review, f.publications[0]!.reasons]);
    const [secureOne, secureTwo, insecure] = DV360_VARIANTS;
    expect(reviewOf(secureOne)).toEqual([['ACTIVE', []]]);
    expect(reviewOf(secureTwo)).toEqual([['ACTIVE', []]]);
    expect(reviewOf(insecure)).toEqual([
      ['DISAPPROVED', ['Creative and landing page review: rejected', 'EXCHANGE_GOOGLE_AD_MANAGER: rejected']],
    ]);
  }, 240_000);

  it('are first asked for after the wait AD_REVIEW_FIRST_POLL_MS sets, else the workflow’s 30 s', () => {
    expect(loadConfig({ AD_REVIEW_FIRST_POLL_MS: '1000' }).adReviewFirstPollMs).toBe(1_000);
    expect(loadConfig({}).adReviewFirstPollMs).toBeNull();
    expect(() => loadConfig({ AD_REVIEW_FIRST_POLL_MS: '0' })).toThrow(
      'AD_REVIEW_FIRST_POLL_MS must be a whole number of at least 1, got 0',
    );
  });
});
