// Reads of a tree kept while nothing they depend on changes. A count scans the whole tree (10,000 rows at the
// spec's limit) and the table asks it again with every page it turns; a change on the tree makes every open table
// (each user watching it live) read its page again at once. The key (`treeReadKey`) names all an answer depends
// on: the tree's version in the read model (moved by every event of its stream), the schedules live and upcoming
// at the read, where the partner's screenshots stand (rows carry their pictures), and the read's own arguments
// (filter, sort, range). A change of any of them makes a new key, so an entry is never stale, only unused, and the
// least recently used go first.
import { LRUCache } from 'lru-cache';
import type { TreeView } from './queries';

export const treeReadKey = (tree: TreeView, ...read: unknown[]) =>
  JSON.stringify([
    tree.treeId,
    tree.version,
    tree.schedules.live,
    tree.schedules.upcoming,
    tree.screenshotsVersion,
    ...read,
  ]);

/** At most `max` answers, or answers up to `maxSize` in all as `sizeOf` weighs them. */
type KeptReadsLimit<T> = { max: number } | { maxSize: number; sizeOf: (answer: T) => number };

export class KeptReads<T extends object> {
  private readonly cache: LRUCache<string, Promise<T>>;
  private readonly sizeOf: ((answer: T) => number) | null;

  constructor(limit: KeptReadsLimit<T>) {
    this.sizeOf = 'sizeOf' in limit ? limit.sizeOf : null;
    this.cache = 'sizeOf' in limit ? new LRUCache({ maxSize: limit.maxSize }) : new LRUCache({ max: limit.max });
  }

  /** Concurrent reads of one key share one answer; a failed read is not kept. */
  read(key: string, read: () => Promise<T>): Promise<T> {
    const known = this.cache.get(key);
    if (known) return known;
    const reading = read();
    const sizeOf = this.sizeOf;
    // A sized answer is weighed once it is known; until then it counts as 1.
    this.cache.set(key, reading, sizeOf ? { size: 1 } : undefined);
    reading.then(
      (answer) => {
        if (sizeOf && this.cache.peek(key) === reading)
          this.cache.set(key, reading, { size: Math.max(1, sizeOf(answer)) });
      },
      () => this.cache.delete(key),
    );
    return reading;
  }
}
