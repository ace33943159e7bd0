// What interrupted or refused uploads leave behind: temporary files of puts cut off by a crash, and staged files
// (staging/<assetId>) that no unfinished upload names, because their request was refused or its process died
// before the upload was recorded. Only what is older than ORPHAN_MIN_AGE_MS goes, so an upload in flight keeps
// its files.
import type { BlobStore } from './port';

export const STAGING = 'staging';
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** Where an upload's bytes wait between its request and its workflow. */
export const stagingKey = (assetId: string) => `${STAGING}/${assetId}`;

/** One pass; `unfinishedUploads` answers the ids of uploads whose workflow may still read their staged file. */
export async function sweepOrphans(blobs: BlobStore, unfinishedUploads: () => Promise<string[]>, now = new Date()) {
  const olderThan = new Date(now.getTime() - ORPHAN_MIN_AGE_MS);
  const temporary = await blobs.removeTemporary(olderThan);
  const needed = new Set((await unfinishedUploads()).map(stagingKey));
  const orphans = (await blobs.listWrittenBefore(STAGING, olderThan)).filter((key) => !needed.has(key));
  for (const key of orphans) await blobs.delete(key);
  return { temporary, staged: orphans.length };
}
