// Given/when/then specs for the read models, as the domain has (given-when-then.ts):
//   const spec = projectionSpec(partnersProjection);
//   it('…', () => spec.given([...events]).when([...events]).then('SELECT … ORDER BY …', [...rows]));
// One fresh, migrated database per test file; each spec applies its events through the projection's own `handle`
// inside a transaction, as projections/runner.ts does (the given events as one batch, the when events as the next),
// reads the rows with the query and rolls back, so specs never see each other's rows.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DomainEvent, EventMetadata, RecordedEvent } from '../../domain/shared/events';
import { migrate } from '../../projections/migrate';
import type { Projection } from '../../projections/projection';
import { createTestDatabase } from './database';

export type Row = Record<string, unknown>;

/** The instant of an event's metadata: minute n of the day the specs take place. */
export const at = (minute = 0): string => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
/** The same instant as a timestamptz column reads back. */
export const date = (minute = 0): Date => new Date(at(minute));

let lastPosition = 0;

/**
 * The events of one stream as the store records them: revisions from 0 and store-wide positions in the order they
 * are made. `event(type, data, minute)` takes the stream's next revision; the metadata says it happened at
 * `at(minute)`.
 */
export function stream<E extends DomainEvent>(streamId: string) {
  let revision = 0;
  return <T extends E['type']>(type: T, data: Extract<E, { type: T }>['data'], minute = 0): RecordedEvent => {
    const metadata: EventMetadata = {
      actor: { userId: 'spec-user', role: 'SYSTEM' },
      partnerId: null,
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: at(minute),
      schemaVersion: 1,
    };
    return { id: randomUUID(), streamId, revision: revision++, position: ++lastPosition, type, data, metadata };
  };
}

/** Its `then` makes it a thenable, like the domain's: call `.then(query, rows)` and await that, never the spec itself.
 * */
export interface ProjectionThen {
  /** The query reads exactly these rows (give it an ORDER BY when it reads more than one). */
  then(query: string, rows: Row[]): Promise<void>;
}

export interface ProjectionSpec {
  given(events: RecordedEvent[]): ProjectionThen & { when(events: RecordedEvent[]): ProjectionThen };
}

let database: Promise<string> | undefined;

/** The test process's projection database, made and migrated once however many files and projections specify on
 * it: each spec runs in a transaction it rolls back, so they never see each other's rows. */
function migratedDatabase(): Promise<string> {
  database ??= createTestDatabase().then(async (url) => {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      await migrate(pool);
    } finally {
      await pool.end();
    }
    return url;
  });
  return database;
}

/** Specs for one projection, on the process's projection database (made and migrated before the first spec). */
export function projectionSpec(projection: Projection): ProjectionSpec {
  let pool: pg.Pool;
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: await migratedDatabase(), max: 1 });
  });
  afterAll(async () => {
    await pool?.end();
  });

  const run = (batches: RecordedEvent[][]): ProjectionThen => ({
    async then(query, rows) {
      const tx = await pool.connect();
      try {
        await tx.query('BEGIN');
        for (const batch of batches) if (batch.length > 0) await projection.handle(tx, batch);
        const { rows: actual } = await tx.query(query);
        expect(actual).toEqual(rows);
      } finally {
        await tx.query('ROLLBACK').catch(() => undefined);
        tx.release();
      }
    },
  });

  return {
    given: (given) => ({ ...run([given]), when: (events) => run([given, events]) }),
  };
}
