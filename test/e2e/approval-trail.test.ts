// Browser: the approval trail (issue 10 §3). Over HTTP a reviewer approves a variant's two formats in the interim, a
// manager approves one and rejects the other finally, an edit lapses the approval and the manager approves the new
// content. The manager opens the trail from the campaign, filters it (the filter stays in the URL through a reload),
// compares the two approved versions in the diff, looks at "As approved at" a moment between, and exports CSV; the
// analyst reads the same trail.
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { campaignOf, readyConcept } from '../support/campaigns';
import { PASSWORD } from '../support/fixtures';
import type { HttpClient } from '../support/http';
import { signInAs, tooltipOf } from './browser';
import { browserSuite } from './suite';

describe('Approval trail screen', () => {
  const suite = browserSuite({}, { roles: ['SELF_SERVICE_ADMIN', 'MANAGER', 'REVIEWER', 'ANALYST'] });
  const stamp = Date.now().toString(36);
  let campaignId: string;
  let between: string;
  let page: Page;
  const rows = (p: Page) => p.getByTestId('trail-row');

  beforeAll(async () => {
    const concept = await readyConcept(suite.su, `Trail ${stamp}`, [suite.acme.childNodeId], suite.acme.partnerId);
    const campaign = await campaignOf(suite.su, suite.acme, concept, `Trail campaign ${stamp}`);
    campaignId = campaign.campaignId;
    const treeId = campaign.trees.google!;
    const tree = `/campaigns/${campaignId}/personalize/${treeId}`;
    const admin = suite.as('SELF_SERVICE_ADMIN');
    const variantId = (await admin.post(`${tree}/variant`, { name: 'Berlin' })).body.id as string;
    const [a, b] = (await admin.get(`${tree}/variants/${variantId}`)).body.formats.map((f: { id: string }) => f.id) as [
      string,
      string,
    ];
    const call = async (client: HttpClient, path: string, body: unknown) => {
      const reply = await client.request('PATCH', path, body);
      if (reply.status !== 200) throw new Error(`${path}: ${JSON.stringify(reply.body)}`);
    };
    const headline = (value: string, formats: string[]) =>
      call(admin, `${tree}/formats/dynamic-elements`, { formats, elements: { headline: { value } } });
    const decide = (client: HttpClient, approvals: string[], rejections: string[], final: boolean) =>
      call(client, `/campaigns/${campaignId}/creatives/approvals`, { treeId, approvals, rejections, final });
    await headline('Summer sale', [a, b]);
    await decide(suite.as('REVIEWER'), [a, b], [], false);
    await decide(suite.as('MANAGER'), [a], [b], true);
    await sleep(1100);
    between = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    await sleep(1100);
    await headline('Autumn sale', [a]);
    await decide(suite.as('MANAGER'), [a], [], true);
    page = await suite.signedIn('MANAGER');
  }, 180_000);

  it('opens from the campaign and lists every decision, newest first', async () => {
    await page.goto(`/campaigns/${campaignId}`);
    await page.getByRole('link', { name: 'Approval trail' }).click();
    await page.waitForURL(`**/campaigns/${campaignId}/approvals`);
    await rows(page).nth(5).waitFor();
    const decisions = await rows(page).locator('td:nth-child(5)').allTextContents();
    expect(decisions).toEqual([
      'Final approved',
      'Lapsed by an edit',
      'Final rejected',
      'Final approved',
      'Interim approved',
      'Interim approved',
    ]);
    await expect(tooltipOf(page, page.getByRole('button', { name: 'Compare' }))).resolves.toBe(
      'Pick two records to compare their content',
    );
  }, 60_000);

  it('filters by decision, kept in the URL through a reload', async () => {
    await page.getByLabel('Decision').click();
    await page.getByRole('option', { name: 'Lapsed by an edit' }).click();
    await page.waitForURL(/decision=lapsed/);
    await page.reload();
    await rows(page).first().waitFor();
    await expect(page.getByLabel('Decision').textContent()).resolves.toBe('Lapsed by an edit');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="trail-row"]').length === 1);
    await expect(rows(page).first().textContent()).resolves.toContain('SELF_SERVICE_ADMIN');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await rows(page).nth(5).waitFor();
  }, 60_000);

  it("one variant's trail: its name filters by it, and the link keeps it", async () => {
    await rows(page).first().getByRole('button', { name: 'Berlin' }).click();
    await page.waitForURL(/variantId=[0-9a-f]{24}/);
    await page.reload();
    await page.getByText('Variant: Berlin').waitFor();
    await rows(page).nth(5).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => !url.search.includes('variantId'));
  }, 60_000);

  it('compares the two approved versions: the headline changed word by word', async () => {
    const approvedFinal = rows(page).filter({ hasText: 'Final approved' });
    await approvedFinal.nth(0).getByRole('checkbox').check();
    await approvedFinal.nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Compare' }).click();
    const dialog = page.getByRole('dialog', { name: 'What changed' });
    const changed = dialog.getByRole('table', { name: 'Changed elements' });
    await changed.waitFor();
    await expect(changed.locator('tbody tr').count()).resolves.toBe(1);
    // Older first, whichever was picked first.
    await expect(changed.locator('del').textContent()).resolves.toBe('Summer');
    await expect(changed.locator('ins').textContent()).resolves.toBe('Autumn');
    await dialog.getByRole('button', { name: 'Close' }).click();
  }, 60_000);

  it('shows what was approved at a moment in between, by whom and with which content', async () => {
    await page.goto(`/campaigns/${campaignId}/approvals?view=asOf&at=${encodeURIComponent(between)}`);
    const asOf = page.getByTestId('as-of-row');
    await asOf.nth(1).waitFor();
    const texts = await asOf.allTextContents();
    expect(
      texts.filter((t) => t.includes('Approved') && t.includes('Summer sale') && t.includes('MANAGER')),
    ).toHaveLength(1);
    expect(texts.filter((t) => t.includes('Rejected') && t.includes('Summer sale'))).toHaveLength(1);
    await page.getByRole('button', { name: 'Trail' }).click();
    await rows(page).nth(5).waitFor();
  }, 60_000);

  it('exports the trail as CSV', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const text = await readFile((await download.path())!, 'utf8');
    const lines = text.trim().split('\n');
    expect(lines[0]).toMatch(/^At,Decision,Type,User,/);
    expect(lines).toHaveLength(7);
  }, 60_000);

  it('the analyst does not reach the trail (reporting only: spec 2 §6)', async () => {
    const { page: analyst } = await suite.newPage();
    await signInAs(analyst, suite.user('ANALYST').email, PASSWORD, `/campaigns/${campaignId}/approvals`);
    await analyst.waitForURL(/\/404$/);
  }, 60_000);
});
