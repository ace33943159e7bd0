// A publish as its commands see it: its facts and where each creative stands. Up to a tree's 10,000 creatives per
// platform, hearing a batch of outcomes at a time: immutable's persistent map, as the render request keeps its formats.
import { List, Map as IMap } from 'immutable';
import type { FailureKind, PublishEvent, QueuedCreative, ReviewStatus } from './events';

/** Spec 2 §3 publish statuses: SUCCESS (shown 'Published'), ERROR, IN_QUEUE. */
export const PUBLISH_STATUSES = ['IN_QUEUE', 'SUCCESS', 'ERROR'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];
export const PUBLISH_STATUS_LABELS: Record<PublishStatus, string> = {
  IN_QUEUE: 'In queue',
  SUCCESS: 'Published',
  ERROR: 'Error',
};

export interface CreativeState extends QueuedCreative {
  status: PublishStatus;
  externalId: string | null;
  review: ReviewStatus | null;
  reasons: string[];
  failure: { kind: FailureKind; message: string; code: string } | null;
}

export interface PublishFacts {
  publishId: string;
  campaignId: string;
  partnerId: string;
  conceptId: string;
  campaignName: string;
  requestedBy: string;
  prerendered: boolean;
  retryOf: string | null;
}

export interface PublishState {
  publish: PublishFacts | null;
  creatives: IMap<string, CreativeState>;
  /** Creative ids in the order queued; the workflow cuts its chunks in key order (workflows/publish/chunks.ts). */
  order: List<string>;
  finished: boolean;
}

export const initialPublishState = (): PublishState => ({
  publish: null,
  creatives: IMap(),
  order: List(),
  finished: false,
});

const withCreative = (state: PublishState, id: string, change: Partial<CreativeState>): PublishState => {
  const creative = state.creatives.get(id);
  return creative ? { ...state, creatives: state.creatives.set(id, { ...creative, ...change }) } : state;
};

export function evolvePublish(state: PublishState, event: PublishEvent): PublishState {
  switch (event.type) {
    case 'PublishRequested': {
      const { queued: _q, chunks: _c, at: _a, platforms: _p, ...facts } = event.data;
      return { ...state, publish: facts };
    }
    case 'PublishCreativesQueued': {
      const creatives = state.creatives.withMutations((map) => {
        for (const c of event.data.creatives)
          map.set(c.creativeId, {
            ...c,
            status: 'IN_QUEUE',
            externalId: null,
            review: null,
            reasons: [],
            failure: null,
          });
      });
      return { ...state, creatives, order: state.order.concat(event.data.creatives.map((c) => c.creativeId)) };
    }
    case 'PublishedCreative': {
      const { externalId, status: review, reasons } = event.data;
      return withCreative(state, event.data.creativeId, { status: 'SUCCESS', externalId, review, reasons });
    }
    case 'PublishFailed': {
      const { kind, message, code } = event.data;
      return withCreative(state, event.data.creativeId, { status: 'ERROR', failure: { kind, message, code } });
    }
    case 'AdReviewChanged':
      return withCreative(state, event.data.creativeId, { review: event.data.status, reasons: event.data.reasons });
    case 'PublishFinished':
      return { ...state, finished: true };
  }
}
