// Browser: /concepts/{id}/personalize and /concepts/{id}/creatives (spec 1 §2.1, spec 2 §2; issue 23 §4) lead to the
// concept's campaign: the only one, or the one holding the tree named; the campaign route then opens the first tree
// and sends a reviewer from personalize to creatives. A concept with several campaigns offers the choice; one without
// any says so and offers to create one; concept-only mode says where the campaigns are.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { campaignOf, readyConcept, type ReadyConcept } from '../support/campaigns';
import { browserSuite } from './suite';

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('A concept’s personalize and creatives', () => {
  const suite = browserSuite({}, { roles: ['SELF_SERVICE_ADMIN', 'REVIEWER'] });
  let single: ReadyConcept;
  let double: ReadyConcept;
  let empty: ReadyConcept;
  let campaign: { campaignId: string; trees: Record<string, string> };
  let second: { campaignId: string; trees: Record<string, string> };
  let third: { campaignId: string; trees: Record<string, string> };

  beforeAll(async () => {
    const nodes = [suite.acme.childNodeId];
    single = await readyConcept(suite.su, 'One campaign', nodes, suite.acme.partnerId);
    double = await readyConcept(suite.su, 'Two campaigns', nodes, suite.acme.partnerId);
    empty = await readyConcept(suite.su, 'No campaign', nodes, suite.acme.partnerId);
    campaign = await campaignOf(suite.su, suite.acme, single, 'Only campaign');
    second = await campaignOf(suite.su, suite.acme, double, 'Spring campaign');
    third = await campaignOf(suite.su, suite.acme, double, 'Autumn campaign');
  }, 180_000);

  it('leads a self-service admin to the only campaign’s first tree, and to the tree a path names', async () => {
    const page = await suite.signedIn('SELF_SERVICE_ADMIN', `/concepts/${single.conceptId}/personalize`);
    await page.waitForURL(`**/campaigns/${campaign.campaignId}/personalize/${campaign.trees.google}*`);
    await page.goto(`/concepts/${double.conceptId}/creatives/${third.trees.google}`);
    await page.waitForURL(`**/campaigns/${third.campaignId}/creatives/${third.trees.google}*`);
    expect(pathOf(page)).toBe(`/campaigns/${third.campaignId}/creatives/${third.trees.google}`);
    // The redirect replaced the history entry: back skips the concept path.
    await page.goBack();
    await page.waitForURL(`**/campaigns/${campaign.campaignId}/personalize/${campaign.trees.google}*`);
  });

  it('sends a reviewer on to creatives: the campaign route’s own rule', async () => {
    const page = await suite.signedIn('REVIEWER', `/concepts/${single.conceptId}/personalize`);
    await page.waitForURL(`**/campaigns/${campaign.campaignId}/creatives*`);
    expect(pathOf(page)).toMatch(new RegExp(`^/campaigns/${campaign.campaignId}/creatives`));
  });

  it('offers the choice among several campaigns, and says when there is none', async () => {
    const page = await suite.signedIn('SELF_SERVICE_ADMIN', `/concepts/${double.conceptId}/personalize`);
    const choice = page.getByTestId('concept-section-campaigns');
    await choice.getByText('Personalize: choose a campaign of this concept').waitFor();
    await choice.getByRole('link', { name: 'Spring campaign' }).click();
    await page.waitForURL(`**/campaigns/${second.campaignId}/personalize/${second.trees.google}*`);
    await page.goto(`/concepts/${empty.conceptId}/creatives`);
    const none = page.getByTestId('empty-state');
    await none.getByText('No campaigns yet').waitFor();
    await none.getByText('Creatives works on a campaign built from this concept', { exact: false }).waitFor();
    expect(pathOf(page)).toBe(`/concepts/${empty.conceptId}/creatives`);
  });
});
