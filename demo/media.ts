// Makes the demo's files in a temp folder that is removed afterwards: banners by sharp, a video by the
// ffmpeg binary the workers use, a zip by yazl. Nothing binary is kept in the repository.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { FFMPEG, runTool } from '../workflows/media/tools';
import { fileName, type DemoFile } from './asset-data';
import { renderBanner, type BannerSpec } from './banner';

export async function inTempFolder<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'varia-demo-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function video(dir: string, file: string, seconds: number, card: BannerSpec): Promise<void> {
  const still = path.join(dir, `${path.basename(file)}.card.png`);
  await writeFile(still, await renderBanner({ ...card, name: still }));
  const fps = 25;
  const fadeOut = Math.max(0, seconds - 0.4);
  await runTool(FFMPEG, [
    '-v',
    'error',
    '-y',
    '-i',
    still,
    '-vf',
    `zoompan=z='1+0.0015*on':d=${seconds * fps}:s=${card.width}x${card.height}:fps=${fps}:x='iw/2-iw/zoom/2':y='ih/2-ih/zoom/2',` +
      `fade=t=in:d=0.4,fade=t=out:st=${fadeOut}:d=0.4,format=yuv420p`,
    '-c:v',
    'libx264',
    '-movflags',
    '+faststart',
    '-t',
    String(seconds),
    file,
  ]);
}

async function zip(file: string, entries: BannerSpec[]): Promise<void> {
  const archive = new yazl.ZipFile();
  for (const entry of entries) archive.addBuffer(await renderBanner(entry), entry.name);
  archive.end();
  await pipeline(archive.outputStream, createWriteStream(file));
}

/** Writes the file into `dir` and answers its path. */
export async function makeFile(dir: string, f: DemoFile): Promise<string> {
  const file = path.join(dir, fileName(f));
  if (f.kind === 'banner') await writeFile(file, await renderBanner(f.banner));
  else if (f.kind === 'video') await video(dir, file, f.seconds, f.card);
  else await zip(file, f.entries);
  return file;
}
