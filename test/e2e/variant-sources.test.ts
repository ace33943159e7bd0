// Browser: one source per campaign on the screens (commands/variant-sources.ts). On a campaign with a datasource the
// personalise screen's 'Import feed' is greyed out, and on a campaign a feed drives the assemblies tab's 'Import
// datasource' is, each saying on hover why the server would refuse it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { VARIANT_SOURCE_MESSAGES } from '../../domain/assembly/sources';
import { campaignOf, readyConcept } from '../support/campaigns';
import { datasourceInto, feedInto } from '../support/variant-sources';
import { tooltipOf } from './browser';
import { browserSuite } from './suite';

describe('One source per campaign, on the screens', () => {
  const suite = browserSuite({}, { roles: ['SELF_SERVICE_ADMIN'] });
  let fed: { campaignId: string; trees: Record<string, string> };
  let assembled: { campaignId: string; trees: Record<string, string> };
  let page: Page;

  beforeAll(async () => {
    const concept = await readyConcept(suite.su, 'Sources concept', [suite.acme.childNodeId], suite.acme.partnerId);
    fed = await campaignOf(suite.su, suite.acme, concept, 'Fed campaign');
    assembled = await campaignOf(suite.su, suite.acme, concept, 'Assembled campaign');
    expect((await feedInto(suite.su, fed.campaignId, fed.trees.google!)).status).toBe(200);
    expect((await datasourceInto(suite.su, assembled.campaignId)).status).toBe(201);
    page = await suite.signedIn('SUPER');
  }, 180_000);

  it("greys out 'Import feed' beside a datasource and 'Import datasource' beside a feed, saying why", async () => {
    await page.goto(`/campaigns/${assembled.campaignId}/personalize/${assembled.trees.google!}`);
    const feed = page.getByRole('button', { name: 'Import feed' });
    await expect.poll(() => feed.isDisabled()).toBe(true);
    expect(await tooltipOf(page, feed)).toBe(VARIANT_SOURCE_MESSAGES.feedBesideDatasource);

    await page.goto(`/campaigns/${fed.campaignId}/assemblies`);
    const datasource = page.getByRole('button', { name: 'Import datasource' }).first();
    await expect.poll(() => datasource.isDisabled()).toBe(true);
    expect(await tooltipOf(page, datasource)).toBe(VARIANT_SOURCE_MESSAGES.datasourceBesideFeed);
    // The other campaign's own source stays open.
    await page.goto(`/campaigns/${fed.campaignId}/personalize/${fed.trees.google!}`);
    await expect.poll(() => page.getByRole('button', { name: 'Import feed' }).isEnabled()).toBe(true);
  }, 60_000);
});
