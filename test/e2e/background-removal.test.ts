// Browser: the cropper's "Remove background" (spec 3 §4; issue 23 §4). The image without its background replaces the
// one cropped on, over a checkerboard; Undo brings the original back; the crop made after a removal is a PNG child
// whose background is transparent.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cookieOf, file, uploadedAsset } from '../support/uploads';
import { browserSuite } from './suite';

/** A red disc on a plain light grey background. */
const productShot = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#eeeeee' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><circle cx="150" cy="100" r="60" fill="#c0392b"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 95 })
    .toBuffer();

describe('Background removal in the cropper', () => {
  const suite = browserSuite({ runWorker: true }, { roles: ['SELF_SERVICE_ADMIN'] });
  let page: Page;
  let assetId: string;

  beforeAll(async () => {
    const admin = suite.as('SELF_SERVICE_ADMIN');
    assetId = await uploadedAsset(suite.app, admin, {}, file('product-shot.jpg', await productShot(), 'image/jpeg'));
    page = await suite.signedIn('SELF_SERVICE_ADMIN', `/assets-manager/${assetId}`);
  }, 120_000);

  it('removes the background, undoes it, and crops the image without background into a transparent PNG', async () => {
    await page.getByRole('button', { name: 'Crop', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const image = dialog.getByRole('img', { name: 'Image to crop' });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);

    await dialog.getByRole('button', { name: 'Remove background' }).click();
    await dialog.getByTestId('background-removed').waitFor({ timeout: 60_000 });
    await expect.poll(() => image.getAttribute('src')).toContain(`/${assetId}/no-background`);
    expect(await image.evaluate((img) => getComputedStyle(img).backgroundImage)).toContain('linear-gradient');

    await dialog.getByRole('button', { name: 'Undo background removal' }).click();
    await expect.poll(() => image.getAttribute('src')).toContain(`/${assetId}/cropper-preview`);
    expect(await image.evaluate((img) => getComputedStyle(img).backgroundImage)).toBe('none');

    await dialog.getByRole('button', { name: 'Remove background' }).click();
    await dialog.getByTestId('background-removed').waitFor({ timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Crop', exact: true }).click();
    await dialog.getByTestId('crop-done').waitFor({ timeout: 60_000 });

    const admin = suite.as('SELF_SERVICE_ADMIN');
    const children = await admin.get(`/assets/single-files/list/${assetId}`);
    const [child] = children.body as { id: string; name: string; crop: { isBackgroundRemoved?: boolean } }[];
    expect([child?.name.endsWith('.png'), child?.crop.isBackgroundRemoved]).toEqual([true, true]);
    const response = await fetch(`${suite.app.baseUrl}/api/v1/assets/single-files/${child!.id}/file`, {
      headers: { cookie: cookieOf(admin)! },
    });
    const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]!;
    // The first selection is centred: its corner is background, its centre the disc.
    expect(alpha(0, 0)).toBeLessThan(10);
    expect(alpha(Math.floor(info.width / 2), Math.floor(info.height / 2))).toBeGreaterThan(245);
  });
});
