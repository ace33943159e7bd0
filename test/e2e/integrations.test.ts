// The node integrations screen (issue 20 §1): a self-service admin connects a node's Google Ads and Meta accounts
// through the simulated OAuth far ends, sees the platforms judge them Valid, and resets one after confirming.
import { expect, it } from 'vitest';
import { browserSuite } from './suite';

const suite = browserSuite({}, { roles: ['SELF_SERVICE_ADMIN'] });

it('connects Google Ads and Meta by OAuth and shows them Valid', async () => {
  const page = await suite.signedIn('SELF_SERVICE_ADMIN');
  await page.goto(`${suite.t.baseUrl}/admin/integration/${suite.acme.childNodeId}`);
  await page.getByText('Simulated platforms:').waitFor();
  await page.getByText('No integrations yet').waitFor();

  const google = page.getByRole('region', { name: 'Google Ads' });
  await google.getByLabel('Customer account ID').fill('123-456-7890');
  await google.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Google Ads saved').waitFor();
  await google.getByRole('button', { name: 'Connect' }).click();
  await page.getByText("This page is Varia's stand-in for Google").waitFor();
  await page.getByRole('link', { name: 'Allow' }).click();
  await google.getByText('Valid').waitFor({ timeout: 15_000 });

  const meta = page.getByRole('region', { name: 'Meta' });
  await meta.getByLabel('Ad account ID').fill('act_1001');
  await meta.getByLabel('Page ID').fill('2002');
  await meta.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Meta saved').waitFor();
  await meta.getByRole('button', { name: 'Connect' }).click();
  await page.getByText("This page is Varia's stand-in for Meta").waitFor();
  await page.getByRole('link', { name: 'Allow' }).click();
  await meta.getByText('Valid').waitFor({ timeout: 15_000 });
  expect(await google.getByText('Valid').isVisible()).toBe(true);

  // Reset asks first; YouTube, never connected, cannot be reset and says why.
  const youtube = page.getByRole('region', { name: 'YouTube' });
  expect(await youtube.getByRole('button', { name: 'Reset' }).isDisabled()).toBe(true);
  await google.getByRole('button', { name: 'Reset' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
  await google.getByText('Not connected').waitFor();
  await page.close();
});
