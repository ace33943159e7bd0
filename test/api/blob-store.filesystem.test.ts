import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { BlobTooLargeError, openBlobStore } from '../../commands/blob-store';
import { FilesystemBlobStore } from '../../commands/blob-store/filesystem-blob-store';
import { blobStoreContract } from '../support/blob-store-contract';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'varia-blobs-'));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('FilesystemBlobStore', () => {
  blobStoreContract(async () => {
    const dir = await tempDir();
    return {
      store: new FilesystemBlobStore(path.join(dir, 'blobs'), path.join(dir, 'tmp')),
      config: { blobStoreUrl: null, dataDir: dir },
      cleanup: async () => {},
    };
  });

  it('leaves no temp file behind when a put is aborted', async () => {
    const dir = await tempDir();
    const store = new FilesystemBlobStore(path.join(dir, 'blobs'), path.join(dir, 'tmp'));
    await expect(store.put('a/b', Readable.from([Buffer.alloc(2048)]), { maxBytes: 1024 })).rejects.toBeInstanceOf(
      BlobTooLargeError,
    );
    expect(await readdir(path.join(dir, 'tmp'))).toEqual([]);
  });

  it('is the store openBlobStore gives without BLOB_STORE_URL, under DATA_DIR/blobs', async () => {
    const dataDir = await tempDir();
    const store = openBlobStore({ blobStoreUrl: null, dataDir });
    expect(store.kind).toBe('filesystem');
    await store.put('assets/one.txt', Readable.from([Buffer.from('one')]));
    expect(await readdir(path.join(dataDir, 'blobs', 'assets'))).toEqual(['one.txt']);
  });
});
