// One lane per stream: work queued for a stream is handed over in arrival order, a batch at a time, and a
// stream's next batch starts only when its previous one has finished. A lane exists only while it has work,
// so idle streams cost no memory. A hold (work across streams) takes its place in the queue like any item and,
// once reached, keeps the lane until released.

/** Settles every item of the batch itself (never throws); returns the items it left for the next batch. */
type DrainBatch<T> = (key: string, batch: T[]) => Promise<T[]>;

/** Work across streams, waiting in this lane's queue; told, once reached, how to let the lane go on. */
class Hold {
  constructor(readonly reached: (release: () => void) => void) {}
}

export class StreamLanes<T> {
  private readonly queues = new Map<string, (T | Hold)[]>();

  constructor(
    private readonly drain: DrainBatch<T>,
    private readonly maxBatch: number,
  ) {}

  push(key: string, item: T): void {
    this.enqueue(key, item);
  }

  /** Resolves once the work queued for `key` before it is done; the lane then waits until `release` is called. */
  hold(key: string): Promise<() => void> {
    return new Promise((reached) => this.enqueue(key, new Hold(reached)));
  }

  /** Streams with queued or running work. */
  get busy(): number {
    return this.queues.size;
  }

  private enqueue(key: string, item: T | Hold): void {
    const queue = this.queues.get(key);
    if (queue) {
      queue.push(item);
      return;
    }
    this.queues.set(key, [item]);
    void this.run(key);
  }

  private async run(key: string): Promise<void> {
    const queue = this.queues.get(key)!;
    while (queue.length > 0) {
      const first = queue[0]!;
      if (first instanceof Hold) {
        queue.shift();
        await new Promise<void>((release) => first.reached(release));
        continue;
      }
      const holdAt = queue.findIndex((item) => item instanceof Hold);
      const batch = queue.splice(0, Math.min(this.maxBatch, holdAt < 0 ? queue.length : holdAt)) as T[];
      queue.unshift(...(await this.drain(key, batch)));
    }
    this.queues.delete(key);
  }
}
