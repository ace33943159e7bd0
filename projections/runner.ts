// Runs every projection: catch up from its checkpoint, then follow live. One reader reads the log for all of
// them (each projection used to read the whole log on its own): it starts from the lowest checkpoint, and each
// projection passes over the events at or below its own and those of types it does not handle, before any SQL.
// A batch's rows and the checkpoint move in one transaction, so a crash never applies an event twice or loses
// one; the projections that handle nothing of a batch move theirs together in one statement. Every checkpoint
// row is compared (locked first when rows are written): when someone else moved it (a rebuild from the CLI, a
// second runner), this runner drops the batch and reads again from the stored checkpoint.
//
// One bad event must not stop a read model (ARCHITECTURE.md, "A failing event"): a batch that keeps failing
// is applied event by event, and an event that fails on its own is parked with its error, its stream's later
// events held behind it, while every other stream goes on. A projection whose batch fails leaves the shared
// reader for a subscription of its own, so the others go on meanwhile, and joins again once it has caught up
// with the shared reader. A retry (retryParked) applies the parked events in order.
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { EventFeed, Subscription } from './event-feed';
import type { RecordedEvent } from '../domain/shared/events';
import type { Projection } from './projection';
import { isTransient } from './failure';
import type { ParkedEvent, ProjectionStatus, ProjectionTrouble } from '../domain/shared/answers';
import { applyParked, commitEvents, inTransaction } from './batch-transaction';
import { errorText, failedEvents, forgetParked, lockCheckpoint, parkedCounts, parkedOf } from './parking';

export type { ParkedEvent, ProjectionStatus, ProjectionTrouble };

/** What a command appended, as far as waiting for it goes. */
export type Appended = Pick<RecordedEvent, 'streamId' | 'type'>;

type Log = (message: string, extra?: Record<string, unknown>, level?: 'info' | 'warn' | 'error') => void;

/** Tries of a failing batch as a whole, and the pause before each next one, before it is applied event by event. */
const BATCH_RETRY_DELAYS_MS = [200, 1000, 2000];
/** The pause before a batch that failed for the database's sake (a lost connection) is tried again. */
const DATABASE_RETRY_MS = 250;
const PARKED_LISTED = 100;

const handles = (projection: Projection, type: string) => projection.eventTypes?.has(type) ?? true;

/** Where one projection stands. */
interface Follower {
  projection: Projection;
  /** The checkpoint as this runner last wrote or read it: the stored row must still say so when it next writes. */
  committed: number;
  /** Every event up to here is applied, or passed over as one of a type it does not handle. */
  position: number;
  /** Its own subscription while a failing batch keeps it away from the shared reader. */
  alone: Reader | null;
  /** The stored checkpoint moved under this runner (a rebuild): read it again before the next batch. */
  stale: boolean;
  /** It replays from the start and defers work to the end of the replay (Projection.replay). */
  replaying: boolean;
}

/** A subscription to the log, and whether its batches are still wanted. */
interface Reader {
  subscription: Subscription;
  closed: boolean;
}

/** What became of one projection's part of a shared batch, made known once the whole batch is through. */
type Outcome = { follower: Follower; applied: RecordedEvent[]; recovered: boolean } | null;

export class ProjectionRunner {
  private readonly followers: Follower[];
  private shared: Reader | null = null;
  /** The last position of the newest batch the shared reader has handed out. */
  private sharedLast = -1;
  /** Openings and closings of the readers, one after another. */
  private readers: Promise<void> = Promise.resolve();
  /** Projections whose current batch has failed and not yet gone through. */
  private readonly failing = new Set<string>();
  /** Those of them whose last failure was the database's (transient): they go through once it answers again. */
  private readonly waitingForDatabase = new Set<string>();
  /** Per projection, the streams held behind a parked event (as of its last batch or retry). */
  private readonly held = new Map<string, Set<string>>();
  private readonly progress = new EventEmitter();
  private running = false;
  /** The head as last read for a replay's end: a replay is not asked about before it reaches this. */
  private knownHead = -1;

  constructor(
    private readonly pool: pg.Pool,
    private readonly store: EventFeed,
    readonly projections: Projection[],
    private readonly log: Log = () => undefined,
  ) {
    this.progress.setMaxListeners(0);
    this.followers = projections.map((projection) => ({
      projection,
      committed: -1,
      position: -1,
      alone: null,
      stale: true,
      replaying: false,
    }));
  }

