// Browser: a campaign's audiences tab (issue 23 §1; spec 2 §6, §7). A top admin opens the tab, meets the empty state,
// imports a CSV of audiences whose values the node's simulated CM360 lists, edits one choosing values from the
// look-ups (saving goes back to /campaigns/{id}/audiences), and deletes all after confirming; a manager and a
// self-service admin have no audiences tab (it is a managed-service tab, spec 2 §6).
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AudienceAnswer } from '../../domain/audience/answers';
import { campaignOf, readyConcept } from '../support/campaigns';
import { connectNodeToCm360 } from '../support/cm360-connection';
import { browserSuite } from './suite';

describe('Audiences in the browser', () => {
  const suite = browserSuite({}, { roles: ['SELF_SERVICE_ADMIN', 'MANAGER'] });
  let campaignId = '';
  const csv = path.join(tmpdir(), `audiences-${process.pid}.csv`);

  beforeAll(async () => {
    await connectNodeToCm360(suite.t, suite.su, suite.acme.childNodeId, {
      dcmNetworkId: '4451',
      dcmAdvertiserId: '8851',
    });
    const concept = await readyConcept(suite.su, 'Audience concept', [suite.acme.childNodeId], suite.acme.partnerId);
    campaignId = (await campaignOf(suite.su, suite.acme, concept, 'Audience campaign')).campaignId;
    await writeFile(
      csv,
      'Audience name,Operating systems,Languages,Segment type,Segment values\nPhones,Android;iOS,,CM Site,s1\nGermans,,German,,\n',
    );
  }, 180_000);

  it('a top admin imports audiences, edits one and deletes all', async () => {
    const page = await suite.signedIn('SUPER', `/campaigns/${campaignId}`);
    await page.getByRole('tab', { name: 'Audiences' }).click();
    await page.waitForURL(`**/campaigns/${campaignId}/audiences`);
    await page.getByText('No audiences yet').waitFor();

    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import audiences' });
    await dialog.getByLabel('Audience file').setInputFiles(csv);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await page.getByText('2 audiences imported').waitFor();
    const phones = page.getByRole('row', { name: /Phones/ });
    await phones.getByText('Operating systems: Android, iOS').waitFor();
    await page
      .getByRole('row', { name: /Germans/ })
      .getByText('Languages: German')
      .waitFor();

    await phones.getByRole('link', { name: 'Edit Phones' }).click();
    await page.getByRole('heading', { name: 'Edit Phones' }).waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Phones and tablets');
    await page.getByRole('button', { name: 'Add rule' }).click();
    const rules = page.getByRole('group', { name: 'Rules' });
    await rules.getByLabel('Targeting').nth(1).click();
    await page.getByRole('option', { name: 'Platform types' }).click();
    await rules.getByRole('combobox', { name: 'Platform types', exact: true }).click();
    await page.getByRole('option', { name: 'Tablet' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`**/campaigns/${campaignId}/audiences`);
    const edited = page.getByRole('row', { name: /Phones and tablets/ });
    await edited.getByText('Platform types: Tablet').waitFor();
    const saved = (await suite.su.get(`/campaigns/${campaignId}/audiences`)).body as AudienceAnswer[];
    expect(saved.find((a) => a.name === 'Phones and tablets')?.ruleCount).toBe(2);

    await page.getByRole('button', { name: 'Delete all' }).click();
    await page
      .getByRole('dialog', { name: /Delete all/ })
      .getByRole('button', { name: 'Delete all' })
      .click();
    await page.getByText('No audiences yet').waitFor();
    await page.close();
  });

  it.each(['MANAGER', 'SELF_SERVICE_ADMIN'] as const)('a %s has no audiences tab', async (role) => {
    const page = await suite.signedIn(role, `/campaigns/${campaignId}`);
    await page.getByRole('tab', { name: 'Creatives' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Audiences' }).count()).toBe(0);
    await page.goto(`/campaigns/${campaignId}/audiences`);
    await page.getByText('Sorry, the page you visited does not exist.').waitFor();
    await page.close();
  });
});
