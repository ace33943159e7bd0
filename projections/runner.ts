// Runs each projection: catch up from its checkpoint, then follow live. A batch's rows and the checkpoint
// move in one transaction, so a crash never applies an event twice or loses one. The checkpoint row is
// locked and compared first: when someone else moved it (a rebuild from the CLI, a second runner), this
// runner drops the batch and resubscribes from the stored checkpoint.
//
// One bad event must not stop a read model (ARCHITECTURE.md, "A failing event"): a batch that keeps failing
// is applied event by event, and an event that fails on its own is parked with its error, its stream's later
// events held behind it, while every other stream goes on. A retry (retryParked) applies them in order.
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { EventFeed, Subscription } from './event-feed';
import type { RecordedEvent } from '../domain/shared/events';
import type { Projection } from './projection';
import { isTransient } from './failure';
import type { ParkedEvent, ProjectionStatus, ProjectionTrouble } from '../domain/shared/answers';
import {
  errorText,
  failedAgain,
  failedEvents,
  forgetParked,
  lockCheckpoint,
  park,
  parkedCounts,
  parkedOf,
  unpark,
  type Parking,
} from './parking';

export type { ParkedEvent, ProjectionStatus, ProjectionTrouble };

/** What a command appended, as far as waiting for it goes. */
export type Appended = Pick<RecordedEvent, 'streamId' | 'type'>;

type Log = (message: string, extra?: Record<string, unknown>, level?: 'info' | 'warn' | 'error') => void;

/** Tries of a failing batch as a whole, and the pause before each next one, before it is applied event by event. */
const BATCH_RETRY_DELAYS_MS = [200, 1000, 2000];
/** The pause before a batch that failed for the database's sake (a lost connection) is tried again. */
const DATABASE_RETRY_MS = 250;
const PARKED_LISTED = 100;

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

/** Applies one event inside a savepoint: resolves the error when it failed for its own sake, throws a transient one. */
async function tryOne(tx: pg.PoolClient, projection: Projection, event: RecordedEvent): Promise<string | null> {
  await tx.query('SAVEPOINT one_event');
  try {
    await projection.handle(tx, [event]);
    await tx.query('RELEASE SAVEPOINT one_event');
    return null;
  } catch (error) {
    if (isTransient(error)) throw error;
    await tx.query('ROLLBACK TO SAVEPOINT one_event');
    return errorText(error);
  }
}

const handles = (projection: Projection, type: string) => projection.eventTypes?.has(type) ?? true;

