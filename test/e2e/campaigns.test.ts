// Browser: campaigns (issue 9 §1; spec 1 §2.1-§2.2, spec 2 §2, §6). A self-service admin builds a campaign from a
// ready concept's templates (the name checked as typed, past flight dates refused before the submit, a summary of
// the trees), lands on /campaigns and finds it with filters kept in the URL; the campaign's shell opens the first
// tree; settings save; archive and restore confirm first; a REVIEWER sees no create button, the row's actions
// disabled with the reason, and only the creatives tab.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FLIGHT_DATES_IN_PAST } from '../../domain/campaign/messages';
import { MESSAGES } from '../../domain/shared/errors';
import { WRONG_ROLES_MESSAGE } from '../../domain/roles';
import { conceptBrief, createConcept } from '../support/fixtures';
import { banner, uploadTemplate } from '../support/templates';
import { tooltipOf } from './browser';
import { browserSuite } from './suite';

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
const listFilter = (page: Page) =>
  JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, unknown>;
/** A date `days` from today (UTC), as the date inputs take it. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('Campaign screens', () => {
  const suite = browserSuite({}, { roles: ['SELF_SERVICE_ADMIN', 'MANAGER', 'REVIEWER'] });
  const stamp = Date.now().toString(36);
  const conceptName = `Sunny ${stamp}`;
  const campaignName = `Summer push ${stamp}`;
  const takenName = `Taken ${stamp}`;
  let conceptId: string;
  let templateIds: string[];

  /** A concept brought to 'ready' through the API, with two display templates. */
  async function readyConcept(name: string): Promise<string> {
    const brief = conceptBrief(name, [suite.acme.childNodeId], { step: 'SIGN_OFF', complete: true });
    const id = await createConcept(suite.su, brief, suite.acme.partnerId);
    expect(
      (await suite.su.request('PATCH', `/assets/concepts/${id}/brief`, { brief, status: 'storyboardsProgress' }))
        .status,
    ).toBe(200);
    for (const status of ['review', 'templatesProgress'])
      expect((await suite.su.request('PATCH', `/assets/concepts/${id}/status`, { status })).status).toBe(200);
    templateIds = [];
    for (const file of ['300x250-Summer sale.html', '728x90-Leaderboard.html']) {
      const reply = await uploadTemplate(suite.su, id, file, banner());
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      templateIds.push(reply.body.templates[0].id);
    }
    expect((await suite.su.request('PATCH', `/assets/concepts/${id}/status`, { status: 'ready' })).status).toBe(200);
    return id;
  }

  beforeAll(async () => {
    conceptId = await readyConcept(conceptName);
    // A campaign of the partner already holds this name.
    const taken = await suite.su.post('/campaigns', {
      partnerId: suite.acme.partnerId,
      conceptId,
      name: takenName,
      businessNodes: [suite.acme.childNodeId],
      platforms: ['google'],
      templateIds: [templateIds[0]],
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
  }, 120_000);

  it("creates a campaign from the concept's page, checking the name and the flight dates before the submit", async () => {
    const page = await suite.signedIn('SELF_SERVICE_ADMIN', `/concepts/${conceptId}`);
    await page.getByTestId('concept-campaigns').getByRole('link', { name: takenName }).waitFor();
    await page.getByTestId('concept-campaigns').getByRole('link', { name: 'Create campaign' }).click();
    await page.waitForURL(`**/concepts/${conceptId}/campaign`);
    const form = page.getByRole('form', { name: 'New campaign' });
    const create = form.getByRole('button', { name: 'Create campaign' });

    const name = form.getByLabel('Campaign name');
    await name.fill(takenName.toUpperCase());
    await form.getByText(MESSAGES.alreadyExist, { exact: true }).waitFor();
    await name.fill(campaignName);
    await form
      .getByRole('group', { name: 'Business nodes' })
      .getByRole('checkbox', { name: /^Germany/ })
      .check();
    await form.getByRole('checkbox', { name: 'Google Campaign Manager' }).check();
    await form.getByRole('checkbox', { name: '300x250-Summer sale' }).check();
    await form.getByRole('checkbox', { name: '728x90-Leaderboard' }).check();
    const summary = page.getByTestId('campaign-summary');
    await summary.getByText('Google Campaign Manager · display').waitFor();
    await summary.getByText('2 template(s): 300x250-Summer sale, 728x90-Leaderboard').waitFor();
    await expect(summary.getByTestId('personalization-type').textContent()).resolves.toContain(
      'Personalisation type: DECISION_TREE',
    );

    // Yesterday is refused on screen, before anything is sent.
    await form.getByLabel('Flight start').fill(day(-1));
    await form.getByText(FLIGHT_DATES_IN_PAST).waitFor();
    expect(await create.isDisabled()).toBe(true);
    expect(await tooltipOf(page, create)).toBe(FLIGHT_DATES_IN_PAST);
    await form.getByLabel('Flight start').fill(day(1));
    await form.getByLabel('Flight end').fill(day(30));

    await create.click();
    await page.getByText(`Campaign ${campaignName} created`).waitFor();
    await page.waitForURL((url) => url.pathname === '/campaigns');
    await rowOf(page, campaignName).waitFor();
    const row = rowOf(page, campaignName);
    await expect(row.textContent()).resolves.toContain(conceptName);
    await expect(row.textContent()).resolves.toContain('0/0');
    const listed = (
      await suite.su.get(
        `/campaigns?filter=${encodeURIComponent(JSON.stringify({ partnerId: suite.acme.partnerId, q: campaignName }))}`,
      )
    ).body;
    expect(listed).toMatchObject([
      {
        name: campaignName,
        platforms: ['google'],
        flightStart: day(1),
        flightEnd: day(30),
        businessNodes: [suite.acme.childNodeId],
      },
    ]);
  });

  it("shows the server's refusal as 'Something went wrong :(' with its message, and keeps it on screen", async () => {
    const raced = `Raced ${stamp}`;
    const page = await suite.signedIn('SELF_SERVICE_ADMIN', `/concepts/${conceptId}/campaign`);
    const form = page.getByRole('form', { name: 'New campaign' });
    await form.getByLabel('Campaign name').fill(raced);
    await form
      .getByRole('group', { name: 'Business nodes' })
      .getByRole('checkbox', { name: /^Germany/ })
      .check();
    await form.getByRole('checkbox', { name: 'Google Campaign Manager' }).check();
    await form.getByRole('checkbox', { name: '300x250-Summer sale' }).check();
    const create = form.getByRole('button', { name: 'Create campaign' });
    await expect.poll(() => create.isEnabled(), { timeout: 10_000 }).toBe(true);
    // Someone else takes the name after it was checked.
    const other = {
      partnerId: suite.acme.partnerId,
      conceptId,
      name: raced,
      businessNodes: [suite.acme.childNodeId],
      platforms: ['google'],
      templateIds: [templateIds[0]],
    };
    expect((await suite.su.post('/campaigns', other)).status).toBe(201);
    await create.click();
    const refusal = page.getByTestId('campaign-create-error');
    await refusal.getByText('Something went wrong :(').waitFor();
    await refusal.getByText(MESSAGES.alreadyExist).waitFor();
    // Not dismissed by itself: still there after an error toast (5 s) would have gone.
    await page.waitForTimeout(6_000);
    expect(await refusal.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe(`/concepts/${conceptId}/campaign`);
  });

  it('keeps the search and the filters in the URL', async () => {
    const page = await suite.signedIn('SELF_SERVICE_ADMIN', '/campaigns');
    await rowOf(page, takenName).waitFor();
    await rowOf(page, campaignName).waitFor();

    await page.getByPlaceholder('Search campaigns').fill('summer push');
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('summer push'));
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    await page.getByRole('combobox', { name: 'Platform' }).click();
    await page.getByRole('option', { name: 'Google Campaign Manager' }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Draft' }).click();
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('draft'));
    expect(listFilter(page)).toMatchObject({ q: 'summer push', platform: 'google', status: 'draft' });
    await rowOf(page, campaignName).waitFor();

    // The URL alone brings the same list back.
    await page.reload();
    await rowOf(page, campaignName).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(1);
    await expect(page.getByPlaceholder('Search campaigns').inputValue()).resolves.toBe('summer push');

    await page.getByRole('combobox', { name: 'Platform' }).click();
    await page.getByRole('option', { name: 'Meta' }).click();
    await page.getByText('No campaigns match these filters').waitFor();
  });

  it('picks a ready concept first when a campaign is created from the list', async () => {
    const page = await suite.signedIn('SELF_SERVICE_ADMIN', '/campaigns');
    await page.getByRole('link', { name: 'Create campaign' }).click();
    await page.waitForURL((url) => url.pathname === '/campaigns/new');
    await page.getByRole('list', { name: 'Ready concepts' }).getByRole('button', { name: conceptName }).click();
    await page.waitForURL((url) => url.searchParams.get('concept') === conceptId);
    await page
      .getByRole('form', { name: 'New campaign' })
      .getByRole('checkbox', { name: '728x90-Leaderboard' })
      .waitFor();
    await page.getByText(`From the concept ${conceptName}`).waitFor();
  });

  it("opens a campaign on its first tree's personalize page, with the self-service tabs", async () => {
    const [campaign] = (
      await suite.su.get(
        `/campaigns?filter=${encodeURIComponent(JSON.stringify({ partnerId: suite.acme.partnerId, q: campaignName }))}`,
      )
    ).body;
    const page = await suite.signedIn('SELF_SERVICE_ADMIN', '/campaigns');
    await page.getByRole('link', { name: campaignName, exact: true }).click();
    await page.waitForURL(`**/campaigns/${campaign.id}/personalize/${campaign.trees[0].id}`);
    await page.getByRole('heading', { name: campaignName }).waitFor();
    const tabs = page.getByRole('tablist', { name: 'Campaign sections' }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Personalize', 'Creatives', 'Settings', 'Tools']);
    await expect(page.getByRole('combobox', { name: 'Tree' }).textContent()).resolves.toBe(
      'Google Campaign Manager · display',
    );
    // The tree's personalise screen is mounted: the new campaign has no variants yet.
    await page.getByText('No variants yet').waitFor();
    // The history entry was replaced: back leaves the campaign.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/campaigns');
  });

  it('saves settings, then archives and restores the campaign after confirming', async () => {
    const page = await suite.signedIn('SELF_SERVICE_ADMIN', '/campaigns');
    await page.getByRole('button', { name: `Actions of ${campaignName}` }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL(/\/campaigns\/[0-9a-f]{24}\/settings$/);
    const form = page.getByRole('form', { name: 'Campaign settings' });
    await form.getByRole('group', { name: 'Business nodes' }).waitFor();
    expect(await tooltipOf(page, form.getByRole('button', { name: 'Save' }))).toBe(
      'Nothing to save: change something first',
    );
    await form.getByLabel('Campaign name').fill(`${campaignName} v2`);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Settings of ${campaignName} v2 saved`).waitFor();
    await page.getByRole('heading', { name: `${campaignName} v2` }).waitFor();

    await page.goto('/campaigns');
    const renamed = `${campaignName} v2`;
    await page.getByRole('button', { name: `Actions of ${renamed}` }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    const archive = page.getByRole('dialog', { name: `Archive ${renamed}?` });
    await archive.getByRole('button', { name: 'Cancel' }).click();
    await archive.waitFor({ state: 'detached' });
    await rowOf(page, renamed).waitFor();
    await page.getByRole('button', { name: `Actions of ${renamed}` }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await archive.getByRole('button', { name: 'Archive' }).click();
    await page.getByText(`Campaign ${renamed} archived`).waitFor();
    await rowOf(page, renamed).waitFor({ state: 'detached' });

    await page.getByLabel('Archived').check();
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('"archived":true'));
    await rowOf(page, renamed).getByText('Archived', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Actions of ${renamed}` }).click();
    await page.getByRole('menuitem', { name: 'Restore' }).click();
    await page
      .getByRole('dialog', { name: `Restore ${renamed}?` })
      .getByRole('button', { name: 'Restore' })
      .click();
    await page.getByText(`Campaign ${renamed} restored`).waitFor();
    await page.getByLabel('Archived').uncheck();
    await rowOf(page, renamed).waitFor();
    // Three confirmations and four list loads: 9 s alone, over 30 s on a loaded CI machine.
  }, 60_000);

  it('shows a REVIEWER no create button, the actions disabled with the reason, and only the creatives tab', async () => {
    const page = await suite.signedIn('REVIEWER', '/campaigns');
    await rowOf(page, takenName).waitFor();
    await expect(page.getByRole('link', { name: 'Create campaign' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: `Actions of ${takenName}` }).click();
    for (const item of ['Settings', 'Lock', 'Archive', 'Delete'])
      await expect(page.getByRole('menuitem', { name: item }).getAttribute('aria-disabled')).resolves.toBe('true');
    // Every item gives the same reason; the items sit close together, so a neighbour's tooltip may still be closing.
    await page.getByRole('menuitem', { name: 'Archive' }).hover({ force: true });
    await page.getByRole('tooltip').filter({ hasText: WRONG_ROLES_MESSAGE }).first().waitFor();
    await page.keyboard.press('Escape');

    const [campaign] = (
      await suite.su.get(
        `/campaigns?filter=${encodeURIComponent(JSON.stringify({ partnerId: suite.acme.partnerId, q: takenName }))}`,
      )
    ).body;
    // Personalize is for full access: the same tree's creatives instead.
    await page.goto(`/campaigns/${campaign.id}/personalize/${campaign.trees[0].id}`);
    await page.waitForURL(`**/campaigns/${campaign.id}/creatives/${campaign.trees[0].id}`);
    await page.getByTestId('campaign-creatives').getByText('No creatives to review yet').waitFor();
    expect(await page.getByRole('tablist', { name: 'Campaign sections' }).getByRole('tab').allTextContents()).toEqual([
      'Creatives',
    ]);
    await page.goto('/campaigns/new');
    await page.waitForURL('**/404');
  });

  it('gives a MANAGER the creatives and settings tabs, and only the basic settings', async () => {
    const [campaign] = (
      await suite.su.get(
        `/campaigns?filter=${encodeURIComponent(JSON.stringify({ partnerId: suite.acme.partnerId, q: takenName }))}`,
      )
    ).body;
    const page = await suite.signedIn('MANAGER', `/campaigns/${campaign.id}`);
    await page.waitForURL(`**/campaigns/${campaign.id}/creatives/${campaign.trees[0].id}`);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.waitForURL(`**/campaigns/${campaign.id}/settings`);
    const form = page.getByRole('form', { name: 'Campaign settings' });
    await form.getByLabel('Campaign name').waitFor();
    await form.getByLabel('Flight start').waitFor();
    expect(await page.getByRole('tablist', { name: 'Campaign sections' }).getByRole('tab').allTextContents()).toEqual([
      'Creatives',
      'Settings',
    ]);
    await expect(form.getByRole('region', { name: 'Markets' }).count()).resolves.toBe(0);
    // The qa flag is for top admins and the self-service group.
    const lock = page.getByRole('region', { name: 'Campaign actions' }).getByRole('button', { name: 'Lock' });
    expect(await lock.isDisabled()).toBe(true);
    expect(await tooltipOf(page, lock)).toBe(WRONG_ROLES_MESSAGE);
  });

  it('deletes a campaign from its settings after confirming, and lands on the list', async () => {
    const [campaign] = (
      await suite.su.get(
        `/campaigns?filter=${encodeURIComponent(JSON.stringify({ partnerId: suite.acme.partnerId, q: takenName }))}`,
      )
    ).body;
    const page = await suite.signedIn('SELF_SERVICE_ADMIN', `/campaigns/${campaign.id}/settings`);
    await page.getByRole('region', { name: 'Campaign actions' }).getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: `Delete ${takenName}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText(`Campaign ${takenName} deleted`).waitFor();
    await page.waitForURL((url) => url.pathname === '/campaigns');
    await rowOf(page, `${campaignName} v2`).waitFor();
    await expect(rowOf(page, takenName).count()).resolves.toBe(0);
    expect((await suite.su.get(`/campaigns/${campaign.id}`)).status).toBe(404);
  });
});