  async start(): Promise<void> {
    this.running = true;
    await this.pool.query(
      `INSERT INTO projection_checkpoint (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING`,
      [this.projections.map((p) => p.name)],
    );
    for (const follower of this.followers) follower.stale = true;
    await this.reopen();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.progress.emit('stopping');
    await this.reopen();
  }

  private follower(name: string): Follower {
    const follower = this.followers.find((f) => f.projection.name === name);
    if (!follower) throw new Error(`Unknown projection ${name}`);
    return follower;
  }

  /** Closes every reader, reads the stale projections' stored checkpoints, and (while running) opens the shared one. */
  private reopen(): Promise<void> {
    this.readers = this.readers.then(async () => {
      const open = [this.shared, ...this.followers.map((f) => f.alone)].filter((r): r is Reader => r !== null);
      for (const reader of open) reader.closed = true;
      await Promise.all(open.map((r) => r.subscription.stop()));
      this.shared = null;
      for (const follower of this.followers) follower.alone = null;
      if (!this.running) return;
      for (const follower of this.followers.filter((f) => f.stale)) await this.load(follower);
      this.openShared();
    });
    return this.readers;
  }

  private async load(follower: Follower): Promise<void> {
    const name = follower.projection.name;
    const { rows } = await this.pool.query<{ position: string }>(
      'SELECT position FROM projection_checkpoint WHERE name = $1',
      [name],
    );
    const stored = Number(rows[0]?.position ?? -1);
    this.held.set(name, new Set((await parkedOf(this.pool, name)).map((p) => p.streamId)));
    const replaying = await this.replayPending(follower.projection);
    Object.assign(follower, { committed: stored, position: stored, stale: false, replaying });
    await this.settleReplay(follower, stored);
    this.progress.emit('progress');
  }

  /**
   * Replays: a projection with work to defer (Projection.replay) begins deferring when its checkpoint stands at -1 (a
   * rebuild, a first start); true while a replay is deferring, this runner's or one a crash cut short.
   */
  private async replayPending({ name, replay }: Projection): Promise<boolean> {
    if (!replay) return false;
    return inTransaction(this.pool, async (tx) => {
      if ((await lockCheckpoint(tx, name)).position === -1) await replay.begin(tx);
      return replay.pending(tx);
    });
  }

  /**
   * Once a replaying projection has reached the head, what it deferred is done, before its position is made known (a
   * rebuild resolves once it is). On failure it stays replaying and the next batch tries again.
   */
  private async settleReplay(follower: Follower, last: number): Promise<void> {
    const { projection } = follower;
    if (!follower.replaying || last < this.knownHead) return;
    this.knownHead = await this.store.headPosition();
    if (last < this.knownHead) return;
    try {
      await inTransaction(this.pool, async (tx) => {
        if ((await lockCheckpoint(tx, projection.name)).position === follower.committed)
          await projection.replay!.finish(tx);
      });
      follower.replaying = false;
      this.log('projection replay finished', { projection: projection.name });
    } catch (error) {
      this.log('projection replay not finished; the next batch tries again', { error: errorText(error) }, 'warn');
    }
  }

  /** The reader of every projection, from the lowest position any of them stands at. */
  private openShared(): void {
    const from = Math.min(...this.followers.map((f) => f.position));
    this.sharedLast = from;
    const reader: Reader = {
      closed: false,
      subscription: this.store.subscribeToAll(
        from,
        async (batch) => {
          if (reader.closed) return;
          if (!(await this.feed(batch))) this.dropReader(reader);
        },
        () => undefined,
      ),
    };
    this.shared = reader;
  }

  /** Ignores the reader's further batches and reads again from the stored checkpoints of the stale projections. */
  private dropReader(reader: Reader): void {
    reader.closed = true;
    queueMicrotask(() => void this.reopen());
  }

