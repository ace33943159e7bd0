// Browser: a tree held behind a parked event (issue 17 §2, §3). An edit of the held tree says it is saved and will
// show shortly instead of claiming a change the table cannot show; the top admin's Projection health screen lists
// the parked event, and once the fault is fixed its Retry applies it, and the edit shows on the first screen
// without a reload (the live channel's 'read-model-caught-up').
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PENDING_CHANGE_TEXT } from '../../domain/shared/live-messages';
import { campaignOf, readyConcept } from '../support/campaigns';
import { eventually } from '../support/eventually';
import { browserSuite } from './suite';

describe('A tree held behind a parked event', () => {
  const suite = browserSuite({}, { roles: ['SELF_SERVICE_ADMIN'] });
  let screen: string;
  let page: Page;
  let health: Page;
  const row = (name: string) =>
    page.getByTestId('variant-row').filter({ has: page.getByRole('button', { name, exact: true }) });

  beforeAll(async () => {
    const concept = await readyConcept(suite.su, 'Held concept', [suite.acme.childNodeId], suite.acme.partnerId);
    const { campaignId, trees } = await campaignOf(suite.su, suite.acme, concept, 'Held campaign', {
      templates: ['banner'],
    });
    screen = `/campaigns/${campaignId}/personalize/${trees.google}`;
    // The fault: a rule of the read model that one variant's row breaks. Its event is parked and the tree held.
    await suite.app.system.deps.pool.query(
      `ALTER TABLE variant ADD CONSTRAINT planted_failure CHECK (name <> 'Poison')`,
    );
    // Made by the same user, so the screen's own-change filter ignores the tree's live messages: only the
    // caught-up message can refresh it.
    expect((await suite.as('SELF_SERVICE_ADMIN').post(`${screen}/variant`, { name: 'Poison' })).status).toBe(201);
    await eventually(async () => {
      const { rows } = await suite.app.system.deps.pool.query(
        "SELECT 1 FROM projection_parked_event WHERE reason = 'failed'",
      );
      expect(rows).toHaveLength(1);
    }, 20_000);
    page = await suite.signedIn('SELF_SERVICE_ADMIN');
    health = await suite.signedIn('SUPER');
  }, 180_000);

  it('answers an edit of the held tree with "saved, will show shortly", not a change it cannot show', async () => {
    await page.goto(screen);
    await page.getByTestId('empty-state').waitFor();
    await page.getByRole('button', { name: 'Create variant' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create variant' });
    await dialog.getByLabel('Variant name').fill('Munich');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByTestId('pending-change-notice').getByText(PENDING_CHANGE_TEXT).waitFor();
    await expect(row('Munich').count()).resolves.toBe(0);
  }, 60_000);

  it('lists the parked event on the Projection health screen', async () => {
    await health.goto('/system/projections');
    await health.getByTestId('projection-health-degraded').getByText('personalise').waitFor();
    const parked = health.getByTestId('parked-event');
    await expect(parked.count()).resolves.toBe(1);
    await expect(parked.textContent()).resolves.toMatch(
      /personalise.*PersonaliseTree-.*VariantCreated.*planted_failure/,
    );
    await expect(health.getByTestId('projection-personalise').textContent()).resolves.toContain(
      'Holding parked events',
    );
  }, 60_000);

  it('after the fix, Retry applies it and the held edit, and the first screen shows the edit without a reload', async () => {
    await suite.app.system.deps.pool.query('ALTER TABLE variant DROP CONSTRAINT planted_failure');
    await health.getByTestId('parked-event').getByRole('button', { name: 'Retry' }).click();
    await health.getByText('No parked events.').waitFor();
    await health.getByText('Every read model is applying events.').waitFor();
    await row('Munich').waitFor();
    await row('Poison').waitFor();
    await page.getByTestId('pending-change-notice').waitFor({ state: 'detached' });
  }, 60_000);
});
