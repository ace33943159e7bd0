import type { EventFeed } from '../../projections/event-feed';

/** The store as a runner sees it whose process dies once it has applied the events up to `cut`: none after it. */
export const cutAt = (store: EventFeed, cut: number): EventFeed => ({
  subscribeToAll: (after, handler, onError) =>
    store.subscribeToAll(
      after,
      async (batch) => {
        const before = batch.filter((e) => e.position <= cut);
        if (before.length > 0) await handler(before);
      },
      onError,
    ),
  headPosition: () => store.headPosition(),
  countAfter: (after, cap) => store.countAfter(after, cap),
  readStream: (streamId, options) => store.readStream(streamId, options),
});
