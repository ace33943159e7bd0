// The files of template versions and library assets as the publish worker reads them (issue 20 §5). They never change
// under their keys (a version's files are its own; an asset's file is stored once, under its id), so one read serves
// every chunk of every publish while it stays in a cache bounded by bytes: each chunk read the demo's 24 heroes again.
// A file too large to hold is read each time a creative needs it, so a chunk no longer keeps every video it used until
// it ends.
import { LRUCache } from 'lru-cache';
import type { BlobStore } from '../../commands/blob-store/port';
import { bytesOf } from '../render/screenshot-activities';
import type { BlobRead } from './chunk-reads';

const HELD_BYTES = 64 * 1024 * 1024;
const LARGEST_HELD = 8 * 1024 * 1024;

export function storedFiles(blobs: BlobStore): BlobRead {
  const held = new LRUCache<string, Buffer>({
    maxSize: HELD_BYTES,
    maxEntrySize: LARGEST_HELD,
    sizeCalculation: (bytes) => Math.max(1, bytes.length),
    // Concurrent reads of one key share one; a missing file is not held (undefined), and is asked again next time.
    fetchMethod: async (key) => (await bytesOf(blobs, key)) ?? undefined,
  });
  return async (key) => (await held.fetch(key)) ?? null;
}
