// After the personalise projection commits, everyone who may see the campaign hears what changed on /ws
// ({type: 'personalise', campaignId, treeId, event, actorId, variantIds}), so another user's personalise screen
// refetches without a reload (spec 2 §4 "Live events"); the screen ignores its own user's changes. One message per
// event kind and actor of a batch: a bulk activation of 10,000 variants is one message, not 10,000.
import type { LivePublisher } from '../../commands/live-events';
import type { RecordedEvent } from '../../domain/shared/events';

const PERSONALISE_PROJECTION = 'personalise';
/** Ids travel with a message only when few: past that the screen refetches its page anyway. */
const MAX_IDS = 100;

interface OnTree {
  campaignId: string;
  treeId: string;
  variantId?: string;
  variantIds?: string[];
}

export function personaliseNotifier(live: LivePublisher, log: (msg: string, extra?: object) => void) {
  return (projection: string, events: RecordedEvent[]) => {
    if (projection !== PERSONALISE_PROJECTION) return;
    const messages = new Map<
      string,
      { campaignId: string; treeId: string; event: string; actorId: string; variantIds: Set<string> }
    >();
    for (const event of events) {
      const data = event.data as OnTree;
      if (!data.campaignId || !data.treeId) continue;
      const actorId = event.metadata.actor.userId;
      const key = `${data.treeId}/${event.type}/${actorId}`;
      const message = messages.get(key) ?? {
        campaignId: data.campaignId,
        treeId: data.treeId,
        event: event.type,
        actorId,
        variantIds: new Set<string>(),
      };
      for (const id of [...(data.variantId ? [data.variantId] : []), ...(data.variantIds ?? [])])
        message.variantIds.add(id);
      messages.set(key, message);
    }
    for (const { variantIds, ...message } of messages.values()) {
      const ids = variantIds.size <= MAX_IDS ? [...variantIds] : undefined;
      live
        .broadcast({ type: 'personalise', ...message, ...(ids ? { variantIds: ids } : {}) })
        .catch((error: unknown) => log('personalise notice failed', { treeId: message.treeId, error: String(error) }));
    }
  };
}
