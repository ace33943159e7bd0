import pg from 'pg';
import { describe } from 'vitest';
import { PostgresEventStore } from '../../commands/event-store/postgres-event-store';
import { createTestDatabase } from '../support/database';
import { eventStoreContract } from '../support/event-store-contract';

describe('PostgresEventStore', () => {
  eventStoreContract(async () => {
    const pool = new pg.Pool({ connectionString: await createTestDatabase() });
    const store = new PostgresEventStore(pool);
    await store.setup();
    return {
      store,
      cleanup: async () => {
        await store.close();
        await pool.end();
      },
    };
  });
});
