// The publish confirmation's placements for a campaign's market (the placed campaign's of
// test/support/placed-campaign.ts, its node Germany, or a demo campaign's): its Google Ads campaign and ad group, and
// the Meta ad set of the variants without a segment.
import type { Locator, Page } from 'playwright-core';
import type { PlacedCampaign } from '../support/placed-campaign';

/** Where they go, by the labels the pickers show. */
export interface Placements {
  adGroup: Pick<PlacedCampaign['adGroup'], 'campaign' | 'label'>;
  adSets: Pick<PlacedCampaign['adSets'], 'namedLabel'>;
}

/** `market`: the market's node, as the pickers name it. */
export async function choosePlacements(
  page: Page,
  confirm: Locator,
  placed: Placements,
  market = 'Germany',
): Promise<void> {
  const choose = async (label: string, option: string) => {
    await confirm.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).click();
  };
  await choose(`${market}: Google Ads campaign`, placed.adGroup.campaign);
  await choose(`${market}: ad group`, placed.adGroup.label);
  await choose(`${market}: Meta ad set`, placed.adSets.namedLabel);
}
