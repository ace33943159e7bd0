// Browser: /custom-conversions (issue 21 §3; spec 3 §2). A self-service admin opens it from the user menu, meets the
// empty state, creates a conversion choosing a floodlight activity that the partner's simulated CM360 lists, edits
// it, and deletes it after confirming; a manager has no such menu entry.
import { beforeAll, describe, expect, it } from 'vitest';
import { connectNodeToCm360 } from '../support/cm360-connection';
import { browserSuite } from './suite';

const NETWORK = '4401';
const ADVERTISER = '8841';

describe('Custom conversions in the browser', () => {
  const suite = browserSuite({}, { roles: ['SELF_SERVICE_ADMIN', 'MANAGER'] });

  beforeAll(() =>
    connectNodeToCm360(suite.t, suite.su, suite.acme.childNodeId, {
      dcmNetworkId: NETWORK,
      dcmAdvertiserId: ADVERTISER,
    }),
  );

  it('a self-service admin creates, edits and deletes a conversion', async () => {
    const page = await suite.signedIn('SELF_SERVICE_ADMIN');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Custom conversions' }).click();
    await page.getByRole('heading', { name: 'Custom conversions', exact: true }).waitFor();
    await page.getByText('No custom conversions yet').waitFor();

    await page.getByRole('button', { name: 'New conversion' }).first().click();
    const create = page.getByRole('dialog', { name: 'New custom conversion' });
    await create.getByLabel('Name').fill('Online sales');
    await create.getByLabel('Floodlight activity').click();
    await page.getByRole('option', { name: /^Purchase \(Sales, 8841\)/ }).click();
    await create.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Online sales was created').waitFor();
    const row = page.getByRole('row', { name: /Online sales/ });
    await row.getByText(/^Purchase \(\d+\)$/).waitFor();
    await row.getByText(/Online sales Total Conversions/).waitFor();

    await row.getByRole('button', { name: 'Edit Online sales' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Online sales' });
    await edit.getByLabel('Name').fill('Sign-ups');
    await edit.getByLabel('Floodlight activity').click();
    await page.getByRole('option', { name: /^Newsletter sign-up/ }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Sign-ups was updated').waitFor();
    const changed = page.getByRole('row', { name: /Sign-ups/ });
    await changed.getByText(/^Newsletter sign-up \(\d+\)$/).waitFor();

    await changed.getByRole('button', { name: 'Delete Sign-ups' }).click();
    await page.getByRole('dialog', { name: 'Delete Sign-ups?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Conversion Sign-ups deleted').waitFor();
    await page.getByText('No custom conversions yet').waitFor();
    const left = await suite.as('SELF_SERVICE_ADMIN').get('/report/custom-conversions');
    expect(left.body).toEqual([]);
    await page.close();
  });

  it('a manager has no custom conversions in the user menu', async () => {
    const page = await suite.signedIn('MANAGER');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem').first().waitFor();
    expect(await page.getByRole('menuitem', { name: 'Custom conversions' }).count()).toBe(0);
    await page.close();
  });
});
