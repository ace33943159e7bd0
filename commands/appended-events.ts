// What the commands of one request appended, so that its answer waits only for the projections that handle
// those events and not for one that holds their stream (api/http/commands.ts). AsyncLocalStorage, because a
// request's commands run through handlers and lanes that have no reason to pass a collector along.
import { AsyncLocalStorage } from 'node:async_hooks';

interface AppendedEvent {
  streamId: string;
  type: string;
}

const collector = new AsyncLocalStorage<AppendedEvent[]>();

/** Runs fn and answers what it returned beside the events its commands appended. */
export async function collectingAppends<T>(fn: () => Promise<T>): Promise<{ result: T; appended: AppendedEvent[] }> {
  const appended: AppendedEvent[] = [];
  const result = await collector.run(appended, fn);
  return { result, appended };
}

/** Called by the command pipeline once a command's events are stored. */
export function noteAppended(streamId: string, events: readonly { type: string }[]): void {
  collector.getStore()?.push(...events.map((event) => ({ streamId, type: event.type })));
}
