// Delivery of a campaign's published ads, seeded through the product's real path: a publish recorded through the
// publish commands' decisions (which ad carries which variant's approved content), then each day's delivery recorded
// through commands/delivery.ts as the import workflow records it (DeliveryDayImported and its chunks), and the
// projections caught up. For the reporting API and browser tests.
import { randomBytes } from 'node:crypto';
import { execute } from '../../commands/execute';
import { CustomConversionAggregate, decideCustomConversion } from '../../domain/custom-conversion';
import { importDelivery } from '../../commands/delivery';
import type { ConversionRow, DeliveryRow } from '../../domain/delivery';
import { decidePublish, PublishAggregate, type PublishCommand } from '../../domain/publishing';
import { expectStatus, newVariant, patch } from '../api/personalise-fixture';
import type { ApiTest } from './api-test';
import { campaignOf, readyConcept } from './campaigns';
import type { PartnerFixture } from './fixtures';
import { deliveryRow } from './reporting';
import { caughtUp } from './uploads';

export interface DeliveredAd {
  adId: string;
  treeId: string;
  variantId: string;
}

const hex = () => randomBytes(12).toString('hex');
const SYSTEM = (partnerId: string) => ({
  actor: { userId: 'spec', role: 'SYSTEM' as const },
  partnerId,
  correlationId: 'spec',
  now: () => new Date(),
});

/** The platforms the seeded ads run on: Meta unless CM360 is named (its floodlight conversions). */
type SeededPlatform = 'facebook' | 'google';

/** Records a finished publish of these ads of the campaign on Meta (or `on.platform`) in `nodeId`'s account. */
export async function publishedAds(
  api: ApiTest,
  on: { campaignId: string; partnerId: string; nodeId: string; platform?: SeededPlatform },
  ads: DeliveredAd[],
): Promise<void> {
  const publishId = hex();
  const step = (command: PublishCommand) =>
    execute(api.t.system.deps.store, PublishAggregate, publishId, SYSTEM(on.partnerId), (s) =>
      decidePublish(command, s),
    );
  const at = new Date().toISOString();
  const platform = on.platform ?? 'facebook';
  const creatives = ads.map((ad) => ({
    creativeId: `${ad.adId}.${platform}.${on.nodeId}`,
    formatId: `format-${ad.adId}`,
    variantId: ad.variantId,
    treeId: ad.treeId,
    platform,
    nodeId: on.nodeId,
    delivery: platform === 'google' ? ('TRAFFICKED' as const) : ('FACEBOOK_DIRECT' as const),
    fingerprint: `fp-${ad.adId}`,
    externalKey: `varia-${on.campaignId}-fp-${ad.adId}`,
    name: `Ad ${ad.adId}`,
  }));
  const request = { publishId, campaignId: on.campaignId, partnerId: on.partnerId, conceptId: 'k', campaignName: 'c' };
  await step({
    type: 'RequestPublish',
    request: { ...request, platforms: [platform], prerendered: false, retryOf: null, requestedBy: 'spec', at },
    creatives,
  });
  const published = creatives.map((c, i) => ({
    creativeId: c.creativeId,
    externalId: ads[i]!.adId,
    status: 'ACTIVE' as const,
    reasons: [],
  }));
  await step({ type: 'RecordPublished', published, at });
  await step({ type: 'FinishPublish', at });
}

/** A Meta ad's delivery on a placement and segment: impressions, clicks and conversions (and value and spend). */
export const delivered = (
  adId: string,
  placement: string,
  segment: string,
  impressions: number,
  clicks: number,
  conversions = 0,
): DeliveryRow =>
  deliveryRow(adId, placement, segment, {
    impressions,
    clicks,
    conversions,
    viewableImpressions: Math.round(impressions * 0.7),
    conversionValue: conversions * 25,
    mediaSpend: impressions / 1000,
  });

/** The row of an ad that runs in a platform campaign and ad group, as the imports read them. */
export const runningIn = (
  row: DeliveryRow,
  mediaCampaign: string,
  adGroupId: string,
  adGroupName: string,
): DeliveryRow => ({ ...row, mediaCampaign, adGroupId, adGroupName });

/**
 * Records the days' delivery of `account` (each day its rows, and its floodlight conversions when given) as imported,
 * and waits for the projections.
 */
