// The publish confirmation's placements for the placed campaign's market (test/support/placed-campaign.ts): its
// Google Ads campaign and ad group, and the Meta ad set of the variant without a segment.
import type { Locator, Page } from 'playwright-core';
import type { PlacedCampaign } from '../support/placed-campaign';

export async function choosePlacements(page: Page, confirm: Locator, placed: PlacedCampaign): Promise<void> {
  const choose = async (label: string, option: string) => {
    await confirm.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).click();
  };
  await choose('Germany: Google Ads campaign', placed.adGroup.campaign);
  await choose('Germany: ad group', placed.adGroup.label);
  await choose('Germany: Meta ad set', placed.adSets.namedLabel);
}
