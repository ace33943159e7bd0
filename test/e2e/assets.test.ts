// Browser: a super user chooses a partner in the client switcher, uploads two images through the upload
// wizard and watches both reach done (stage 1 over XMLHttpRequest, stage 2 over the websocket), finds them
// in the library by search, and picks one with the library picker.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createPartner } from '../support/fixtures';
import { chooseClient } from './browser';
import { browserSuite } from './suite';

/** A PNG of one colour; each run's colours differ, so no upload is merged with an earlier one. */
async function png(
  dir: string,
  name: string,
  width: number,
  height: number,
  rgb: [number, number, number],
): Promise<string> {
  const file = path.join(dir, name);
  await sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .png()
    .toFile(file);
  return file;
}

describe('Assets screens', () => {
  const suite = browserSuite({ runWorker: true });
  let page: Page;
  let dir: string;
  let partnerName: string;
  const stamp = Date.now().toString(36);
  const names = [`hero-${stamp}.png`, `banner-${stamp}.png`];

  beforeAll(async () => {
    partnerName = `Assets Partner ${stamp}`;
    await createPartner(suite.su, partnerName);
    dir = await mkdtemp(path.join(os.tmpdir(), 'varia-e2e-assets-'));
    const seed = Number.parseInt(stamp.slice(-4), 36) % 200;
    await png(dir, names[0]!, 640, 360, [seed, 90, 200]);
    await png(dir, names[1]!, 300, 250, [200, seed, 60]);
    page = await suite.signedIn('SUPER');
  }, 120_000);

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('asks for a client, then shows the empty library of the chosen partner', async () => {
    await page.goto('/assets-manager');
    await page.getByTestId('select-client').waitFor();
    await chooseClient(page, partnerName);
    await page.getByRole('heading', { name: 'Assets', exact: true }).waitFor();
    await page.getByText(`Asset library of ${partnerName}`).waitFor();
    await page.getByTestId('empty-state').waitFor();
    expect(await page.title()).toBe('Assets - Video & Display');
  });

  it('uploads two images and follows both to done', async () => {
    await page.getByRole('button', { name: 'Upload', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upload assets' });
    await dialog.getByTestId('upload-input').setInputFiles(names.map((n) => path.join(dir, n)));
    for (const name of names) await dialog.getByText(name).waitFor();
    await dialog.getByRole('button', { name: 'Next: Details' }).click();
    await dialog.getByRole('table', { name: 'Files to upload' }).waitFor();
    await dialog.getByRole('button', { name: 'Next: Tags' }).click();
    await dialog.getByLabel('Tags').fill('e2e');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Next: Permissions' }).click();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();

    const rows = dialog.getByTestId('upload-row');
    await dialog.locator('[data-testid="upload-row"][data-status="DONE"]').nth(1).waitFor({ timeout: 60_000 });
    expect(await rows.count()).toBe(2);
    for (const name of names)
      await expect(rows.filter({ hasText: name }).getByRole('img', { name: 'Done' }).count()).resolves.toBe(1);
    await expect(dialog.getByTestId('upload-summary').textContent()).resolves.toContain('Finished: 2 of 2 done');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
  }, 90_000);

  it('finds the uploads in the library by search', async () => {
    const cards = page.getByTestId('asset-card');
    await cards.nth(1).waitFor();
    expect(await cards.count()).toBe(2);
    await page.getByPlaceholder('Search assets').fill(`hero-${stamp}`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="asset-card"]').length === 1);
    await cards.filter({ hasText: names[0]! }).waitFor();
    await expect(cards.first().getByText('640x360').count()).resolves.toBe(1);
  });

  it('picks one asset with the library picker', async () => {
    await page.getByRole('button', { name: 'Pick from library' }).click();
    const picker = page.getByRole('dialog', { name: 'Asset library' });
    const options = picker.getByTestId('picker-asset');
    await options.nth(1).waitFor();
    await picker.getByLabel('Search the library').fill(`banner-${stamp}`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="picker-asset"]').length === 1);
    await options.filter({ hasText: names[1]! }).click();
    await expect(picker.getByTestId('picker-count').textContent()).resolves.toBe('1 selected');
    await picker.getByRole('button', { name: 'Add (1)' }).click();
    const picked = page.getByRole('dialog', { name: 'Picked assets' });
    await picked.getByTestId('picked-assets').getByText(names[1]!).waitFor();
    await picked.getByRole('button', { name: 'Done' }).click();
  });
});