export class ProjectionRunner {
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly positions = new Map<string, number>();
  /** Projections whose current batch has failed and not yet gone through. */
  private readonly failing = new Set<string>();
  /** Those of them whose last failure was the database's (transient): they go through once it answers again. */
  private readonly waitingForDatabase = new Set<string>();
  /** Per projection, the streams held behind a parked event (as of its last batch or retry). */
  private readonly held = new Map<string, Set<string>>();
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
    this.progress.emit('stopping');
    await Promise.all([...this.subscriptions.values()].map((s) => s.stop()));
    this.subscriptions.clear();
  }

  private projection(name: string): Projection {
    const projection = this.projections.find((p) => p.name === name);
    if (!projection) throw new Error(`Unknown projection ${name}`);
    return projection;
  }

  private async storedCheckpoint(name: string): Promise<number> {
    const { rows } = await this.pool.query<{ position: string }>(
      'SELECT position FROM projection_checkpoint WHERE name = $1',
      [name],
    );
    return Number(rows[0]?.position ?? -1);
  }

  private async subscribe(projection: Projection): Promise<void> {
    const from = await this.storedCheckpoint(projection.name);
    this.held.set(projection.name, new Set((await parkedOf(this.pool, projection.name)).map((p) => p.streamId)));
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
      // applyBatch has logged it; the feed offers the batch again after its pause.
      () => undefined,
    );
    this.subscriptions.set(projection.name, subscription);
  }

  private async resubscribe(projection: Projection): Promise<void> {
    await this.subscriptions.get(projection.name)?.stop();
    if (this.running) await this.subscribe(projection);
  }

  /**
   * Tries the batch whole a few times (most failures are the database's and pass), then event by event, parking
   * those that fail on their own. A transient failure (the database's) is tried again until it passes; it is thrown
   * only when the runner stops. Returns false when the stored checkpoint is not where this runner left it.
   */
  private async applyBatch(projection: Projection, batch: RecordedEvent[]): Promise<boolean> {
    for (let attempt = 0; ; attempt++) {
      const isolating = attempt >= BATCH_RETRY_DELAYS_MS.length;
      try {
        const applied = await this.commitBatch(projection, batch, isolating);
        if (applied === null) return false;
        this.waitingForDatabase.delete(projection.name);
        const recovered = this.failing.delete(projection.name);
        if (recovered) this.log('projection recovered', { projection: projection.name }, 'warn');
        if (applied.length > 0) this.progress.emit('applied', projection.name, applied);
        if (recovered && applied.length > 0) this.progress.emit('released', projection.name, applied);
        return true;
      } catch (error) {
        if (isTransient(error)) this.waitingForDatabase.add(projection.name);
        else this.waitingForDatabase.delete(projection.name);
        if (!this.failing.has(projection.name)) {
          this.failing.add(projection.name);
          this.progress.emit('progress');
          this.log(
            'projection batch failed; retrying',
            { projection: projection.name, from: batch[0]!.position, error: errorText(error) },
            'warn',
          );
        }
        if (!this.running) throw error;
        // The database away (a restart): the same batch again shortly, without counting it as the batch's fault,
        // so the read models follow within moments of its return (read-your-writes waits for them meanwhile).
        if (isTransient(error)) {
          attempt--;
          await this.pause(DATABASE_RETRY_MS);
          continue;
        }
        if (isolating) throw error;
        await this.pause(BATCH_RETRY_DELAYS_MS[attempt]!);
      }
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.progress.off('stopping', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.progress.once('stopping', done);
    });
  }

  /** Applies the batch and moves the checkpoint; null when the checkpoint moved under us, else the events applied. */
  private async commitBatch(
    projection: Projection,
    batch: RecordedEvent[],
    isolating: boolean,
  ): Promise<RecordedEvent[] | null> {
    const name = projection.name;
    const last = batch[batch.length - 1]!.position;
    const outcome = await inTransaction(this.pool, async (tx) => {
      const { position, held } = await lockCheckpoint(tx, name);
      if (position !== this.positions.get(name)) return null;
      const parkings: Parking[] = [];
      const applied: RecordedEvent[] = [];
      for (const event of batch) {
        if (held.has(event.streamId)) parkings.push({ event, reason: 'held', error: null });
        else if (!isolating) applied.push(event);
        else {
          const error = await tryOne(tx, projection, event);
          if (error === null) applied.push(event);
          else {
            parkings.push({ event, reason: 'failed', error });
            held.add(event.streamId);
          }
        }
      }
      // Whole, the batch goes as one call: one round trip (event by event, each went in its savepoint above).
      if (!isolating && applied.length > 0) await projection.handle(tx, applied);
      await park(tx, name, parkings);
      await tx.query('UPDATE projection_checkpoint SET position = $2, updated_at = now() WHERE name = $1', [
        name,
        last,
      ]);
      return { applied, parkings, held };
    });
    if (outcome === null) return null;
    this.held.set(name, outcome.held);
    for (const { event, error } of outcome.parkings.filter((p) => p.reason === 'failed')) {
      this.log(
        'projection parked an event it cannot apply; its stream is held until a retry',
        { projection: name, position: event.position, stream: event.streamId, type: event.type, error },
        'error',
      );
    }
    this.setPosition(name, last);
    return outcome.applied;
  }

  /**
   * Applies a projection's parked events again, in position order, each stream until one fails again (it stays
   * parked with the new error, and so do the events behind it). Of one stream when named.
   */
  async retryParked(name: string, streamId?: string): Promise<{ applied: number; parked: number }> {
    const projection = this.projection(name);
    const { applied, parked } = await inTransaction(this.pool, async (tx) => {
      await lockCheckpoint(tx, name);
      const parkedEvents = await parkedOf(tx, name, streamId);
      const applied: RecordedEvent[] = [];
      for (const stream of new Set(parkedEvents.map((p) => p.streamId))) {
        const waiting = parkedEvents.filter((p) => p.streamId === stream);
        const positions = new Set(waiting.map((p) => p.position));
        const events = (await this.store.readStream(stream, { fromRevision: waiting[0]!.revision })).filter((e) =>
          positions.has(e.position),
        );
        for (const event of events) {
          const error = await tryOne(tx, projection, event);
          if (error !== null) {
            await failedAgain(tx, name, event.position, error);
            this.log(
              'parked event failed again',
              { projection: name, position: event.position, stream, error },
              'error',
            );
            break;
          }
          await unpark(tx, name, event.position);
          applied.push(event);
        }
      }
      return { applied, parked: (await parkedOf(tx, name)).map((p) => p.streamId) };
    });
    this.held.set(name, new Set(parked));
    this.log('parked events retried', {
      projection: name,
      stream: streamId ?? null,
      applied: applied.length,
      parked: parked.length,
    });
    if (applied.length > 0) {
      this.progress.emit('applied', name, applied);
      this.progress.emit('released', name, applied);
    }
    this.progress.emit('progress');
    return { applied: applied.length, parked: parked.length };
  }

  /** Hears every batch a projection has committed (DESIGN §4: projections notify the live-events hub). */
  onApplied(listener: (projection: string, events: RecordedEvent[]) => void): void {
    this.progress.on('applied', listener);
  }

  /**
   * Hears events applied late: after a retry of parked events, or once a failing projection went through again.
   * Their authors were told their change would show shortly (x-projections-lagging); now it does.
   */
  onReleased(listener: (projection: string, events: RecordedEvent[]) => void): void {
    this.progress.on('released', listener);
  }

  private setPosition(name: string, position: number) {
    this.positions.set(name, position);
    this.progress.emit('progress');
  }

  private reached(name: string, position: number): boolean {
    return (this.positions.get(name) ?? -1) >= position;
  }

  /**
   * Read your own writes: resolves true once every projection that matters has applied `position`, false on
   * timeout or as soon as the rest is caught up but one that matters cannot show the change yet (it is failing,
   * or holds the stream). With `appended`, only projections that handle one of those events matter, and one
   * holding that event's stream is not waited for; without, every projection but a failing one.
   */
  async waitFor(position: number, timeoutMs = 5000, appended?: readonly Appended[]): Promise<boolean> {
    const verdict = (): boolean | null => {
      let blocked = false;
      for (const projection of this.projections) {
        const events = appended?.filter((e) => handles(projection, e.type));
        if (events?.length === 0) continue;
        const heldHere = this.held.get(projection.name);
        // One failing only because the database was away (a restart) is waited for: it resumes within seconds.
        const cannotShow = this.failing.has(projection.name) && !this.waitingForDatabase.has(projection.name);
        if (cannotShow || events?.some((e) => heldHere?.has(e.streamId))) blocked = true;
        else if (!this.reached(projection.name, position)) return null;
      }
      return !blocked;
    };
    return this.settled(verdict, timeoutMs);
  }

  /** Resolves true once the named projection has applied `position`, failing or not; false on timeout. */
  private reachedWithin(name: string, position: number, timeoutMs: number): Promise<boolean> {
    return this.settled(() => (this.reached(name, position) ? true : null), timeoutMs);
  }

  /** The verdict's answer once it gives one (asked now and at every progress), false when timeoutMs passes first. */
  private settled(verdict: () => boolean | null, timeoutMs: number): Promise<boolean> {
    const now = verdict();
    if (now !== null) return Promise.resolve(now);
    return new Promise((resolve) => {
      const check = () => {
        const result = verdict();
        if (result !== null) done(result);
      };
      const done = (result: boolean) => {
        clearTimeout(timer);
        this.progress.off('progress', check);
        resolve(result);
      };
      const timer = setTimeout(() => done(false), timeoutMs);
      this.progress.on('progress', check);
    });
  }

  /** The projections that cannot show everything now (cheap: for /health): failing, or holding parked events. */
  async troubles(): Promise<ProjectionTrouble[]> {
    const counts = await parkedCounts(this.pool);
    return this.projections.flatMap(({ name }): ProjectionTrouble[] => {
      const { failed: parked = 0, held = 0 } = counts.get(name) ?? {};
      const state = this.stateOf(name, parked + held);
      return state === 'running' ? [] : [{ name, state, parked, held }];
    });
  }

  private stateOf(name: string, parkedOrHeld: number): ProjectionStatus['state'] {
    if (this.failing.has(name)) return 'failing';
    return parkedOrHeld > 0 ? 'holding' : 'running';
  }

  async status(): Promise<ProjectionStatus[]> {
    const [headPosition, { rows }, counts, failed] = await Promise.all([
      this.store.headPosition(),
      this.pool.query<{ name: string; position: string }>(
        'SELECT name, position FROM projection_checkpoint WHERE name = ANY($1) ORDER BY name',
        [this.projections.map((p) => p.name)],
      ),
      parkedCounts(this.pool),
      failedEvents(this.pool, PARKED_LISTED),
    ]);
    return Promise.all(
      rows.map(async (row) => {
        const { failed: parked = 0, held = 0 } = counts.get(row.name) ?? {};
        return {
          name: row.name,
          checkpoint: Number(row.position),
          headPosition,
          lag: await this.store.countAfter(Number(row.position), 1_000_000),
          state: this.stateOf(row.name, parked + held),
          parked,
          held,
          parkedEvents: failed.filter((p) => p.projection === row.name),
        };
      }),
    );
  }

  /**
   * Empties the projection's tables, its parked events and its checkpoint in one transaction; the live
   * subscription notices the moved checkpoint and replays from the start. Resolves once it has caught up to
   * the head.
   */
  async rebuild(name: string, timeoutMs = 600_000): Promise<void> {
    const projection = this.projection(name);
    const head = await this.store.headPosition();
    await inTransaction(this.pool, async (tx) => {
      await tx.query('SELECT 1 FROM projection_checkpoint WHERE name = $1 FOR UPDATE', [name]);
      await tx.query(`TRUNCATE ${projection.tables.join(', ')}`);
      await forgetParked(tx, name);
      await tx.query('UPDATE projection_checkpoint SET position = -1, updated_at = now() WHERE name = $1', [name]);
    });
    if (this.running) {
      await this.resubscribe(projection);
    }
    if (!(await this.reachedWithin(name, head, timeoutMs)))
      throw new Error(`Rebuild of ${name} did not catch up within ${timeoutMs} ms`);
  }
}
