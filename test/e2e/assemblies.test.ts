// Browser: a campaign's audiences and assemblies tabs (issue 23 §1, §2, §6; spec 2 §6, §7). A top admin imports an
// audience (values the node's simulated CM360 lists), then opens the assemblies tab, meets the empty state, imports a
// datasource (three headlines), sees its permutation count, generates the variations with the progress bar to its
// end, and finds them in the creatives view; then deletes the assembly after confirming. A self-service admin has no
// assemblies tab (a managed-service tab, spec 2 §6).
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaignOf, readyConcept } from '../support/campaigns';
import { connectNodeToCm360 } from '../support/cm360-connection';
import { browserSuite } from './suite';

describe('Assemblies in the browser', () => {
  const suite = browserSuite({ runWorker: true }, { roles: ['SELF_SERVICE_ADMIN'] });
  let campaignId = '';
  const csv = path.join(tmpdir(), `datasource-${process.pid}.csv`);
  const audiences = path.join(tmpdir(), `audiences-${process.pid}.csv`);

  beforeAll(async () => {
    await connectNodeToCm360(suite.t, suite.su, suite.acme.childNodeId, {
      dcmNetworkId: '4461',
      dcmAdvertiserId: '8861',
    });
    const concept = await readyConcept(suite.su, 'Assembly concept', [suite.acme.childNodeId], suite.acme.partnerId);
    campaignId = (await campaignOf(suite.su, suite.acme, concept, 'Assembly campaign')).campaignId;
    await writeFile(csv, 'Headline\nSpring sale\nSummer sale\nAutumn sale\n');
    await writeFile(audiences, 'Audience name,Operating systems,Languages\nPhones,Android;iOS,\n');
  }, 180_000);

  it('a top admin imports an audience and a datasource, generates the variations and sees them in the creatives view', async () => {
    const page = await suite.signedIn('SUPER', `/campaigns/${campaignId}`);
    await page.getByRole('tab', { name: 'Audiences' }).click();
    await page.getByRole('button', { name: 'Import' }).click();
    const audienceDialog = page.getByRole('dialog', { name: 'Import audiences' });
    await audienceDialog.getByLabel('Audience file').setInputFiles(audiences);
    await audienceDialog.getByRole('button', { name: 'Import' }).click();
    await page.getByText('1 audience imported').waitFor();
    await page
      .getByRole('row', { name: /Phones/ })
      .getByText('Operating systems: Android, iOS')
      .waitFor();

    await page.getByRole('tab', { name: 'Assemblies' }).click();
    await page.waitForURL(`**/campaigns/${campaignId}/assemblies`);
    await page.getByText('No assemblies yet').waitFor();

    await page.getByRole('button', { name: 'Import datasource' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Import a datasource' });
    await dialog.getByLabel('Datasource file').setInputFiles(csv);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await page.getByText(/imported: 3 permutations/).waitFor();
    const row = page.getByRole('row', { name: /datasource-/ });
    await row.getByText('Headline: 3').waitFor();
    expect(await row.getByRole('cell').nth(2).textContent()).toBe('3');

    await page.getByRole('button', { name: 'Generate variations' }).click();
    await page.getByLabel('Generation progress').waitFor();
    await page.getByText('Generated: 3 new, 0 updated, 0 archived, 0 unchanged.').waitFor({ timeout: 60_000 });
    await page.getByRole('link', { name: 'Review them in Creatives' }).click();
    await page.waitForURL(`**/campaigns/${campaignId}/creatives**`);
    await page
      .getByText(/Variation [0-9a-f]{12}/)
      .first()
      .waitFor();
    expect(await page.getByText(/Variation [0-9a-f]{12}/).count()).toBeGreaterThanOrEqual(3);

    await page.getByRole('tab', { name: 'Assemblies' }).click();
    await page
      .getByRole('row', { name: /datasource-/ })
      .getByRole('button', { name: /Delete/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No assemblies yet').waitFor();
  });

  it('a self-service admin has no assemblies tab', async () => {
    const page = await suite.signedIn('SELF_SERVICE_ADMIN', `/campaigns/${campaignId}`);
    await page.getByRole('tab', { name: 'Creatives' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Assemblies' }).count()).toBe(0);
  });
});
