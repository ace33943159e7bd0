// The folded state of recently commanded streams, with the revision it was folded up to. Events are never
// changed, so an entry stays a true fold of its stream's first events however old it is: a command reads
// only the events after it, and the expected revision of the append tells when another process wrote
// meanwhile. Bounded by count; the least recently used stream goes first.

export interface StreamState<S = unknown> {
  state: S;
  /** Revision of the last event folded in; -1 for a stream with no events. */
  revision: number;
}

export class StreamStateCache {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  private readonly entries = new Map<string, StreamState>();

  constructor(private readonly capacity: number) {}

  get(streamId: string): StreamState | undefined {
    const entry = this.entries.get(streamId);
    if (entry) {
      this.entries.delete(streamId);
      this.entries.set(streamId, entry);
    }
    return entry;
  }

  set(streamId: string, entry: StreamState): void {
    this.entries.delete(streamId);
    this.entries.set(streamId, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  get size(): number {
    return this.entries.size;
  }
}
