// Browser: user segments imported from the platforms (issue 20 §4; spec 2 §7 signals/import/lineitems and /adsets). On
// a google tree, 'Import from DV360' lists the connected advertiser's campaigns: a failed look-up (an error injected
// into the simulated DV360) toasts 'Failed loading DV360 campaigns/line items' and Retry lists them; a campaign ticked
// with the keyboard imports its line items, the dialog says how many, and they join the User segments list. On the
// Meta tree, 'Import from Meta' does the same with the ad account's campaigns and ad sets ('Failed to load Meta
// campaigns' first), the ended ad set left out.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DV360_MESSAGES } from '../../domain/dv360/messages';
import { META_MESSAGES } from '../../domain/meta/messages';
import { campaignWithTrees, expectStatus } from '../api/personalise-fixture';
import { injectGoogleError } from '../support/google-platform';
import { injectMetaError } from '../support/meta';
import { connectByOAuth } from '../support/oauth';
import { browserSuite } from './suite';

const ADVERTISER = '6101';
const AD_ACCOUNT = 'act_3003';

describe('Importing user segments from DV360 and Meta', () => {
  const suite = browserSuite({}, { roles: ['SELF_SERVICE_ADMIN'] });
  let page: Page;
  let trees: { campaignId: string; google: string; facebook: string };
  const segmentsDialog = () => page.getByRole('dialog', { name: 'User segments' });

  beforeAll(async () => {
    trees = await campaignWithTrees(suite.su, suite.acme, 'Imports');
    const admin = suite.as('SELF_SERVICE_ADMIN');
    const nodeId = suite.acme.childNodeId;
    const publishing = {
      dv360: { dv360AdvertiserId: ADVERTISER },
      facebook: { facebookAdAccountId: AD_ACCOUNT, facebookPageId: '555000111' },
    };
    expectStatus(await admin.put(`/business-nodes/${nodeId}/publishing`, { publishing }), 200);
    expectStatus(await connectByOAuth(admin, nodeId, 'dv360Token'), 200);
    expectStatus(await connectByOAuth(admin, nodeId, 'facebookToken'), 200);
    page = await suite.signedIn('SELF_SERVICE_ADMIN');
  }, 240_000);

  /** The tree's User segments dialog, then the import's own dialog over it. */
  async function openImport(treeId: string, button: string) {
    await page.goto(`${suite.t.baseUrl}/campaigns/${trees.campaignId}/personalize/${treeId}`);
    await page.getByRole('button', { name: 'User segments' }).click();
    await segmentsDialog().getByRole('button', { name: button }).click();
    return page.getByRole('dialog', { name: button });
  }

  it('imports the line items of a DV360 campaign into a google tree, after a failed look-up', async () => {
    await injectGoogleError(suite.t.system.deps.oauth.simulated!.google, {
      path: `/v4/advertisers/${ADVERTISER}/campaigns`,
      status: 429,
      reason: 'RESOURCE_EXHAUSTED',
    });
    const dialog = await openImport(trees.google, 'Import from DV360');
    await page.getByText(DV360_MESSAGES.failedLoading).waitFor();
    const importButton = dialog.getByRole('button', { name: 'Import', exact: true });
    expect(await importButton.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Retry' }).click();

    await expect.poll(() => dialog.getByLabel('DV360 advertiser').textContent()).toBe(ADVERTISER);
    const campaigns = dialog.getByRole('list', { name: 'Platform campaigns' });
    await campaigns.getByText('Always-on awareness').waitFor();
    await campaigns.getByRole('checkbox', { name: 'Summer launch' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => importButton.isEnabled()).toBe(true);
    await importButton.focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('status').getByText('2 user segment(s) imported from DV360 line items').waitFor();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const list = segmentsDialog().getByRole('list', { name: 'User segments' });
    await list.getByText('Summer launch — Prospecting').waitFor();
    await list.getByText('Summer launch — Retargeting').waitFor();
    expect(await list.getByText('DV360 Line Item', { exact: false }).count()).toBe(2);
  }, 120_000);

  it("imports a Meta campaign's running ad sets into the Meta tree, after a failed look-up", async () => {
    await injectMetaError(suite.t.system.deps.oauth.simulated!.meta, { path: `${AD_ACCOUNT}/campaigns`, code: 2 });
    const dialog = await openImport(trees.facebook, 'Import from Meta');
    await page.getByText(META_MESSAGES.failedToLoadCampaigns).waitFor();
    await dialog.getByRole('button', { name: 'Retry' }).click();

    await expect.poll(() => dialog.getByLabel('Meta ad account').textContent()).toBe(AD_ACCOUNT);
    await expect.poll(() => dialog.getByLabel('Meta page').textContent()).toBe('555000111');
    const campaigns = dialog.getByRole('list', { name: 'Platform campaigns' });
    await campaigns.getByText('2 ad set(s), 1 ended', { exact: false }).first().waitFor();
    await campaigns.getByRole('checkbox', { name: 'Spring launch' }).check();
    expect(await dialog.getByRole('checkbox', { name: 'Exclude completed Meta ad sets' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByRole('status').getByText('1 user segment(s) imported from Meta ad sets').waitFor();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const list = segmentsDialog().getByRole('list', { name: 'User segments' });
    await list.getByText('Lookalikes').waitFor();
    expect(await list.getByText('Launch week').count()).toBe(0);
  }, 120_000);
});
