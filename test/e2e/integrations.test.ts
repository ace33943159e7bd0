// The node integrations screen (issue 20 §1): a self-service admin connects a node's Google Ads and Meta accounts
// through the simulated OAuth far ends, sees the platforms judge them Valid, and resets one after confirming.
import { expect, it } from 'vitest';
import { connectPlatform } from './connect-platform';
import { browserSuite } from './suite';

const suite = browserSuite({}, { roles: ['SELF_SERVICE_ADMIN'] });

it('connects Google Ads and Meta by OAuth and shows them Valid', async () => {
  const page = await suite.signedIn(
    'SELF_SERVICE_ADMIN',
    `${suite.t.baseUrl}/admin/integration/${suite.acme.childNodeId}`,
  );
  await page.getByText('Simulated platforms:').waitFor();
  await page.getByText('No integrations yet').waitFor();

  const google = await connectPlatform(page, 'Google Ads', 'Google', { 'Customer account ID': '123-456-7890' });
  await connectPlatform(page, 'Meta', 'Meta', { 'Ad account ID': 'act_1001', 'Page ID': '2002' });
  expect(await google.getByText('Valid').isVisible()).toBe(true);

  // Reset asks first; YouTube, never connected, cannot be reset and says why.
  const youtube = page.getByRole('region', { name: 'YouTube' });
  expect(await youtube.getByRole('button', { name: 'Reset' }).isDisabled()).toBe(true);
  await google.getByRole('button', { name: 'Reset' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
  await google.getByText('Not connected').waitFor();
  await page.close();
});
