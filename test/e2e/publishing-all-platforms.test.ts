// Publishing the demo's campaign on all five platforms at once from the Tools tab (issue 20 §3, §6), as a newcomer
// would on a fresh clone: the demo's own steps seed it and only what it needs (demo/one-campaign.ts), its market
// connected to each simulated platform and its creatives finally approved, unpublished. The confirmation names each
// platform's approved creatives and asks where the Google Ads and Meta ads go; one publish then reaches Campaign
// Manager 360, Google Ads, Meta, YouTube and DV360, and the market's table shows each platform's outcome.
import { expect, it } from 'vitest';
import { PLATFORMS, PLATFORM_LABELS, type Platform } from '../../domain/campaign/platforms';
import { DEMO_CAMPAIGNS, LAUNCH_CAMPAIGN } from '../../demo/campaign-data';
import { demoPublishingIds } from '../../demo/integrations';
import { seedDemoCampaign } from '../../demo/one-campaign';
import { adGroupOf, fallbackAdSetOf } from '../../demo/publishing';
import { seedingAs } from '../../demo/seed';
import { SUPER } from '../support/app';
import { choosePlacements } from './placements';
import { browserSuite } from './suite';

// CM360 at 20 queries a second, not the default 1 (test/platforms/rate-limit.test.ts holds that): its six creatives'
// look-ups and inserts would wait a second each, and the pace is all the quota changes.
const suite = browserSuite({ runWorker: true, cm360QueriesPerSecond: 20 });

/** Per platform, a creative of each format of each approved variant: the fallback and the first `live` of a tree. */
async function approvedOf(campaignId: string): Promise<Partial<Record<Platform, number>>> {
  const spec = DEMO_CAMPAIGNS.find((c) => c.name === LAUNCH_CAMPAIGN)!;
  const trees = (
    await suite.su.get<{ id: string; platform: Platform; format: string }[]>(
      `/campaigns/${campaignId}/personalize/trees`,
    )
  ).body;
  const approved: Partial<Record<Platform, number>> = {};
  for (const tree of trees) {
    const live = spec.trees[`${tree.platform}/${tree.format}`]?.live;
    if (live === undefined) continue;
    const variants = (
      await suite.su.get<{ formatIds: string[] }[]>(
        `/campaigns/${campaignId}/personalize/${tree.id}/variant-identifiers?filter=%7B%7D`,
      )
    ).body;
    const [formats, ...others] = new Set(variants.map((v) => v.formatIds.length));
    expect(others, `${tree.platform} formats per variant`).toEqual([]);
    approved[tree.platform] = (approved[tree.platform] ?? 0) + (live + 1) * formats!;
  }
  return approved;
}

it('publishes the demo campaign to CM360, Google Ads, Meta, YouTube and DV360 at once and shows each outcome', async () => {
  const options = { baseUrl: suite.t.baseUrl, superEmail: SUPER.email, superPassword: SUPER.password };
  const campaign = await seedDemoCampaign(options, LAUNCH_CAMPAIGN);
  const APPROVED = await approvedOf(campaign.id);
  const platforms = Object.keys(APPROVED) as Platform[];
  expect(platforms.sort()).toEqual([...PLATFORMS].sort());
  // Where the market's Google Ads and Meta ads go, read as the demo's own publishing reads them.
  const [nodeId, ...others] = campaign.businessNodes;
  expect(others).toEqual([]);
  const s = await seedingAs(options);
  const { campaign: gadsCampaign, group } = await adGroupOf(s, nodeId!);
  const adSet = await fallbackAdSetOf(s, nodeId!, demoPublishingIds(nodeId!).facebookAdAccountId, campaign.name);

  const page = await suite.signedIn('SUPER', `/campaigns/${campaign.id}/tools`);
  const section = page.getByRole('region', { name: 'Publishing' });
  for (const platform of platforms) await section.getByRole('checkbox', { name: PLATFORM_LABELS[platform] }).check();
  await section.getByRole('button', { name: 'Publish', exact: true }).click();

  const confirm = page.getByRole('dialog', { name: 'Publish the campaign?' });
  for (const platform of platforms) {
    const count = APPROVED[platform]!;
    await confirm
      .getByText(`${PLATFORM_LABELS[platform]}: ${count} approved creative${count === 1 ? '' : 's'}`, { exact: true })
      .waitFor();
  }
  const market = DEMO_CAMPAIGNS.find((c) => c.name === LAUNCH_CAMPAIGN)!.markets![0]!.at(-1);
  await choosePlacements(
    page,
    confirm,
    { adGroup: { campaign: gadsCampaign.name, label: group.name }, adSets: { namedLabel: adSet.name } },
    market,
  );
  await confirm.getByRole('button', { name: 'Publish' }).click();

  const total = platforms.reduce((sum, p) => sum + APPROVED[p]!, 0);
  const first = section.getByRole('list', { name: 'Publishes' }).getByRole('listitem').first();
  await first.getByText('Published successfully').waitFor({ timeout: 90_000 });
  await first.getByText(`${total} published, 0 failed, 0 in queue of ${total}`).waitFor();

  // Each platform's row of the market: all its approved creatives published, none in error or waiting.
  const table = section.getByRole('table', { name: 'Publishing per market' });
  for (const platform of platforms) {
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: PLATFORM_LABELS[platform], exact: true }) });
    await row.getByRole('cell', { name: 'Published' }).getByText(String(APPROVED[platform])).waitFor();
    expect(await row.getByRole('cell', { name: 'Error' }).innerText()).toBe('0');
    expect(await row.getByRole('cell', { name: 'In queue' }).innerText()).toBe('0');
  }
  expect(await table.getByRole('row').count()).toBe(1 + platforms.length);
  await page.close();
}, 300_000);
