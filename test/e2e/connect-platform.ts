// On a node's integrations screen (/admin/integration/{id}): a platform's ids saved and its token connected through
// the simulated far end's consent page, until the platform judges it Valid.
import type { Locator, Page } from 'playwright-core';

/** `region`: the platform's section ('Google Ads', 'Meta'); `standIn`: whom the consent page stands in for. */
export async function connectPlatform(
  page: Page,
  region: string,
  standIn: string,
  ids: Record<string, string>,
): Promise<Locator> {
  const section = page.getByRole('region', { name: region });
  for (const [label, value] of Object.entries(ids)) await section.getByLabel(label).fill(value);
  await section.getByRole('button', { name: 'Save' }).click();
  await page.getByText(`${region} saved`).waitFor();
  await section.getByRole('button', { name: 'Connect' }).click();
  await page.getByText(`This page is Varia's stand-in for ${standIn}`).waitFor();
  await page.getByRole('link', { name: 'Allow' }).click();
  await section.getByText('Valid').waitFor({ timeout: 15_000 });
  return section;
}
