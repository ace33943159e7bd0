// Bulk dynamic-element updates in flight in this process (spec 2 §3 "Pending operation"): the personalise write
// route registers one while it runs, GET /campaigns/{id}/pending-operations lists them. Ephemeral by nature (a
// restart ends them all), so in memory, one registry per event store instance as the command pipelines are.
import type { EventStore } from './event-store/port';
import { newId } from './ids';

interface PendingOperation {
  operationId: string;
  /** The variants the update touches. */
  variants: string[];
  /** The element (column of the variant table) it writes. */
  column: string;
}

export class PendingOperations {
  private readonly byCampaign = new Map<string, Map<string, PendingOperation>>();

  list(campaignId: string): PendingOperation[] {
    return [...(this.byCampaign.get(campaignId)?.values() ?? [])];
  }

  /** Registers the operation while `run` runs; it leaves the list however `run` ends. */
  async track<T>(
    campaignId: string,
    operation: Omit<PendingOperation, 'operationId'>,
    run: () => Promise<T>,
  ): Promise<T> {
    const operationId = newId();
    const ofCampaign = this.byCampaign.get(campaignId) ?? new Map<string, PendingOperation>();
    this.byCampaign.set(campaignId, ofCampaign.set(operationId, { operationId, ...operation }));
    try {
      return await run();
    } finally {
      ofCampaign.delete(operationId);
      if (ofCampaign.size === 0) this.byCampaign.delete(campaignId);
    }
  }
}

const registries = new WeakMap<EventStore, PendingOperations>();

export function pendingOperationsOf(store: EventStore): PendingOperations {
  let registry = registries.get(store);
  if (!registry) registries.set(store, (registry = new PendingOperations()));
  return registry;
}