export async function importedDays(
  api: ApiTest,
  on: { partnerId: string; nodeId: string; account: string; platform?: SeededPlatform },
  days: Record<string, DeliveryRow[]>,
  conversions: Record<string, ConversionRow[]> = {},
): Promise<void> {
  const { store } = api.t.system.deps;
  for (const [day, rows] of Object.entries(days))
    await importDelivery({ store }, on.partnerId, 'spec', {
      platform: on.platform ?? 'facebook',
      account: on.account,
      day,
      nodeId: on.nodeId,
      importId: hex(),
      rows,
      conversions: conversions[day] ?? [],
      at: new Date().toISOString(),
    });
  await caughtUp(api.t);
}

/** The three whole days before today, as the default report range covers them. */
export const RECENT_DAYS = [1, 2, 3]
  .map((n) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10))
  .reverse();

/** A Meta campaign of the partner on `nodeId` (a market node of it), made by the super user, with its feed tree. */
export async function metaCampaign(api: ApiTest, partner: PartnerFixture, nodeId: string, name: string) {
  const concept = await readyConcept(api.su, `${name} concept`, [nodeId], partner.partnerId);
  const { campaignId, trees } = await campaignOf(api.su, { ...partner, childNodeId: nodeId }, concept, name, {
    platforms: ['facebook'],
    templates: ['feed'],
  });
  return { campaignId, treeId: trees.facebook!, conceptId: concept.conceptId };
}

export interface LiftCampaign {
  campaignId: string;
  treeId: string;
  conceptId: string;
  /** The variants' ids by name: Fallback (the tree's fallback), Winner, Loser and Quiet. */
  variants: Record<string, string>;
}

/**
 * acme's campaign 'Lift' on its child node, its Meta tree's four variants published, and three recent days of their
 * delivery on account 9001: each day on the feed 10,000 impressions each, the fallback's CTR 1%, the winner's 2%, the
 * loser's 0.5%, the quiet one too few clicks to judge; the winner also on stories, where the fallback did not run.
 */
export async function liftCampaign(api: ApiTest): Promise<LiftCampaign> {
  const { su, acme } = api;
  const made = await metaCampaign(api, acme, acme.childNodeId, 'Lift');
  const treePath = `/campaigns/${made.campaignId}/personalize/${made.treeId}`;
  const variants: Record<string, string> = {};
  for (const name of ['Fallback', 'Winner', 'Loser', 'Quiet']) variants[name] = await newVariant(su, treePath, name);
  expectStatus(await patch(su, `${treePath}/variants/${variants.Fallback}/fallback`), 200);
  const on = { campaignId: made.campaignId, partnerId: acme.partnerId, nodeId: acme.childNodeId };
  await publishedAds(
    api,
    on,
    Object.entries(variants).map(([name, variantId]) => ({ adId: `ad-${name}`, treeId: made.treeId, variantId })),
  );
  // Meta's campaign 'Lift always-on': the fallback and the quiet variant in one ad set, the others in another.
  const inSet = (row: DeliveryRow, n: number) => runningIn(row, 'Lift always-on', `as-${n}`, `Lift ad set ${n}`);
  const day = [
    inSet(delivered('ad-Fallback', 'feed', 'women 25-34', 10_000, 100, 10), 1),
    inSet(delivered('ad-Winner', 'feed', 'women 25-34', 10_000, 200, 20), 2),
    inSet(delivered('ad-Winner', 'stories', 'women 25-34', 5_000, 500, 5), 2),
    inSet(delivered('ad-Loser', 'feed', 'women 25-34', 10_000, 50, 5), 2),
    inSet(delivered('ad-Quiet', 'feed', 'women 25-34', 10_000, 10, 1), 1),
  ];
  await importedDays(api, { ...on, account: '9001' }, Object.fromEntries(RECENT_DAYS.map((d) => [d, day])));
  return { ...made, variants };
}

/** A custom conversion of the partner counting a floodlight activity, recorded as the conversion routes record one. */
export async function customConversion(
  api: ApiTest,
  partnerId: string,
  name: string,
  activityId: string,
): Promise<string> {
  const id = hex();
  const settings = { name, floodlightActivityId: activityId, floodlightActivityName: name, advertiserId: '8801' };
  await execute(api.t.system.deps.store, CustomConversionAggregate, id, SYSTEM(partnerId), (s) =>
    decideCustomConversion(
      { type: 'CreateCustomConversion', conversionId: id, partnerId, settings, takenNames: [] },
      s,
    ),
  );
  return id;
}
