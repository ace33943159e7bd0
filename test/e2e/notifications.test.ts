// Browser: review requests and the notification bell (issue 10 §2). A self-service admin requests interim approval
// from the campaign's header (the button is disabled, with its reason, until a reviewer is chosen); the reviewer's
// bell, open in another window, counts it live without a reload; opening the notification leads to the campaign and
// marks it read; the admin withdraws the request after confirming, and the reviewer's bell counts that too.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { campaignOf, readyConcept } from '../support/campaigns';
import { tooltipOf } from './browser';
import { browserSuite } from './suite';

describe('Request approval and the notification bell', () => {
  const suite = browserSuite({ runWorker: true }, { roles: ['SELF_SERVICE_ADMIN', 'REVIEWER'] });
  const stamp = Date.now().toString(36);
  const campaignName = `Review ${stamp}`;
  let campaignId: string;
  let admin: Page;
  let reviewer: Page;
  const bell = (p: Page) => p.getByRole('button', { name: /^Notifications/ });

  beforeAll(async () => {
    const concept = await readyConcept(
      suite.su,
      `Review concept ${stamp}`,
      [suite.acme.childNodeId],
      suite.acme.partnerId,
    );
    ({ campaignId } = await campaignOf(suite.su, suite.acme, concept, campaignName, { templates: ['banner'] }));
    admin = await suite.signedIn('SELF_SERVICE_ADMIN');
    reviewer = await suite.signedIn('REVIEWER');
  }, 180_000);

  it('shows an empty bell before anything is sent', async () => {
    await reviewer.goto('/campaigns');
    await bell(reviewer).click();
    await reviewer.getByRole('dialog', { name: 'Notifications' }).getByText('No notifications yet').waitFor();
    await reviewer.keyboard.press('Escape');
    expect(await bell(reviewer).getAttribute('aria-label')).toBe('Notifications');
  });

  it('requests interim approval from the campaign’s header; the reviewer’s bell counts it live', async () => {
    await admin.goto(`/campaigns/${campaignId}`);
    await admin.getByRole('button', { name: 'Request approval' }).click();
    const dialog = admin.getByRole('dialog', { name: `Request approval: ${campaignName}` });
    await dialog.getByText('No approval requests yet').waitFor();
    const submit = dialog.getByRole('button', { name: 'Request approval' });
    expect(await submit.isDisabled()).toBe(true);
    expect(await tooltipOf(admin, submit)).toBe('Choose at least one reviewer');
    await dialog.getByLabel('Reviewers').fill('reviewer');
    // Only users who may give interim approval are offered.
    await admin
      .getByRole('option', { name: /Reviewer/ })
      .first()
      .click();
    await submit.click();
    await admin.getByText('Interim approval requested').waitFor();
    await dialog.getByRole('list', { name: 'Approval requests' }).getByText('#1 Interim approval').waitFor();

    // The reviewer's page was not reloaded: the count arrived over the live channel.
    await reviewer.getByRole('button', { name: 'Notifications (1 unread)' }).waitFor({ timeout: 30_000 });
    await bell(reviewer).click();
    await reviewer.getByRole('button', { name: new RegExp(`Approval requested: ${campaignName}`) }).click();
    await reviewer.waitForURL((url) => url.pathname.startsWith(`/campaigns/${campaignId}`));
    await reviewer.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
  });

  it('withdraws the request after confirming; the reviewer hears of it', async () => {
    const dialog = admin.getByRole('dialog', { name: `Request approval: ${campaignName}` });
    await dialog.getByRole('button', { name: /Withdraw/ }).click();
    await admin
      .getByRole('dialog', { name: /Withdraw/ })
      .getByRole('button', { name: 'Withdraw' })
      .click();
    await dialog.getByText('withdrawn').waitFor();
    await reviewer.getByRole('button', { name: 'Notifications (1 unread)' }).waitFor({ timeout: 30_000 });
    await bell(reviewer).click();
    await reviewer.getByText(`Approval request withdrawn: ${campaignName}`).waitFor();
    const markAll = reviewer.getByRole('button', { name: 'Mark all as read' });
    await markAll.click();
    await reviewer.waitForFunction(() =>
      [...document.querySelectorAll('button')].some((b) => b.textContent === 'Mark all as read' && b.disabled),
    );
    await reviewer.keyboard.press('Escape');
    // The bell's own label, whether or not the closing popover still hides the page from the accessibility tree.
    await reviewer.locator('button[aria-label="Notifications"]').waitFor();
  });
});
