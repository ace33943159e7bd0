// The background removal's own rules (workflows/media/background-removal.ts): at most two runs at once, a third
// refused at once rather than queued; bytes that are no image rejected; a model file other than the reviewed one
// refused. What the model makes of a real picture is
// tested through the API (test/api/remove-background.test.ts).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  BackgroundRemovalBusyError,
  modelBytes,
  removeBackground,
  reviewedModel,
} from '../../workflows/media/background-removal';

const picture = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#ddeeff' } })
    .png()
    .toBuffer();

describe('removeBackground', () => {
  it('runs two at once and refuses a third while they run, then takes one again', async () => {
    const bytes = await picture();
    const runs = [removeBackground(bytes), removeBackground(bytes), removeBackground(bytes)];
    const results = await Promise.allSettled(runs);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(BackgroundRemovalBusyError);
    await expect(removeBackground(bytes)).resolves.toBeInstanceOf(Buffer);
  });

  it('rejects bytes that are no image, and frees its place', async () => {
    await expect(removeBackground(Buffer.from('not a picture'))).rejects.toThrow(/unsupported image format/);
    const bytes = await picture();
    await expect(Promise.all([removeBackground(bytes), removeBackground(bytes)])).resolves.toHaveLength(2);
  });
});

describe('the model file', () => {
  it('is taken as the package ships it, and refused once a single byte differs', async () => {
    const shipped = await modelBytes();
    expect(reviewedModel(shipped)).toBe(shipped);
    const changed = Buffer.from(shipped);
    const middle = changed.length >> 1;
    changed[middle] = changed[middle]! ^ 0x01;
    expect(() => reviewedModel(changed)).toThrow(/has SHA-256 [0-9a-f]{64}, not the reviewed [0-9a-f]{64}/);
  });
});
