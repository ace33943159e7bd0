// Publishing to Google Ads and Meta from the Tools tab (issue 20 §3): the confirmation asks where each market's ads
// go, Publish waiting (with its reason) until the Google Ads ad group is chosen; the campaign and ad group, and the
// Meta ad set for the variant without a segment, are read from the simulated platforms through the node's
// connection; the publish then succeeds on both, each creative where it belongs (the API test checks the platforms).
import { expect, it } from 'vitest';
import { placedCampaign } from '../support/placed-campaign';
import { choosePlacements } from './placements';
import { browserSuite } from './suite';

const suite = browserSuite({ runWorker: true }, { roles: ['SELF_SERVICE_ADMIN'] });

it('publishes to Google Ads and Meta into the ad group and ad set chosen in the confirmation', async () => {
  const placed = await placedCampaign(suite, 'Placed from the browser');
  const page = await suite.signedIn('SELF_SERVICE_ADMIN', `/campaigns/${placed.campaignId}/tools`);
  const section = page.getByRole('region', { name: 'Publishing' });
  await section.getByRole('checkbox', { name: 'Google Ads' }).check();
  await section.getByRole('checkbox', { name: 'Meta' }).check();
  await section.getByRole('button', { name: 'Publish' }).click();

  const confirm = page.getByRole('dialog', { name: 'Publish the campaign?' });
  await confirm.getByText('Google Ads: 1 approved creative').waitFor();
  await confirm.getByText('Meta: 2 approved creatives').waitFor();
  const publish = confirm.getByRole('button', { name: 'Publish' });
  expect(await publish.isDisabled()).toBe(true);
  await publish.locator('..').hover();
  await page.getByRole('tooltip').getByText('Choose the Google Ads ad group of each market').waitFor();

  await choosePlacements(page, confirm, placed);
  await publish.click();

  const first = section.getByRole('list', { name: 'Publishes' }).getByRole('listitem').first();
  await first.getByText('Published successfully').waitFor({ timeout: 60_000 });
  await first.getByText('3 published, 0 failed, 0 in queue of 3').waitFor();
  await page.close();
}, 240_000);
