// Picks the blob store adapter from config (DESIGN §1): S3 when BLOB_STORE_URL is set, else a folder.
import path from 'node:path';
import { FilesystemBlobStore } from './filesystem-blob-store';
import type { BlobStore } from './port';
import { S3BlobStore } from './s3-blob-store';

export * from './port';

export function openBlobStore({ blobStoreUrl, dataDir }: { blobStoreUrl: string | null; dataDir: string }): BlobStore {
  const tmpDir = path.join(dataDir, 'tmp');
  return blobStoreUrl
    ? S3BlobStore.fromUrl(blobStoreUrl, tmpDir)
    : new FilesystemBlobStore(path.join(dataDir, 'blobs'), path.join(tmpDir, 'blobs'));
}
