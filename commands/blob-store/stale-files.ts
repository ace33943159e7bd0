// A blob store's own scratch folder: what a put or a download cut off by a crash (or a killed process) left there.
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** Removes the entries of `dir` last changed before `olderThan`; answers how many went. */
export async function removeStaleEntries(dir: string, olderThan: Date): Promise<number> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const name of names) {
    const entry = path.join(dir, name);
    const changed = await stat(entry).then(
      (s) => s.mtime,
      () => null,
    );
    if (changed === null || changed >= olderThan) continue;
    await rm(entry, { recursive: true, force: true });
    removed++;
  }
  return removed;
}
