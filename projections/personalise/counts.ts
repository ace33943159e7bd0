// The variant counts of a tree under a filter, kept while nothing they depend on changes. A count scans the whole
// tree (10,000 rows at the spec's limit), and the table asks it again with every page it turns. The key names
// all an answer depends on: the tree's version in the read model (moved by every event of its stream), the
// schedules live and upcoming at the read, and the filter; a change of any of them makes a new key, so an entry
// is never stale, only unused, and the least recently used go first.
import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import type { VariantFilter } from './filter';
import { countVariants, type TreeView, type VariantCounts } from './queries';

export type FilteredCounts = VariantCounts & { filteredAmount: number };

/** Entries kept per process: a few per tree and filter in use. */
const ENTRIES = 2_000;

export class VariantCounter {
  private readonly cache = new LRUCache<string, Promise<FilteredCounts>>({ max: ENTRIES });

  constructor(private readonly pool: pg.Pool) {}

  /** Concurrent reads of one key share one count; a failed count is not kept. */
  counts(tree: TreeView, filter: VariantFilter): Promise<FilteredCounts> {
    const key = JSON.stringify([tree.treeId, tree.version, tree.schedules.live, tree.schedules.upcoming, filter]);
    const kept = this.cache.get(key);
    if (kept) return kept;
    const counting = countVariants(this.pool, tree, filter);
    this.cache.set(key, counting);
    counting.catch(() => this.cache.delete(key));
    return counting;
  }
}
