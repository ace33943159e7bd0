// Publishing one campaign to all five platforms at once from the Tools tab (issue 20 §3, §6): Campaign Manager 360,
// Google Ads, Meta, YouTube and DV360, the market connected to each simulated platform. The confirmation names each
// platform's approved creatives and asks where the Google Ads and Meta ads go; one publish then reaches every
// platform, and the market's table shows each platform's outcome.
import { expect, it } from 'vitest';
import { PLATFORM_LABELS, type Platform } from '../../domain/campaign/platforms';
import { placedCampaign } from '../support/placed-campaign';
import { choosePlacements } from './placements';
import { browserSuite } from './suite';

const suite = browserSuite({ runWorker: true }, { roles: ['SELF_SERVICE_ADMIN'] });

it('publishes the campaign to CM360, Google Ads, Meta, YouTube and DV360 at once and shows each outcome', async () => {
  const placed = await placedCampaign(suite, 'Everywhere at once', ['google', 'youtube', 'dv360']);
  // Each approved format is one creative on the market's account of its platform.
  const { google, youtube, dv360 } = placed.alsoFormats;
  const { segmented, unsegmented } = placed.metaFormats;
  const APPROVED: Record<Platform, number> = {
    google: google!.length,
    gads: placed.gadsFormats.length,
    facebook: segmented.length + unsegmented.length,
    youtube: youtube!.length,
    dv360: dv360!.length,
  };
  const page = await suite.signedIn('SELF_SERVICE_ADMIN', `/campaigns/${placed.campaignId}/tools`);
  const section = page.getByRole('region', { name: 'Publishing' });
  const platforms = Object.keys(APPROVED) as Platform[];
  for (const platform of platforms) await section.getByRole('checkbox', { name: PLATFORM_LABELS[platform] }).check();
  await section.getByRole('button', { name: 'Publish', exact: true }).click();

  const confirm = page.getByRole('dialog', { name: 'Publish the campaign?' });
  for (const platform of platforms) {
    const count = APPROVED[platform];
    await confirm
      .getByText(`${PLATFORM_LABELS[platform]}: ${count} approved creative${count === 1 ? '' : 's'}`, { exact: true })
      .waitFor();
  }
  await choosePlacements(page, confirm, placed);
  await confirm.getByRole('button', { name: 'Publish' }).click();

  const total = platforms.reduce((sum, p) => sum + APPROVED[p], 0);
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
