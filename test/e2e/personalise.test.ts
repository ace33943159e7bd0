// Browser: the personalise screen (issue 9 §5, §8). On a campaign made over HTTP from a ready concept, a
// self-service admin adds variants (a duplicate name is refused as it is typed), a user segment and a schedule,
// sets the fallback, tries to turn variants on (refused with the 'Please check:' list), fills the required image
// from the library (after the warning for a fallback) and, once the creatives are approved, turns the fallback on.
// Filters stay in the URL, a dropped file of the wrong type is refused, a second user's page of the same tree shows
// a rename live without a reload, and the table pages on the server with a selection that spans pages.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  CHECK,
  couldNotTurnOn,
  EDIT_APPROVED_WARNING,
  FALLBACK_OFF_WARNING,
  FILE_TYPE_NOT_ALLOWED,
  PLEASE_CHECK,
  TOOLTIP,
  updated,
  VARIANT_NAME_TAKEN,
} from '../../domain/personalise/messages';
import { campaignOf, readyConcept } from '../support/campaigns';
import { file, pngImage, uploadedAsset } from '../support/uploads';
import { tooltipOf } from './browser';
import { browserSuite } from './suite';

describe('Personalise screen', () => {
  const suite = browserSuite({ runWorker: true }, { roles: ['SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER'] });
  const stamp = Date.now().toString(36);
  let campaignId: string;
  let treeId: string;
  let page: Page;
  const screen = () => `/campaigns/${campaignId}/personalize/${treeId}`;
  const row = (p: Page, name: string) =>
    p.getByTestId('variant-row').filter({ has: p.getByRole('button', { name, exact: true }) });
  const notice = (p: Page) => p.getByTestId('tree-notice');
  /** The library asset's name, however the library spells the file's. */
  const hero = new RegExp(`hero-${stamp}`);

  beforeAll(async () => {
    const concept = await readyConcept(suite.su, `Summer ${stamp}`, [suite.acme.childNodeId], suite.acme.partnerId);
    const campaign = await campaignOf(suite.su, suite.acme, concept, `Summer campaign ${stamp}`);
    campaignId = campaign.campaignId;
    treeId = campaign.trees.google!;
    await uploadedAsset(
      suite.app,
      suite.as('SELF_SERVICE_ADMIN'),
      {},
      file(`hero-${stamp}.png`, await pngImage(300, 250), 'image/png'),
      {
        nodeIds: JSON.stringify([suite.acme.childNodeId]),
      },
    );
    page = await suite.signedIn('SELF_SERVICE_ADMIN');
  }, 180_000);

  it('adds variants, refusing a name already taken as it is typed', async () => {
    await page.goto(screen());
    await page.getByTestId('empty-state').getByText('No variants yet').waitFor();
    for (const name of ['Berlin', 'Munich']) {
      await page.getByRole('button', { name: 'Create variant' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Create variant' });
      await dialog.getByLabel('Variant name').fill(name);
      await dialog.getByRole('button', { name: 'Create' }).click();
      await row(page, name).waitFor();
    }
    await page.getByRole('button', { name: 'Create variant' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create variant' });
    await dialog.getByLabel('Variant name').fill('berlin');
    await dialog.getByText(VARIANT_NAME_TAKEN).waitFor();
    await expect(dialog.getByRole('button', { name: 'Create' }).isDisabled()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('variant-counts').textContent()).resolves.toBe('0/2 active');
  }, 60_000);

  it('creates a user segment and assigns it to a variant', async () => {
    await row(page, 'Munich').getByRole('checkbox', { name: 'Select Munich' }).check();
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'User segments' }).click();
    const dialog = page.getByRole('dialog', { name: 'User segments' });
    await dialog.getByRole('button', { name: 'New user segment' }).click();
    await dialog.getByLabel('Name', { exact: true }).fill('Bavaria');
    await dialog.getByLabel('Values (one a line)').fill('placement-1');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByRole('checkbox', { name: 'Assign Bavaria' }).check();
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(page, 'Munich').getByLabel('User segments of Munich').getByText('Bavaria').waitFor();
  }, 60_000);

  it('adds a schedule to the same variant, keeping its user segment', async () => {
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'Schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedules' });
    await dialog.getByTestId('signals-empty').waitFor();
    await dialog.getByRole('button', { name: 'New schedule' }).click();
    await dialog.getByLabel('Name', { exact: true }).fill('Weekends');
    await dialog.getByRole('checkbox', { name: 'Sat' }).check();
    await dialog.getByRole('checkbox', { name: 'Sun' }).check();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByRole('checkbox', { name: 'Assign Weekends' }).check();
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(page, 'Munich').getByLabel('Schedules of Munich').getByText('Weekends').waitFor();
    await row(page, 'Munich').getByLabel('User segments of Munich').getByText('Bavaria').waitFor();
    await row(page, 'Munich').getByRole('checkbox', { name: 'Select Munich' }).uncheck();
  }, 60_000);

  it('sets the fallback, and refuses to turn variants on with the checklist', async () => {
    await row(page, 'Berlin').getByRole('button', { name: 'Actions: Berlin' }).click();
    await page.getByRole('menuitem', { name: 'Set as Fallback' }).click();
    await row(page, 'Berlin').getByTestId('status-tags').getByText('fallback').waitFor();
    // The fallback's menu no longer offers it, and it cannot be archived.
    await row(page, 'Berlin').getByRole('button', { name: 'Actions: Berlin' }).click();
    await expect(page.getByRole('menuitem', { name: 'Set as Fallback' }).count()).resolves.toBe(0);
    await expect(page.getByRole('menuitem', { name: 'Archive' }).count()).resolves.toBe(0);
    await page.keyboard.press('Escape');

    await expect(tooltipOf(page, row(page, 'Berlin').getByRole('switch', { name: 'Active: Berlin' }))).resolves.toBe(
      TOOLTIP.requiredFields,
    );
    await row(page, 'Berlin').getByRole('checkbox', { name: 'Select Berlin' }).check();
    await row(page, 'Munich').getByRole('checkbox', { name: 'Select Munich' }).check();
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'Turn on' }).click();
    await notice(page).getByText(couldNotTurnOn(2)).waitFor();
    const text = await notice(page).textContent();
    for (const item of [PLEASE_CHECK, CHECK.requiredFields, CHECK.finalApproval]) expect(text).toContain(item);
    await notice(page).getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'Clear selection' }).click();
  }, 60_000);

  it('fills the required image of the fallback from the library, after the warning', async () => {
    await row(page, 'Berlin').getByRole('button', { name: 'Edit hero of Berlin', exact: true }).click();
    await page.getByRole('dialog').getByText(EDIT_APPROVED_WARNING).waitFor();
    await page.getByRole('button', { name: 'Continue Editing' }).click();
    const dialog = page.getByRole('dialog', { name: 'hero', exact: true });
    await expect(dialog.getByTestId('multi-edit-note').textContent()).resolves.toBe('Editing 2 creatives');
    await dialog.getByRole('button', { name: 'Choose from library' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    await picker.getByRole('option', { name: hero }).click();
    await picker.getByRole('button', { name: 'Use (1)' }).click();
    await dialog.getByTestId('media-current').getByText(hero).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(page, 'Berlin')
      .getByRole('button', { name: 'Edit hero of Berlin', exact: true })
      .getByText(hero)
      .waitFor();
    // Filled, the fallback now waits only for its approval.
    await expect(tooltipOf(page, row(page, 'Berlin').getByRole('switch', { name: 'Active: Berlin' }))).resolves.toBe(
      TOOLTIP.pendingApproval,
    );
  }, 60_000);

  it('turns the approved fallback on, and warns before turning it off', async () => {
    const variants = await suite.su.get<{ id: string; name: string; formats: { id: string }[] }[]>(
      `/campaigns/${campaignId}/personalize/${treeId}/variants?filter=${encodeURIComponent('{}')}`,
    );
    const berlin = variants.body.find((v) => v.name === 'Berlin')!;
    const approved = await suite.su.request('PATCH', `/campaigns/${campaignId}/creatives/approvals`, {
      treeId,
      approvals: berlin.formats.map((f) => f.id),
      rejections: [],
      final: true,
    });
    expect(approved.status).toBeLessThan(300);
    // Another user's approval reaches the page live.
    const toggle = row(page, 'Berlin').getByRole('switch', { name: 'Active: Berlin' });
    await page.waitForFunction(
      () => !document.querySelector('input[aria-label="Active: Berlin"]')?.hasAttribute('disabled'),
      undefined,
      { timeout: 15_000 },
    );
    // Pessimistic: the switch moves once the server has turned the variant on.
    await toggle.click();
    await page.getByText(updated(1)).waitFor();
    await row(page, 'Berlin').getByTestId('status-tags').getByText('active').waitFor();
    await expect(page.getByTestId('variant-counts').textContent()).resolves.toBe('1/2 active');

    await toggle.click();
    const warning = page.getByRole('dialog', { name: FALLBACK_OFF_WARNING.title });
    await warning.getByText(FALLBACK_OFF_WARNING.text).waitFor();
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await expect(toggle.isChecked()).resolves.toBe(true);
  }, 60_000);

  it('filters by status in the drawer, keeping the filter in the URL', async () => {
    await page.getByRole('button', { name: 'All filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'All filters' });
    await drawer.getByRole('checkbox', { name: 'Active', exact: true }).check();
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await row(page, 'Munich').waitFor({ state: 'detached' });
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter')!)).toEqual({ statuses: ['active'] });
    await page.reload();
    await row(page, 'Berlin').waitFor();
    await expect(page.getByTestId('variant-row').count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'All filters' }).click();
    await drawer.getByRole('button', { name: 'Reset' }).click();
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await row(page, 'Munich').waitFor();
    expect(new URL(page.url()).searchParams.get('filter')).toBeNull();
  }, 60_000);

  it("refuses a dropped file of the wrong type with 'File type not allowed'", async () => {
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['notes'], 'notes.txt', { type: 'text/plain' }));
      return transfer;
    });
    await row(page, 'Munich')
      .getByRole('button', { name: 'Edit hero of Munich', exact: true })
      .dispatchEvent('drop', { dataTransfer });
    await page.getByText(FILE_TYPE_NOT_ALLOWED).waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  }, 30_000);

  it("shows another user's rename live", async () => {
    const watcher = await suite.signedIn('SELF_SERVICE_MANAGER');
    await watcher.goto(screen());
    await row(watcher, 'Munich').waitFor();
    await row(page, 'Munich').getByRole('button', { name: 'Actions: Munich' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename variant' });
    await dialog.getByLabel('Variant name').fill('Munich Centre');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await row(page, 'Munich Centre').waitFor();
    const navigations: string[] = [];
    watcher.on('framenavigated', (frame) => frame === watcher.mainFrame() && navigations.push(frame.url()));
    await row(watcher, 'Munich Centre').waitFor({ timeout: 15_000 });
    expect(navigations).toEqual([]);
  }, 60_000);

  it('pages on the server: rows per page and Page X of Y, in the URL', async () => {
    for (let i = 1; i <= 23; i += 1) {
      const made = await suite.su.post(`/campaigns/${campaignId}/personalize/${treeId}/variant`, {
        name: `Extra ${String(i).padStart(2, '0')}`,
      });
      expect(made.status).toBe(201);
    }
    await page.goto(screen());
    await row(page, 'Berlin').waitFor();
    // Spec 1 §2.4: 10 rows by default, and 10, 20, 30 or 40.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="variant-row"]').length === 10);
    await expect(page.getByText('of 3', { exact: true }).count()).resolves.toBe(1);
    await page.getByRole('combobox', { name: 'Rows per page' }).click();
    await expect(page.getByRole('option').allTextContents()).resolves.toEqual(['10', '20', '30', '40']);
    await page.getByRole('option', { name: '20', exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="variant-row"]').length === 20);
    await expect(page.getByText('of 2', { exact: true }).count()).resolves.toBe(1);
    const pageRequest = page.waitForRequest(
      (r) => r.url().includes('/variants?') && decodeURIComponent(r.url()).includes('range=[20,39]'),
    );
    await page.getByRole('button', { name: 'Next page' }).click();
    await pageRequest;
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="variant-row"]').length === 5);
    expect(new URL(page.url()).searchParams.get('perPage')).toBe('20');

    // A selection spans pages: the page, then every variant the filter matches (variant-identifiers).
    await page.getByRole('checkbox', { name: 'Select the page' }).check();
    const bar = page.getByTestId('bulk-bar');
    await bar.getByText('5 variant(s), 10 creative(s) selected').waitFor();
    await bar.getByRole('button', { name: 'Select all 25 variants' }).click();
    await bar.getByText('25 variant(s), 50 creative(s) selected').waitFor();
    await bar.getByRole('button', { name: 'Clear selection' }).click();
    await bar.waitFor({ state: 'detached' });
  }, 90_000);
});
