// The publish worker's files of template versions and assets (workflows/publish/stored-files.ts), on a real blob store
// in a temporary folder: a file is read once for every chunk that asks for it, reads of one key at once share one, a
// file too large to hold is read each time, and a missing one is asked again, so one stored later is found.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBlobStore } from '../../commands/blob-store';
import type { BlobStore } from '../../commands/blob-store/port';
import { storedFiles } from '../../workflows/publish/stored-files';

let dir: string;
let blobs: BlobStore;
const opened: string[] = [];
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'varia-stored-files-'));
  const store = openBlobStore({ blobStoreUrl: null, dataDir: dir });
  // The store, its reads counted.
  blobs = Object.assign(Object.create(store) as BlobStore, {
    open: (key: string, from?: number) => (opened.push(key), store.open(key, from)),
  });
  await store.put('templates/t1/hero.svg', Readable.from([Buffer.from('<svg/>')]));
  await store.put('assets/p1/a1/video.mp4', Readable.from([Buffer.alloc(9 * 1024 * 1024, 1)]));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const readsOf = (key: string) => opened.filter((k) => k === key).length;

describe("the worker's stored files", () => {
  it('reads a file once for every chunk, and reads at once of one key as one', async () => {
    const read = storedFiles(blobs);
    const answers = await Promise.all([read('templates/t1/hero.svg'), read('templates/t1/hero.svg')]);
    expect(await read('templates/t1/hero.svg')).toEqual(Buffer.from('<svg/>'));
    expect(answers.map(String)).toEqual(['<svg/>', '<svg/>']);
    expect(readsOf('templates/t1/hero.svg')).toBe(1);
  });

  it('reads a file too large to hold each time it is needed', async () => {
    const read = storedFiles(blobs);
    expect((await read('assets/p1/a1/video.mp4'))?.length).toBe(9 * 1024 * 1024);
    expect((await read('assets/p1/a1/video.mp4'))?.length).toBe(9 * 1024 * 1024);
    expect(readsOf('assets/p1/a1/video.mp4')).toBe(2);
  });

  it('answers null for a missing file and finds it once it is stored', async () => {
    const read = storedFiles(blobs);
    expect(await read('assets/p1/a2/late.png')).toBeNull();
    await blobs.put('assets/p1/a2/late.png', Readable.from([Buffer.from('png')]));
    expect(String(await read('assets/p1/a2/late.png'))).toBe('png');
  });
});
