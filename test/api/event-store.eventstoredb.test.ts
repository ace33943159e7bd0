import { afterAll, describe } from 'vitest';
import { connectEventStoreDb } from '../../commands/event-store/eventstoredb-event-store';
import { eventStoreContract } from '../support/event-store-contract';
import { eventStoreDbEngine } from '../support/external-engines';

const engine = await eventStoreDbEngine();
if ('skipped' in engine) console.info(`EventStoreDB adapter contract skipped: ${engine.skipped}`);
afterAll(async () => {
  if ('url' in engine) await engine.stop();
});

describe.skipIf('skipped' in engine)(
  'url' in engine ? 'EventStoreDbEventStore' : `EventStoreDB adapter (skipped: ${engine.skipped})`,
  () => {
    eventStoreContract(async () => {
      const store = connectEventStoreDb((engine as { url: string }).url);
      return { store, cleanup: () => store.close() };
    });
  },
);
