// One lane per stream: work queued for a stream is handed over in arrival order, a batch at a time, and a
// stream's next batch starts only when its previous one has finished. A lane exists only while it has work,
// so idle streams cost no memory.

/** Settles every item of the batch itself (never throws); returns the items it left for the next batch. */
type DrainBatch<T> = (key: string, batch: T[]) => Promise<T[]>;

export class StreamLanes<T> {
  private readonly queues = new Map<string, T[]>();

  constructor(
    private readonly drain: DrainBatch<T>,
    private readonly maxBatch: number,
  ) {}

  push(key: string, item: T): void {
    const queue = this.queues.get(key);
    if (queue) {
      queue.push(item);
      return;
    }
    this.queues.set(key, [item]);
    void this.run(key);
  }

  /** Streams with queued or running work. */
  get busy(): number {
    return this.queues.size;
  }

  private async run(key: string): Promise<void> {
    const queue = this.queues.get(key)!;
    while (queue.length > 0) {
      const batch = queue.splice(0, this.maxBatch);
      queue.unshift(...(await this.drain(key, batch)));
    }
    this.queues.delete(key);
  }
}
