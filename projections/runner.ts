// Runs each projection: catch up from its checkpoint, then follow live. A batch's rows and the checkpoint
// move in one transaction, so a crash never applies an event twice or loses one. The checkpoint row is
// locked and compared first: when someone else moved it (a rebuild from the CLI, a second runner), this
// runner drops the batch and resubscribes from the stored checkpoint.
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { EventFeed, Subscription } from './event-feed';
import type { RecordedEvent } from '../domain/shared/events';
import type { Projection } from './projection';

export interface ProjectionStatus {
  name: string;
  checkpoint: number;
  headPosition: number;
  lag: number;
}

/** Runs fn in a transaction: committed when it resolves, rolled back when it throws. */
async function inTransaction<T>(pool: pg.Pool, fn: (tx: pg.PoolClient) => Promise<T>): Promise<T> {
  const tx = await pool.connect();
  try {
    await tx.query('BEGIN');
    const result = await fn(tx);
    await tx.query('COMMIT');
    return result;
  } catch (error) {
    await tx.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    tx.release();
  }
}

type Log = (message: string, extra?: Record<string, unknown>) => void;

export class ProjectionRunner {
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly positions = new Map<string, number>();
  private readonly progress = new EventEmitter();
  private running = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly store: EventFeed,
    readonly projections: Projection[],
    private readonly log: Log = () => undefined,
  ) {
    this.progress.setMaxListeners(0);
  }

  async start(): Promise<void> {
    this.running = true;
    await this.pool.query(
      `INSERT INTO projection_checkpoint (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING`,
      [this.projections.map((p) => p.name)],
    );
    await Promise.all(this.projections.map((p) => this.subscribe(p)));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all([...this.subscriptions.values()].map((s) => s.stop()));
    this.subscriptions.clear();
  }

  private async storedCheckpoint(name: string): Promise<number> {
    const { rows } = await this.pool.query<{ position: string }>('SELECT position FROM projection_checkpoint WHERE name = $1', [name]);
    return Number(rows[0]?.position ?? -1);
  }

  private async subscribe(projection: Projection): Promise<void> {
    const from = await this.storedCheckpoint(projection.name);
    this.setPosition(projection.name, from);
    let stale = false;
    const subscription = this.store.subscribeToAll(
      from,
      async (batch) => {
        if (stale) return;
        if (!(await this.applyBatch(projection, batch))) {
          stale = true;
          queueMicrotask(() => void this.resubscribe(projection));
        }
      },
      (error) => this.log('projection batch failed; retrying', { projection: projection.name, error: String(error) }),
    );
    this.subscriptions.set(projection.name, subscription);
  }

  private async resubscribe(projection: Projection): Promise<void> {
    await this.subscriptions.get(projection.name)?.stop();
    if (this.running) await this.subscribe(projection);
  }

  /** Returns false when the stored checkpoint is not where this runner left it. */
  private async applyBatch(projection: Projection, batch: RecordedEvent[]): Promise<boolean> {
    const expected = this.positions.get(projection.name);
    const last = batch[batch.length - 1]!.position;
    const applied = await inTransaction(this.pool, async (tx) => {
      const { rows } = await tx.query<{ position: string }>(
        'SELECT position FROM projection_checkpoint WHERE name = $1 FOR UPDATE',
        [projection.name],
      );
      if (Number(rows[0]?.position) !== expected) return false;
      await projection.handle(tx, batch);
      await tx.query('UPDATE projection_checkpoint SET position = $2, updated_at = now() WHERE name = $1', [projection.name, last]);
      return true;
    });
    if (!applied) return false;
    this.setPosition(projection.name, last);
    this.progress.emit('applied', projection.name, batch);
    return true;
  }

  /** Hears every batch a projection has committed (DESIGN §4: projections notify the live-events hub). */
  onApplied(listener: (projection: string, events: RecordedEvent[]) => void): void {
    this.progress.on('applied', listener);
  }

  private setPosition(name: string, position: number) {
    this.positions.set(name, position);
    this.progress.emit('progress');
  }

  private caughtUpTo(position: number): boolean {
    return this.projections.every((p) => (this.positions.get(p.name) ?? -1) >= position);
  }

  /** Read your own writes: resolves true once every projection has applied `position`, false on timeout. */
  async waitFor(position: number, timeoutMs = 5000): Promise<boolean> {
    if (this.caughtUpTo(position)) return true;
    return new Promise((resolve) => {
      const done = (result: boolean) => {
        clearTimeout(timer);
        this.progress.off('progress', check);
        resolve(result);
      };
      const check = () => this.caughtUpTo(position) && done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      this.progress.on('progress', check);
    });
  }

  async status(): Promise<ProjectionStatus[]> {
    const headPosition = await this.store.headPosition();
    const { rows } = await this.pool.query<{ name: string; position: string }>(
      'SELECT name, position FROM projection_checkpoint WHERE name = ANY($1) ORDER BY name',
      [this.projections.map((p) => p.name)],
    );
    return Promise.all(
      rows.map(async (row) => ({
        name: row.name,
        checkpoint: Number(row.position),
        headPosition,
        lag: await this.store.countAfter(Number(row.position), 1_000_000),
      })),
    );
  }

  /**
   * Empties the projection's tables and resets its checkpoint in one transaction; the live subscription
   * notices the moved checkpoint and replays from the start. Resolves once it has caught up to the head.
   */
  async rebuild(name: string, timeoutMs = 600_000): Promise<void> {
    const projection = this.projections.find((p) => p.name === name);
    if (!projection) throw new Error(`Unknown projection ${name}`);
    const head = await this.store.headPosition();
    await inTransaction(this.pool, async (tx) => {
      await tx.query('SELECT 1 FROM projection_checkpoint WHERE name = $1 FOR UPDATE', [name]);
      await tx.query(`TRUNCATE ${projection.tables.join(', ')}`);
      await tx.query('UPDATE projection_checkpoint SET position = -1, updated_at = now() WHERE name = $1', [name]);
    });
    if (this.running) {
      await this.resubscribe(projection);
    }
    if (!(await this.waitFor(head, timeoutMs))) throw new Error(`Rebuild of ${name} did not catch up within ${timeoutMs} ms`);
  }
}
