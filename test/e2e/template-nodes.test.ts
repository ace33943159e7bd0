// Browser: a template's business nodes on the concept's Templates tab (PUT /assets/templates/{id}/business-nodes).
// A super user opens 'Business nodes' on a template card: nothing is chosen yet (every campaign of the concept may
// use it) and Save says why it is disabled; choosing Germany and saving stores it, and the dialog opens again with
// Germany checked. A reviewer sees the button disabled.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { conceptBrief, createConcept } from '../support/fixtures';
import { banner, uploadTemplate } from '../support/templates';
import { browserSuite } from './suite';

describe('Template business nodes', () => {
  const suite = browserSuite({}, { roles: ['REVIEWER'] });
  const stamp = Date.now().toString(36);
  const name = `300x250-Nodes ${stamp}`;
  let conceptId: string;
  let templateId: string;
  let page: Page;
  const tab = () => `/concepts/${conceptId}/templates?partner=${suite.acme.partnerId}`;

  beforeAll(async () => {
    conceptId = await createConcept(
      suite.su,
      conceptBrief(`Nodes ${stamp}`, [suite.acme.childNodeId]),
      suite.acme.partnerId,
    );
    const uploaded = await uploadTemplate(suite.su, conceptId, `${name}.html`, banner());
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    templateId = uploaded.body.templates[0].id;
    page = await suite.signedIn('SUPER');
  }, 120_000);

  it('chooses the nodes a template is available to and saves them', async () => {
    await page.goto(tab());
    await page.getByRole('button', { name: `Business nodes of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Business nodes of ${name}` });
    await dialog.getByText('Every campaign of the concept may use this template until nodes are chosen.').waitFor();
    await expect(dialog.getByRole('button', { name: 'Save' }).isDisabled()).resolves.toBe(true);
    await dialog.getByRole('group', { name: 'Business nodes' }).getByLabel('Germany').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${name} saved`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const stored = await suite.su.get(`/assets/templates/${templateId}`);
    expect(stored.body.businessNodes).toEqual([suite.acme.childNodeId]);

    await page.getByRole('button', { name: `Business nodes of ${name}` }).click();
    const again = page.getByRole('dialog', { name: `Business nodes of ${name}` });
    await again.getByText('Campaigns on these nodes, or below them, may use this template.').waitFor();
    await expect(again.getByRole('group', { name: 'Business nodes' }).getByLabel('Germany').isChecked()).resolves.toBe(
      true,
    );
    await again.getByRole('button', { name: 'Cancel' }).click();
  }, 120_000);

  it('shows a reviewer the button disabled', async () => {
    const reviewer = await suite.signedIn('REVIEWER', tab());
    const button = reviewer.getByRole('button', { name: `Business nodes of ${name}` });
    await button.waitFor();
    await expect(button.isDisabled()).resolves.toBe(true);
  });
});
