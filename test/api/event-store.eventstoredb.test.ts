import { describe } from 'vitest';
import { connectEventStoreDb } from '../../commands/event-store/eventstoredb-event-store';
import { eventStoreContract } from '../support/event-store-contract';

const url = process.env.EVENTSTORE_URL;
const skipReason = 'EVENTSTORE_URL is not set; docker-compose.yml runs KurrentDB for it';
if (!url) console.info(`EventStoreDB adapter contract skipped: ${skipReason}`);

describe.skipIf(!url)(url ? 'EventStoreDbEventStore' : `EventStoreDB adapter (skipped: ${skipReason})`, () => {
  eventStoreContract(async () => {
    const store = connectEventStoreDb(url!);
    return { store, cleanup: () => store.close() };
  });
});
