// Publishing from the Tools tab (issue 20 §3): a self-service admin connects the campaign's node to the simulated
// DV360 through its consent page, publishes the finally approved banners after confirming, watches the statuses
// arrive, sees the creative whose landing page is not https disapproved by the platform with its reason, and tries
// again the one the platform refused (an error injected with the simulator's POST /__simulated/errors).
import { expect, it } from 'vitest';
import { dv360Campaign } from '../support/dv360-campaign';
import { approveFinally } from '../support/publishing';
import { browserSuite } from './suite';

// The ads' reviews first asked for 1 s after the publish (AD_REVIEW_FIRST_POLL_MS) rather than 30 s.
const suite = browserSuite({ runWorker: true, adReviewFirstPollMs: 1_000 }, { roles: ['SELF_SERVICE_ADMIN'] });
const ADVERTISER = '5501';
const REFUSAL = 'Simulated refusal: the creative is not accepted now';

it('publishes the approved creatives to DV360, shows one disapproved and tries the failed one again', async () => {
  const { campaignId, treeId, formats } = await dv360Campaign(suite.su, suite.acme);
  await approveFinally(suite.su, { campaignId, treeId }, formats);
  const beforePublishing = new Date().toISOString();

  // Not connected yet: the channels are disabled and say where to connect them.
  const page = await suite.signedIn('SELF_SERVICE_ADMIN', `/campaigns/${campaignId}/tools`);
  const section = page.getByRole('region', { name: 'Publishing' });
  await section.getByText('Not published yet').waitFor();
  expect(await section.getByRole('checkbox', { name: 'DV360' }).isDisabled()).toBe(true);
  await section.getByText('YouTube').hover();
  await page.getByRole('tooltip').getByRole('link', { name: 'Germany' }).waitFor();

  await page.goto(`/admin/integration/${suite.acme.childNodeId}`);
  const dv360 = page.getByRole('region', { name: 'DV360' });
  await dv360.getByLabel('Advertiser ID').fill(ADVERTISER);
  await dv360.getByRole('button', { name: 'Save' }).click();
  await page.getByText('DV360 saved').waitFor();
  await dv360.getByRole('button', { name: 'Connect' }).click();
  await page.getByRole('link', { name: 'Allow' }).click();
  await dv360.getByText('Valid').waitFor({ timeout: 15_000 });

  // The platform refuses the first creative it is sent.
  const google = suite.t.system.deps.oauth.simulated!.google;
  const injected = await fetch(`${google}/__simulated/errors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      path: `/v4/advertisers/${ADVERTISER}/creatives`,
      method: 'POST',
      status: 400,
      reason: 'INVALID_ARGUMENT',
      message: REFUSAL,
    }),
  });
  expect(injected.ok).toBe(true);

  await page.goto(`/campaigns/${campaignId}/tools`);
  await section.getByText('Simulated platforms:').waitFor();
  await section.getByRole('checkbox', { name: 'DV360' }).check();
  await section.getByRole('button', { name: 'Publish' }).click();
  const confirm = page.getByRole('dialog', { name: 'Publish the campaign?' });
  await confirm.getByText('DV360: 3 approved creatives').waitFor();
  await confirm.getByRole('button', { name: 'Publish' }).click();

  const publishes = section.getByRole('list', { name: 'Publishes' });
  const first = publishes.getByRole('listitem').first();
  await first.getByText('Publish failed').waitFor({ timeout: 60_000 });
  await first.getByText('2 published, 1 failed, 0 in queue of 3').waitFor();
  await first.getByRole('list', { name: 'Failed creatives' }).getByText(`DV360: ${REFUSAL}`).waitFor();

  await first.getByRole('button', { name: 'Try again' }).click();
  const retry = publishes.getByRole('listitem').filter({ hasText: '(try again)' });
  await retry.getByText('Published successfully').waitFor({ timeout: 60_000 });
  await retry.getByText('1 published, 0 failed, 0 in queue of 1').waitFor();

  // The platform reviews each ad (the simulated DV360 takes 3 s; polled 1 s after the publish, then 2 s later and so
  // on): the http landing page is disapproved.
  const market = section.getByRole('table', { name: 'Publishing per market' }).getByRole('row').nth(1);
  await market.getByRole('cell', { name: 'Disapproved' }).getByText('1').waitFor({ timeout: 90_000 });
  await market.getByRole('cell', { name: 'Active' }).getByText('2').waitFor({ timeout: 60_000 });

  // As served: nothing before the publish, the two active ads now.
  const servedAt = (at: string) => page.goto(`/campaigns/${campaignId}/tools?servedAt=${encodeURIComponent(at)}`);
  await servedAt(beforePublishing);
  await section.getByText('Nothing was live then').waitFor();
  await servedAt(new Date().toISOString());
  const served = section.getByRole('table', { name: 'Served at that moment' });
  await served.getByRole('row').nth(2).waitFor();
  expect(await served.getByRole('row').count()).toBe(3);
  const firstServed = served.getByRole('row').nth(1).getByRole('cell');
  expect(await firstServed.first().innerText()).toBe('DV360');
  // Named as published (variant, template, size); no render was asked for, so its content has no picture yet.
  expect(await firstServed.nth(2).innerText()).toMatch(/^Secure (one|two) 300x250-Banner 300x250$/);
  expect(await firstServed.nth(3).innerText()).toContain('not rendered');

  // The creatives view: each format's publish status and the platform's review, its reasons in the tooltip.
  await page.goto(`/campaigns/${campaignId}/creatives/${treeId}`);
  const insecure = page.getByTestId('format-Insecure-300x250');
  await insecure.getByText('Published').waitFor();
  await insecure.getByText('Disapproved').hover();
  await page
    .getByRole('tooltip')
    .getByText("DV360's review: Disapproved — Creative and landing page review: rejected", { exact: false })
    .waitFor();
  await page.getByTestId('format-Secure one-300x250').getByText('Active').waitFor();

  // A DV360-only campaign is a decision tree: the server's refusal is shown in its words.
  const tree = await dv360Campaign(suite.su, suite.acme, ['dv360']);
  await approveFinally(suite.su, tree, tree.formats);
  await page.goto(`/campaigns/${tree.campaignId}/tools`);
  await section.getByRole('checkbox', { name: 'DV360' }).check();
  await section.getByRole('button', { name: 'Publish' }).click();
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Delivery type not supported for Decision Tree').waitFor();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await section.getByText('Not published yet').waitFor();
  await page.close();
}, 300_000);