  /**
   * Hands the shared reader's batch to every projection with it: each takes the events past its position of the
   * types it handles, in a transaction of its own, all at once; those left with none move their checkpoints
   * together. Their positions are made known once all are through, so that a command answered after one of them
   * finds every projection past its events. False when a stored checkpoint moved under this runner.
   */
  private async feed(batch: RecordedEvent[]): Promise<boolean> {
    const last = batch[batch.length - 1]!.position;
    this.sharedLast = last;
    const passing: Follower[] = [];
    const applying: Promise<Outcome>[] = [];
    const types = new Set(batch.map((e) => e.type));
    for (const follower of this.followers.filter((f) => f.alone === null && f.position < last)) {
      const events = this.handledOf(follower, batch, types);
      if (events.length === 0) passing.push(follower);
      else applying.push(this.applyOnce(follower, events, last));
    }
    const [passed, ...outcomes] = await Promise.all([this.passOver(passing, last), ...applying]);
    const through = [...passed, ...outcomes.flatMap((o) => (o === null ? [] : [o.follower]))];
    await Promise.all(through.map((follower) => this.settleReplay(follower, last)));
    for (const follower of passed) this.moveTo(follower, last, []);
    for (const outcome of outcomes) {
      if (outcome === null) continue;
      this.moveTo(outcome.follower, last, outcome.applied);
      if (outcome.recovered && outcome.applied.length > 0)
        this.progress.emit('released', outcome.follower.projection.name, outcome.applied);
    }
    return this.followers.every((f) => !f.stale);
  }

  /**
   * The batch's events a projection has yet to see, of the types it handles. Given the batch's `types`, one that
   * handles none of them is answered without a look at each event (most projections, for most batches).
   */
  private handledOf(follower: Follower, batch: RecordedEvent[], types?: ReadonlySet<string>): RecordedEvent[] {
    const { projection } = follower;
    if (types && ![...types].some((type) => handles(projection, type))) return [];
    const after = Math.max(follower.position, follower.committed);
    return batch.filter((e) => e.position > after && handles(projection, e.type));
  }

  /**
   * Moves the checkpoints of projections that handle nothing of the batch to its last position, in one statement,
   * each only where it still stands where this runner left it. Answers those moved; the others are stale. When the
   * statement fails they stay where they were (their events need nothing) and a later batch moves them.
   */
  private async passOver(passing: Follower[], last: number): Promise<Follower[]> {
    if (passing.length === 0) return [];
    try {
      const { rows } = await this.pool.query<{ name: string }>(
        `UPDATE projection_checkpoint c SET position = $3, updated_at = now()
         FROM unnest($1::text[], $2::bigint[]) AS v(name, committed)
         WHERE c.name = v.name AND c.position = v.committed RETURNING c.name`,
        [passing.map((f) => f.projection.name), passing.map((f) => f.committed), last],
      );
      const moved = new Set(rows.map((r) => r.name));
      for (const follower of passing) {
        if (moved.has(follower.projection.name)) follower.committed = last;
        else follower.stale = true;
      }
      return passing.filter((f) => !f.stale);
    } catch (error) {
      this.log('projection checkpoints not moved; the next batch moves them', { error: errorText(error) }, 'warn');
      return passing;
    }
  }

  /** One try of a projection's part of a shared batch: on failure it leaves for a reader of its own, which retries. */
  private async applyOnce(follower: Follower, events: RecordedEvent[], last: number): Promise<Outcome> {
    try {
      const applied = await this.commitBatch(follower, events, last, false);
      if (applied === null) {
        follower.stale = true;
        return null;
      }
      return { follower, applied, recovered: this.recovered(follower) };
    } catch (error) {
      this.failed(follower, events, error);
      this.goAlone(follower);
      return null;
    }
  }

  /**
   * A reader of the projection's own from its position, which tries each batch until it goes through (parking
   * what fails on its own), and leaves once the projection has caught up with the shared reader.
   */
  private goAlone(follower: Follower): void {
    const reader: Reader = {
      closed: false,
      subscription: this.store.subscribeToAll(
        follower.position,
        async (batch) => {
          if (reader.closed) return;
          const last = batch[batch.length - 1]!.position;
          const events = this.handledOf(follower, batch);
          const applied = events.length === 0 ? [] : await this.applyBatch(follower, events, last);
          if (applied === null) {
            follower.stale = true;
            this.dropReader(reader);
            return;
          }
          await this.settleReplay(follower, last);
          this.moveTo(follower, last, applied);
          // Joins before the shared reader's next batch, which starts right after sharedLast: no event is missed.
          if (follower.position >= this.sharedLast) {
            reader.closed = true;
            follower.alone = null;
            void reader.subscription.stop();
          }
        },
        // applyBatch has logged it; the feed offers the batch again after its pause.
        () => undefined,
      ),
    };
    follower.alone = reader;
  }

