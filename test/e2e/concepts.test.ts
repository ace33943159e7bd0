// Browser: the concept screens (spec 1 §2.1-§2.4, spec 3 §2-§4). The list as a manager's home page with
// search, status filter and paging kept in the URL; a draft row opening its brief; a concept's tabs; the status
// moved on by a final approver and held back, with the reason, for a reviewer; archive after a confirmation;
// settings saved by a self-service admin with the server's refusal of a used name; and a concept-only user
// sent from /concepts/{id} to /concepts-only/{id}.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { BriefStep } from '../../domain/concept/brief';
import { CONCEPT_NAME_USED } from '../../domain/concept/details-rules';
import { NOT_A_FINAL_APPROVER } from '../../admin-ui/src/concepts/conceptAccess';
import { SUPER } from '../support/app';
import { conceptBrief, createConcept, PASSWORD } from '../support/fixtures';
import { signIn, tooltipOf } from './browser';
import { browserSuite } from './suite';

const rows = (page: Page) => page.locator('tbody tr');
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
const search = (page: Page) => new URL(page.url()).searchParams;
const listFilter = (page: Page) => JSON.parse(search(page).get('filter') ?? '{}') as Record<string, unknown>;

describe('Concept screens', () => {
  const suite = browserSuite({}, { roles: ['MANAGER', 'REVIEWER', 'SELF_SERVICE_ADMIN'] });
  /** A submitted concept (StoryboardsInProgress) and a draft, besides eleven more drafts for paging. */
  let submittedId: string;
  let draftId: string;
  let conceptOnlyEmail: string;

  const concept = async (name: string, step: BriefStep = 'OBJECTIVES') =>
    createConcept(suite.su, conceptBrief(name, [suite.acme.childNodeId], { step }), suite.acme.partnerId);

  async function submitted(name: string): Promise<string> {
    const id = await createConcept(
      suite.su,
      conceptBrief(name, [suite.acme.childNodeId], { step: 'SIGN_OFF', complete: true }),
      suite.acme.partnerId,
    );
    const reply = await suite.su.request('PATCH', `/assets/concepts/${id}/brief`, {
      brief: conceptBrief(name, [suite.acme.childNodeId], { step: 'SIGN_OFF', complete: true }),
      status: 'storyboardsProgress',
    });
    expect(reply.status).toBe(200);
    return id;
  }

  beforeAll(async () => {
    submittedId = await submitted('Summer Splash');
    await submitted('Winter Warmers');
    draftId = await concept('Autumn Draft', 'CHANNELS');
    for (let i = 1; i <= 10; i += 1) await concept(`Paging ${String(i).padStart(2, '0')}`);
    conceptOnlyEmail = `concept-only-${process.pid}@example.com`;
    const invited = await suite.su.post(`/business-nodes/invitations/node/${suite.acme.childNodeId}`, {
      email: conceptOnlyEmail,
      role: 'REVIEWER',
      partnerId: suite.acme.partnerId,
      isConceptOnly: true,
    });
    expect(invited.status).toBe(201);
    expect(
      (
        await suite.app
          .client()
          .post(`/invitations/${invited.body.invitationId}/accept`, { name: 'Concept Only', password: PASSWORD })
      ).status,
    ).toBe(200);
  }, 120_000);

  it('lands a manager on the concept list, pages it and keeps search, filters and the page in the URL', async () => {
    const page = await suite.signedIn('MANAGER');
    expect(new URL(page.url()).pathname).toBe('/concepts');
    await page.getByRole('heading', { name: 'Concepts', exact: true }).waitFor();
    expect(await page.title()).toBe('Concepts - Video & Display');
    await page.getByRole('button', { name: 'Request new concept' }).waitFor();
    await rows(page).nth(9).waitFor();
    expect(await rows(page).count()).toBe(10);
    await page.getByText('of 2', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 3);

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'StoryboardsInProgress' }).click();
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('storyboardsProgress'));
    await rowOf(page, 'Summer Splash').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 2);
    expect(search(page).get('page')).toBe('1');

    await page.getByPlaceholder('Search concepts').fill('winter');
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('winter'));
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    expect(listFilter(page)).toMatchObject({ status: 'storyboardsProgress', search: 'winter' });

    // The URL alone brings the same list back.
    await page.reload();
    await rowOf(page, 'Winter Warmers').waitFor();
    expect(await rows(page).count()).toBe(1);
    await expect(page.getByPlaceholder('Search concepts').inputValue()).resolves.toBe('winter');
  });

  it('opens a draft in the brief wizard and a submitted concept on its page (by keyboard too), with its tabs', async () => {
    const page = await suite.signedIn('MANAGER', '/concepts');
    await page.getByPlaceholder('Search concepts').fill('Autumn');
    await rowOf(page, 'Autumn Draft').click();
    await page.waitForURL((url) => url.searchParams.get('brief') === draftId);
    expect(new URL(page.url()).pathname).toBe('/concepts');

    await page.goto('/concepts');
    await page.getByPlaceholder('Search concepts').fill('Summer');
    // The keyboard's way in: the name is a link.
    await page.getByRole('link', { name: 'Summer Splash', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/concepts/${submittedId}`);
    await page.getByRole('heading', { name: 'Summer Splash' }).waitFor();
    await page.getByTestId('brief-summary').getByText('Warm, sunny, hand-drawn.').waitFor();
    const tabs = page.getByRole('tablist', { name: 'Concept sections' }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Overview', 'Storyboards', 'Templates']);
    await page.getByRole('tab', { name: 'Storyboards' }).click();
    await page.waitForURL(`**/concepts/${submittedId}/storyboards`);
    await expect(page.getByRole('tab', { name: 'Storyboards' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByRole('tab', { name: 'Templates' }).click();
    await page.waitForURL(`**/concepts/${submittedId}/templates`);
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.waitForURL(`**/concepts/${submittedId}`);
  });

  it('holds a reviewer back from moving a concept on, saying why, and shows no archive', async () => {
    const page = await suite.signedIn('REVIEWER', `/concepts/${submittedId}`);
    const move = page.getByRole('button', { name: 'Move to Review' });
    await move.waitFor();
    expect(await move.isDisabled()).toBe(true);
    expect(await tooltipOf(page, move)).toBe(NOT_A_FINAL_APPROVER);
    await expect(page.getByRole('button', { name: 'Archive' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Request new concept' }).count()).resolves.toBe(0);
  });

  it('lets a final approver move the concept on after confirming', async () => {
    const page = await suite.signedIn('MANAGER', `/concepts/${submittedId}`);
    await page.getByRole('button', { name: 'Move to Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move to Review “Summer Splash”?' });
    await dialog.getByText('The concept moves from StoryboardsInProgress to Review.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Move to Review' }).click();
    await page.getByText('Concept “Summer Splash” moved to Review').waitFor();
    await page.getByRole('button', { name: 'Move to TemplatesInProgress' }).waitFor();
    await expect(page.getByTestId('concept-status').textContent()).resolves.toBe('Review');
    expect((await suite.su.get(`/assets/concepts/${submittedId}`)).body.status).toBe('review');
  });

  it("shows in the concept's audit trail who submitted the brief and who moved it on", async () => {
    const page = await suite.signedIn('SELF_SERVICE_ADMIN', `/concepts/${submittedId}`);
    await page.getByRole('button', { name: 'Audit trail of Summer Splash' }).click();
    const trail = page.getByRole('table', { name: 'Audit trail' });
    const submittedRow = trail.getByRole('row').filter({ hasText: 'Brief submitted' });
    await submittedRow.waitFor();
    await expect(submittedRow.textContent()).resolves.toContain(SUPER.email);
    const moved = trail.getByRole('row').filter({ hasText: 'Concept status changed' });
    await expect(moved.textContent()).resolves.toContain(suite.user('MANAGER').email);
  });

  it('archives a concept after a confirmation, and the archived toggle finds it', async () => {
    const page = await suite.signedIn('MANAGER', '/concepts');
    await page.getByPlaceholder('Search concepts').fill('Winter');
    await rowOf(page, 'Winter Warmers').click();
    await page.getByRole('heading', { name: 'Winter Warmers' }).waitFor();
    await page.getByRole('button', { name: 'Archive' }).click();
    const dialog = page.getByRole('dialog', { name: 'Archive Winter Warmers?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.getByText('Archived', { exact: true }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Archive' }).click();
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await page.getByText('Concept Winter Warmers archived').waitFor();
    await page.getByRole('button', { name: 'Unarchive' }).waitFor();

    await page.goto('/concepts');
    await page.getByPlaceholder('Search concepts').fill('Winter');
    await page.getByText('No concepts match these filters').waitFor();
    await page.getByLabel('Archived').check();
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('"archived":true'));
    await rowOf(page, 'Winter Warmers').waitFor();
  });

  it('saves settings as a self-service admin, and shows the server refusing a used name', async () => {
    const page = await suite.signedIn('SELF_SERVICE_ADMIN', `/concepts/${submittedId}/settings`);
    const form = page.getByRole('form', { name: 'Concept settings' });
    const name = form.getByLabel('Name');
    await name.waitFor();
    // The markets arrive after the form: wait for them, so the Save button stays where it is.
    await form.getByRole('group', { name: 'Business nodes' }).waitFor();
    expect(await tooltipOf(page, form.getByRole('button', { name: 'Save' }))).toBe(
      'Nothing to save: change something first',
    );

    await name.fill('Autumn Draft');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText(CONCEPT_NAME_USED).waitFor();
    expect((await suite.su.get(`/assets/concepts/${submittedId}`)).body.name).toBe('Summer Splash');

    await name.fill('Summer Splash 2026');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings of Summer Splash saved').waitFor();
    await page.getByRole('heading', { name: 'Summer Splash 2026' }).waitFor();
    expect((await suite.su.get(`/assets/concepts/${submittedId}`)).body.name).toBe('Summer Splash 2026');
  });

  it('sends a concept-only user from /concepts/{id} to /concepts-only/{id}', async () => {
    const { page } = await suite.newPage();
    await signIn(page, conceptOnlyEmail, PASSWORD);
    expect(new URL(page.url()).pathname).toBe('/concepts-only');
    await page.goto(`/concepts/${submittedId}`);
    await page.waitForURL(`**/concepts-only/${submittedId}`);
    await page.getByRole('heading', { name: 'Summer Splash 2026' }).waitFor();
    await page.getByRole('tab', { name: 'Storyboards' }).click();
    await page.waitForURL(`**/concepts-only/${submittedId}/storyboards`);
    await expect(
      page.getByRole('tablist', { name: 'Main navigation' }).getByRole('tab').allTextContents(),
    ).resolves.toEqual(['Concepts']);
  });
});
