// Media helpers on real files made here: pictures by sharp, videos and audio by ffmpeg, zips by yazl.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropImage } from '../../workflows/media/crop';
import { MediaUnreadableError, probeMedia } from '../../workflows/media/probe';
import { makeThumbnail, THUMBNAIL_WIDTH } from '../../workflows/media/thumbnail';
import { FFMPEG, runTool } from '../../workflows/media/tools';
import { expandZip, UnsafeZipEntryError, ZIP_RATIO_GRACE_BYTES, ZipTooLargeError } from '../../workflows/media/zip';
import { zipOf } from '../support/uploads';
import { declaringSize, zipBomb } from '../support/zip-bombs';

let dir: string;
const at = (name: string) => path.join(dir, name);

async function ffmpeg(...args: string[]) {
  await runTool(FFMPEG, ['-v', 'error', '-y', ...args]);
}

async function writeZip(name: string, fill: (zip: yazl.ZipFile) => void): Promise<string> {
  const zip = new yazl.ZipFile();
  fill(zip);
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(at(name)));
  return at(name);
}

/** Limits no ordinary test zip comes near. */
const roomy = { maxBytes: 1024 ** 3, maxRatio: 100 };

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'varia-media-'));
  await sharp({ create: { width: 640, height: 480, channels: 4, background: '#ff0000' } })
    .composite([
      { input: { create: { width: 320, height: 480, channels: 4, background: '#0000ff' } }, left: 320, top: 0 },
    ])
    .png()
    .toFile(at('halves.png'));
  // Stored 800x600, shown 600x800: EXIF orientation 6 turns it a quarter right.
  await sharp({ create: { width: 800, height: 600, channels: 3, background: '#00ff00' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(at('portrait.jpg'));
  await writeFile(
    at('logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><rect width="100" height="50" fill="#123456"/></svg>',
  );
  await ffmpeg('-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10', '-t', '2', '-pix_fmt', 'yuv420p', at('clip.mp4'));
  await ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=10',
    '-t',
    '0.5',
    '-pix_fmt',
    'yuv420p',
    at('short.mp4'),
  );
  // As a phone stores it: the picture sideways, and a display matrix saying how to turn it (ffmpeg 6 and newer
  // ignore the old 'rotate' tag when writing).
  await ffmpeg('-display_rotation', '90', '-i', at('clip.mp4'), '-c', 'copy', at('sideways.mp4'));
  await ffmpeg('-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', at('tone.mp3'));

  const png = await readFile(at('halves.png'));
  await writeFile(at('garbage.png'), Buffer.concat([png.subarray(0, 8), randomBytes(2000)]));
  await writeFile(at('truncated.png'), png.subarray(0, Math.floor(png.length / 2)));
  await writeFile(at('garbage.mp4'), randomBytes(20_000));
  await writeFile(at('truncated.mp4'), (await readFile(at('clip.mp4'))).subarray(0, 4000));
  // A playlist posing as a video would have ffmpeg read other local files.
  await writeFile(
    at('playlist.mp4'),
    `#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1,\n${at('clip.mp4')}\n#EXT-X-ENDLIST\n`,
  );
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('probeMedia', () => {
  it('reads a PNG', async () =>
    expect(await probeMedia(at('halves.png'), 'png')).toEqual({
      kind: 'image',
      format: 'png',
      width: 640,
      height: 480,
      durationSeconds: null,
    }));

  it('reads a JPEG at the size it is shown, after its EXIF orientation', async () =>
    expect(await probeMedia(at('portrait.jpg'), 'jpg')).toMatchObject({ kind: 'image', width: 600, height: 800 }));

  it('reads an SVG', async () =>
    expect(await probeMedia(at('logo.svg'), 'svg')).toMatchObject({ kind: 'image', width: 100, height: 50 }));

  it('reads an MP4 with ffprobe', async () => {
    const probe = await probeMedia(at('clip.mp4'), 'mp4');
    expect(probe).toMatchObject({ kind: 'video', format: 'mp4', width: 320, height: 240 });
    expect(probe.durationSeconds).toBeCloseTo(2, 1);
  });

  it('reports a sideways phone video upright', async () =>
    expect(await probeMedia(at('sideways.mp4'), 'mp4')).toMatchObject({ width: 240, height: 320 }));

  it('reads audio: a duration and no picture size', async () => {
    const probe = await probeMedia(at('tone.mp3'), 'mp3');
    expect(probe).toMatchObject({ kind: 'audio', width: null, height: null });
    expect(probe.durationSeconds).toBeCloseTo(1, 1);
  });

  it('keeps other kinds without reading them', async () =>
    expect(await probeMedia(at('does-not-exist.pdf'), 'pdf')).toEqual({
      kind: 'document',
      format: 'pdf',
      width: null,
      height: null,
      durationSeconds: null,
    }));

  it.each([
    ['garbage.png', 'png'],
    ['garbage.mp4', 'mp4'],
    ['truncated.mp4', 'mp4'],
    ['playlist.mp4', 'mp4'],
    ['garbage.png', 'mp3'],
  ])('refuses %s read as %s with MediaUnreadableError', async (name, format) =>
    expect(probeMedia(at(name), format)).rejects.toBeInstanceOf(MediaUnreadableError),
  );
});

describe('makeThumbnail', () => {
  const sizeOf = async (jpeg: Buffer | null) => {
    const { format, width, height } = await sharp(jpeg!).metadata();
    return { format, width, height };
  };

  it('makes a 320px-wide JPEG of a PNG', async () =>
    expect(await sizeOf(await makeThumbnail(at('halves.png'), 'image'))).toEqual({
      format: 'jpeg',
      width: 320,
      height: 240,
    }));

  it('makes an upright one of an oriented JPEG', async () =>
    expect(await sizeOf(await makeThumbnail(at('portrait.jpg'), 'image'))).toEqual({
      format: 'jpeg',
      width: 320,
      height: 427,
    }));

  it('renders a small SVG at the thumbnail width', async () =>
    expect(await sizeOf(await makeThumbnail(at('logo.svg'), 'image'))).toEqual({
      format: 'jpeg',
      width: 320,
      height: 160,
    }));

  it('grabs a frame of a video', async () =>
    expect(await sizeOf(await makeThumbnail(at('clip.mp4'), 'video'))).toEqual({
      format: 'jpeg',
      width: 320,
      height: 240,
    }));

  it('grabs the first frame of a video shorter than a second', async () =>
    expect(await sizeOf(await makeThumbnail(at('short.mp4'), 'video'))).toEqual({
      format: 'jpeg',
      width: THUMBNAIL_WIDTH,
      height: 240,
    }));

  it('turns a sideways video upright', async () =>
    expect(await sizeOf(await makeThumbnail(at('sideways.mp4'), 'video'))).toMatchObject({ width: 320, height: 427 }));

  it.each(['audio', 'document', 'font', 'archive', 'other'] as const)('has none for %s', async (kind) =>
    expect(await makeThumbnail(at('tone.mp3'), kind)).toBeNull(),
  );

  it.each([
    ['truncated.png', 'image'],
    ['garbage.png', 'image'],
    ['garbage.mp4', 'video'],
    ['playlist.mp4', 'video'],
  ] as const)('refuses %s with MediaUnreadableError', async (name, kind) =>
    expect(makeThumbnail(at(name), kind)).rejects.toBeInstanceOf(MediaUnreadableError),
  );
});

describe('cropImage', () => {
  it('cuts the region in the requested format', async () => {
    const cropped = await cropImage(at('halves.png'), { x: 310, y: 20, width: 100, height: 50, format: 'webp' });
    const { format, width, height } = await sharp(cropped).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 100, height: 50 });
  });

  it('cuts where asked: left of the middle is red, right of it blue', async () => {
    const colour = async (x: number) => {
      const { dominant } = await sharp(
        await cropImage(at('halves.png'), { x, y: 0, width: 10, height: 10, format: 'png' }),
      ).stats();
      return dominant;
    };
    expect(await colour(100)).toMatchObject({ r: 248, b: 8 });
    expect(await colour(500)).toMatchObject({ r: 8, b: 248 });
  });

  it('keeps the source format with auto', async () => {
    expect(
      (await sharp(await cropImage(at('halves.png'), { x: 0, y: 0, width: 10, height: 10, format: 'auto' })).metadata())
        .format,
    ).toBe('png');
    expect(
      (
        await sharp(
          await cropImage(at('portrait.jpg'), { x: 0, y: 0, width: 10, height: 10, format: 'auto' }),
        ).metadata()
      ).format,
    ).toBe('jpeg');
  });

  it('uses the coordinates of the picture as shown', async () => {
    const cropped = await cropImage(at('portrait.jpg'), { x: 0, y: 700, width: 600, height: 100, format: 'jpeg' });
    expect(await sharp(cropped).metadata()).toMatchObject({ width: 600, height: 100 });
  });

  it('refuses a region outside the picture', async () =>
    expect(cropImage(at('halves.png'), { x: 600, y: 0, width: 100, height: 10, format: 'png' })).rejects.toThrow());
});

describe('expandZip', () => {
  it('streams each file, skipping folders, __MACOSX and dotfiles', async () => {
    const zip = await writeZip('mixed.zip', (z) => {
      z.addBuffer(Buffer.from('first file'), 'a.txt');
      z.addEmptyDirectory('folder/');
      z.addBuffer(Buffer.alloc(5000, 7), 'folder/b.png');
      z.addBuffer(Buffer.from('resource fork'), '__MACOSX/folder/._b.png');
      z.addBuffer(Buffer.from('finder'), 'folder/.DS_Store');
    });
    const seen: { name: string; size: number; bytes: Buffer }[] = [];
    await expandZip(zip, roomy, async (name, stream, size) => {
      seen.push({ name, size, bytes: await readAll(stream) });
    });
    expect(seen.map(({ name, size }) => ({ name, size }))).toEqual([
      { name: 'a.txt', size: 10 },
      { name: 'folder/b.png', size: 5000 },
    ]);
    expect(seen[0]!.bytes.toString()).toBe('first file');
    expect(seen[1]!.bytes.equals(Buffer.alloc(5000, 7))).toBe(true);
  });

  it('refuses a zip with an entry that climbs out of its folder', async () => {
    const safe = await writeZip('slip.zip', (z) => z.addBuffer(Buffer.from('evil'), 'xx/evil.txt'));
    // yazl will not write '..'; swap it into both copies of the name afterwards.
    const bytes = await readFile(safe);
    let at = bytes.indexOf('xx/evil.txt');
    while (at >= 0) {
      bytes.write('..', at);
      at = bytes.indexOf('xx/evil.txt', at);
    }
    await writeFile(safe, bytes);
    const entries: string[] = [];
    await expect(expandZip(safe, roomy, async (name) => void entries.push(name))).rejects.toBeInstanceOf(
      UnsafeZipEntryError,
    );
    expect(entries).toEqual([]);
  });

  it('refuses a damaged zip with MediaUnreadableError', async () => {
    await writeFile(at('garbage.zip'), randomBytes(5000));
    await expect(expandZip(at('garbage.zip'), roomy, async () => {})).rejects.toBeInstanceOf(MediaUnreadableError);
  });

  describe('a package past its limits', () => {
    const MB = 1024 * 1024;
    const expandInto = (file: string, limits: typeof roomy, seen: string[]) =>
      expandZip(file, limits, async (name, stream) => {
        seen.push(name);
        await readAll(stream);
      });

    it('is refused by the sizes it declares, before any entry is opened', async () => {
      await writeFile(at('bomb.zip'), await zipBomb(20 * MB, { 'index.html': Buffer.from('<p>hi</p>') }));
      const seen: string[] = [];
      const refusal = expandInto(at('bomb.zip'), { maxBytes: 10 * MB, maxRatio: 1000 }, seen);
      await expect(refusal).rejects.toBeInstanceOf(ZipTooLargeError);
      await expect(refusal).rejects.toMatchObject({ limit: 'size' });
      expect(seen).toEqual([]);
    });

    it('is refused by its compression ratio, past the first MB', async () => {
      await writeFile(at('dense.zip'), await zipBomb(20 * MB));
      const seen: string[] = [];
      await expect(expandInto(at('dense.zip'), roomy, seen)).rejects.toMatchObject({
        name: 'ZipTooLargeError',
        limit: 'ratio',
      });
      expect(seen).toEqual([]);
      await writeFile(at('small-dense.zip'), await zipBomb(ZIP_RATIO_GRACE_BYTES));
      await expandInto(at('small-dense.zip'), roomy, seen);
      expect(seen).toEqual(['bomb.png']);
    });

    it('is refused by its declared size even when its entries are small', async () => {
      await writeFile(
        at('claims.zip'),
        declaringSize(await zipOf({ 'a.txt': Buffer.from('tiny') }), 'a.txt', 3 * 1024 ** 3),
      );
      await expect(expandInto(at('claims.zip'), roomy, [])).rejects.toMatchObject({
        name: 'ZipTooLargeError',
        limit: 'size',
      });
    });

    it('is cut off when an entry inflates past the size it declared (a lying header)', async () => {
      await writeFile(at('liar.zip'), declaringSize(await zipBomb(5 * MB), 'bomb.png', 1000));
      let received = 0;
      const expanding = expandZip(at('liar.zip'), roomy, async (_name, stream) => {
        for await (const chunk of stream) received += (chunk as Buffer).length;
      });
      await expect(expanding).rejects.toBeInstanceOf(MediaUnreadableError);
      expect(received).toBeLessThanOrEqual(1000);
    });
  });

  it('passes errors of onEntry through unchanged', async () => {
    const zip = await writeZip('one.zip', (z) => z.addBuffer(Buffer.from('x'), 'x.txt'));
    const failure = new Error('blob store down');
    await expect(
      expandZip(zip, roomy, async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
  });
});