  /** The projection has applied (or passed over) everything up to `last`: made known to waiters and listeners. */
  private moveTo(follower: Follower, last: number, applied: RecordedEvent[]): void {
    follower.position = last;
    if (applied.length > 0) this.progress.emit('applied', follower.projection.name, applied);
    this.progress.emit('progress');
  }

  /** Its batch went through: no longer failing. True when it was. */
  private recovered(follower: Follower): boolean {
    const name = follower.projection.name;
    this.waitingForDatabase.delete(name);
    const recovered = this.failing.delete(name);
    if (recovered) this.log('projection recovered', { projection: name }, 'warn');
    return recovered;
  }

  private failed(follower: Follower, events: RecordedEvent[], error: unknown): void {
    const name = follower.projection.name;
    if (isTransient(error)) this.waitingForDatabase.add(name);
    else this.waitingForDatabase.delete(name);
    if (this.failing.has(name)) return;
    this.failing.add(name);
    this.progress.emit('progress');
    this.log(
      'projection batch failed; retrying',
      { projection: name, from: events[0]!.position, error: errorText(error) },
      'warn',
    );
  }

  /**
   * Tries the batch whole a few times (most failures are the database's and pass), then event by event, parking
   * those that fail on their own. A transient failure (the database's) is tried again until it passes; it is thrown
   * only when the runner stops. Answers the events applied, null when the stored checkpoint is not where this
   * runner left it.
   */
  private async applyBatch(follower: Follower, batch: RecordedEvent[], last: number): Promise<RecordedEvent[] | null> {
    for (let attempt = 0; ; attempt++) {
      const isolating = attempt >= BATCH_RETRY_DELAYS_MS.length;
      try {
        const applied = await this.commitBatch(follower, batch, last, isolating);
        if (applied === null) return null;
        if (this.recovered(follower) && applied.length > 0)
          this.progress.emit('released', follower.projection.name, applied);
        return applied;
      } catch (error) {
        this.failed(follower, batch, error);
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

  /**
   * Applies the events (all of types the projection handles) and moves the checkpoint to `last`; null when the
   * checkpoint moved under us, else the events applied.
   */
  private async commitBatch(
    follower: Follower,
    batch: RecordedEvent[],
    last: number,
    isolating: boolean,
  ): Promise<RecordedEvent[] | null> {
    const { projection } = follower;
    const name = projection.name;
    const outcome = await commitEvents(this.pool, projection, batch, { expected: follower.committed, last, isolating });
    if (outcome === null) return null;
    follower.committed = last;
    this.held.set(name, outcome.held);
    for (const { event, error } of outcome.parkings.filter((p) => p.reason === 'failed')) {
      this.log(
        'projection parked an event it cannot apply; its stream is held until a retry',
        { projection: name, position: event.position, stream: event.streamId, type: event.type, error },
        'error',
      );
    }
    return outcome.applied;
  }

  /**
   * Applies a projection's parked events again, in position order, each stream until one fails again (it stays
   * parked with the new error, and so do the events behind it). Of one stream when named.
   */
  async retryParked(name: string, streamId?: string): Promise<{ applied: number; parked: number }> {
    const { projection } = this.follower(name);
    const { applied, parked } = await applyParked(
      this.pool,
      this.store,
      projection,
      streamId,
      (position, stream, error) =>
        this.log('parked event failed again', { projection: name, position, stream, error }, 'error'),
    );
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

  private reached(name: string, position: number): boolean {
    return this.follower(name).position >= position;
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
   * Empties the projection's tables, its parked events and its checkpoint in one transaction; the readers open
   * again from the lowest checkpoint, and the others pass over what they have seen while it replays from the start.
   * Resolves once it has caught up to the head.
   */
  async rebuild(name: string, timeoutMs = 600_000): Promise<void> {
    const follower = this.follower(name);
    const { projection } = follower;
    const head = await this.store.headPosition();
    await inTransaction(this.pool, async (tx) => {
      await tx.query('SELECT 1 FROM projection_checkpoint WHERE name = $1 FOR UPDATE', [name]);
      await tx.query(`TRUNCATE ${projection.tables.join(', ')}`);
      await forgetParked(tx, name);
      await tx.query('UPDATE projection_checkpoint SET position = -1, updated_at = now() WHERE name = $1', [name]);
    });
    follower.stale = true;
    if (this.running) await this.reopen();
    if (!(await this.reachedWithin(name, head, timeoutMs)))
      throw new Error(`Rebuild of ${name} did not catch up within ${timeoutMs} ms`);
  }
}
