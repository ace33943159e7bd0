// A publish's chunks (issue 20 §5): its queue in the order of the ads' keys on each account, cut every CHUNK_SIZE.
// Cut in the order queued, a chunk's keys had nothing in common past the campaign's, so its one look-up on the platform
// (AdPlatform.findMany, searched by the keys' shared start) listed every ad of the campaign made so far: 81,000 rows
// for a 2,001-creative publish. In key order a chunk's keys share a longer start, and the creatives of one content (one
// key, one ad) fall in one chunk. The order is the same on every worker and try, as the queue never changes.
import type { List } from 'immutable';
import type { PublishState } from '../../domain/publishing';

/** Creatives per chunk activity: a retry redoes at most this many look-ups. */
export const CHUNK_SIZE = 25;

const inKeyOrder = new WeakMap<List<string>, string[]>();

function keyOrder(state: PublishState): string[] {
  let ids = inKeyOrder.get(state.order);
  if (!ids) {
    const keyOf = (id: string) => {
      const c = state.creatives.get(id)!;
      return `${c.nodeId}/${c.platform}/${c.externalKey}/${id}`;
    };
    const keyed = state.order.toArray().map((id) => ({ id, key: keyOf(id) }));
    keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    inKeyOrder.set(state.order, (ids = keyed.map((k) => k.id)));
  }
  return ids;
}

export const chunkCount = (state: PublishState) => Math.ceil(state.order.size / CHUNK_SIZE);

/** The creative ids of the publish's chunk `chunk`. */
export const chunkIds = (state: PublishState, chunk: number): string[] =>
  keyOrder(state).slice(chunk * CHUNK_SIZE, (chunk + 1) * CHUNK_SIZE);
