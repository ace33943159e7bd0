import pg from 'pg';
import { PostgresEventStore } from '../../commands/event-store/postgres-event-store';
import { migrate } from '../../projections/migrate';
import { createTestDatabase } from './database';

/** A fresh database holding the event store and the read models' tables, for a test file that runs projections. */
export async function migratedStore(): Promise<{ pool: pg.Pool; store: PostgresEventStore }> {
  const pool = new pg.Pool({ connectionString: await createTestDatabase(), max: 4 });
  const store = new PostgresEventStore(pool);
  await store.setup();
  await migrate(pool);
  return { pool, store };
}
