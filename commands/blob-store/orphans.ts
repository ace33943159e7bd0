// What interrupted or refused writes leave behind: temporary files of puts cut off by a crash; staged files
// (staging/<assetId>) that no unfinished upload names, because their request was refused or its process died
// before the upload was recorded; and files under a recorded prefix (storyboards/, templates/) that no read model
// names: stored by a process that died before appending the event naming them, or a code editor's unsaved
// preview (api/routes/templates/code.ts). Only what is older than ORPHAN_MIN_AGE_MS goes, so a write in flight
// keeps its files. A brief's temporary files (brief-tmp/, POST .../brief/save-single-tmp) expire after
// BRIEF_TMP_TTL_MS: a wizard left open a while keeps them, one abandoned loses them.
import type { BlobStore } from './port';

const STAGING = 'staging';
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** Where an upload's bytes wait between its request and its workflow. */
export const stagingKey = (assetId: string) => `${STAGING}/${assetId}`;

const BRIEF_TMP = 'brief-tmp';
export const BRIEF_TMP_TTL_MS = 24 * 60 * 60 * 1000;
/** Where a brief's temporary file waits, under its partner, until it becomes a library asset or expires. */
export const briefTmpKey = (partnerId: string, tempFileId: string) => `${BRIEF_TMP}/${partnerId}/${tempFileId}`;

/**
 * Files under `prefix/` that exist only once an event names them; `named` answers which of the keys a read model
 * names, or null when it cannot tell (it is behind the event store's head): then everything under the prefix stays.
 */
interface RecordedFiles {
  prefix: string;
  named(keys: string[]): Promise<string[] | null>;
}

export interface OrphanPorts {
  /** The ids of uploads whose workflow may still read their staged file. */
  unfinishedUploads(): Promise<string[]>;
  recorded: RecordedFiles[];
}

async function deleteAll(blobs: BlobStore, keys: string[]) {
  for (const key of keys) await blobs.delete(key);
  return keys.length;
}

/** One pass: how many temporary, staged, unrecorded and expired brief files went. */
export async function sweepOrphans(blobs: BlobStore, ports: OrphanPorts, now = new Date()) {
  const olderThan = new Date(now.getTime() - ORPHAN_MIN_AGE_MS);
  const temporary = await blobs.removeTemporary(olderThan);
  const needed = new Set((await ports.unfinishedUploads()).map(stagingKey));
  const staged = await deleteAll(
    blobs,
    (await blobs.listWrittenBefore(STAGING, olderThan)).filter((key) => !needed.has(key)),
  );
  let unrecorded = 0;
  for (const { prefix, named } of ports.recorded) {
    const old = await blobs.listWrittenBefore(prefix, olderThan);
    const known = old.length === 0 ? [] : await named(old);
    if (known === null) continue;
    const keep = new Set(known);
    unrecorded += await deleteAll(
      blobs,
      old.filter((key) => !keep.has(key)),
    );
  }
  const expired = await deleteAll(
    blobs,
    await blobs.listWrittenBefore(BRIEF_TMP, new Date(now.getTime() - BRIEF_TMP_TTL_MS)),
  );
  return { temporary, staged, unrecorded, expired };
}
