// Publishing pre-rendered images from the Tools tab (issue 20 §3; spec 2 §7 html-prerenderer): a self-service admin
// publishes the screenshots of a campaign's finally approved banners to Campaign Manager as images, after a
// confirmation; the publish worker sends each picture through the real CM360 adapter to the simulated Campaign
// Manager, one per approved banner format.
import { expect, it } from 'vitest';
import { approvedVariants, CM360_ACCOUNT, publishingCampaign } from '../support/publishing';
import { renderCampaign } from '../support/previews';
import { browserSuite } from './suite';

const suite = browserSuite({ runWorker: true }, { roles: ['SELF_SERVICE_ADMIN'] });

it('publishes the approved banners’ screenshots to Campaign Manager as images', async () => {
  const google = suite.t.system.deps.oauth.simulated!.google;
  // The simulated Campaign Manager lets the product's user into the node's network, as a CM360 admin would.
  const granted = await fetch(`${google}/__simulated/cm360/networks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ networkId: CM360_ACCOUNT.dcmNetworkId }),
  });
  expect(granted.ok).toBe(true);
  const campaign = await publishingCampaign(suite.su, suite.acme, 'Pre-rendered banners');
  await approvedVariants(suite.su, campaign, ['Pictured one', 'Pictured two']);
  await renderCampaign(suite.su, { campaignId: campaign.campaignId, partnerId: suite.acme.partnerId });

  const page = await suite.signedIn('SELF_SERVICE_ADMIN', `/campaigns/${campaign.campaignId}/tools`);
  const section = page.getByRole('region', { name: 'Publishing' });
  await section.getByRole('button', { name: 'Publish pre-rendered images' }).click();
  const confirm = page.getByRole('dialog', { name: 'Publish pre-rendered images?' });
  await confirm.getByText('render them in the Screenshots section first', { exact: false }).waitFor();
  await confirm.getByRole('button', { name: 'Publish' }).click();

  const first = section.getByRole('list', { name: 'Publishes' }).getByRole('listitem').first();
  await first.getByText('Published successfully').waitFor({ timeout: 60_000 });
  // Two banners of two sizes each: four pictures.
  await first.getByText('4 published, 0 failed, 0 in queue of 4').waitFor();
  await page.close();
}, 240_000);
