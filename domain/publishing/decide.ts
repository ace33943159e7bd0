// The publish's commands. Requesting records the publish and its creatives in one append; the workflow then records
// each creative's outcome only while it is in the queue, so a retried activity or a restarted worker records nothing
// twice; finishing counts the outcome once (what is still queued then is failed, never left in the queue for ever);
// a review is recorded only when the platform's word changed.
import { DomainError } from '../shared/errors';
import {
  isSettled,
  QUEUE_CHUNK,
  type PublishEvent,
  type PublishRequested,
  type QueuedCreative,
  type ReviewStatus,
} from './events';
import { PUBLISH_EXISTS, PUBLISH_FAILED, PUBLISH_NOT_FOUND } from './messages';
import type { PublishState } from './state';

export type RequestPublish = {
  type: 'RequestPublish';
  request: Omit<PublishRequested['data'], 'queued' | 'chunks'>;
  creatives: QueuedCreative[];
};
export interface Published {
  creativeId: string;
  externalId: string;
  status: ReviewStatus;
  reasons: string[];
}
export interface Failure {
  creativeId: string;
  kind: 'throttled' | 'quota' | 'auth' | 'account' | 'invalid' | 'unavailable' | 'gone';
  message: string;
  code: string;
}
export type RecordPublished = { type: 'RecordPublished'; published: Published[]; at: string };
export type RecordFailures = { type: 'RecordFailures'; failures: Failure[]; at: string };
export type FinishPublish = { type: 'FinishPublish'; at: string };
export type RecordReviews = { type: 'RecordReviews'; reviews: Published[]; at: string };
export type PublishCommand = RequestPublish | RecordPublished | RecordFailures | FinishPublish | RecordReviews;

type Events = PublishEvent[];

function requestPublish(command: RequestPublish, state: PublishState): Events {
  if (state.publish) throw DomainError.conflict(PUBLISH_EXISTS);
  const { publishId, campaignId } = command.request;
  const seen = new Set<string>();
  const creatives = command.creatives.filter((c) => !seen.has(c.creativeId) && seen.add(c.creativeId));
  const chunks: QueuedCreative[][] = [];
  for (let i = 0; i < creatives.length; i += QUEUE_CHUNK) chunks.push(creatives.slice(i, i + QUEUE_CHUNK));
  return [
    { type: 'PublishRequested', data: { ...command.request, queued: creatives.length, chunks: chunks.length } },
    ...chunks.map((chunk, i): PublishEvent => ({
      type: 'PublishCreativesQueued',
      data: { publishId, campaignId, chunk: i, creatives: chunk },
    })),
  ];
}

const onPublish = (state: PublishState) => {
  if (!state.publish) throw DomainError.notFound(PUBLISH_NOT_FOUND);
  return { publishId: state.publish.publishId, campaignId: state.publish.campaignId };
};

/** The creative, while it waits in the queue of a publish not finished. */
const queued = (state: PublishState, creativeId: string) => {
  const creative = state.creatives.get(creativeId);
  return creative?.status === 'IN_QUEUE' && !state.finished ? creative : null;
};

function finishPublish(command: FinishPublish, state: PublishState): Events {
  const on = onPublish(state);
  if (state.finished) return [];
  const leftOver = state.order.filter((id) => state.creatives.get(id)!.status === 'IN_QUEUE').toArray();
  const failedBefore = state.creatives.count((c) => c.status === 'ERROR');
  const published = state.creatives.count((c) => c.status === 'SUCCESS');
  return [
    ...leftOver.map((creativeId): PublishEvent => {
      const c = state.creatives.get(creativeId)!;
      const failure = { kind: 'unavailable' as const, message: PUBLISH_FAILED, code: 'notPublished' };
      return {
        type: 'PublishFailed',
        data: { ...on, creativeId, formatId: c.formatId, platform: c.platform, ...failure, at: command.at },
      };
    }),
    { type: 'PublishFinished', data: { ...on, published, failed: failedBefore + leftOver.length, at: command.at } },
  ];
}

const sameReview = (a: { review: ReviewStatus | null; reasons: string[] }, b: Published) =>
  a.review === b.status && a.reasons.join('\n') === b.reasons.join('\n');

export function decidePublish(command: PublishCommand, state: PublishState): Events {
  switch (command.type) {
    case 'RequestPublish':
      return requestPublish(command, state);
    case 'RecordPublished': {
      const on = onPublish(state);
      return command.published.flatMap((p): Events => {
        const c = queued(state, p.creativeId);
        if (!c) return [];
        const { creativeId, externalId, status, reasons } = p;
        const data = { ...on, creativeId, formatId: c.formatId, platform: c.platform, externalId, status, reasons };
        return [{ type: 'PublishedCreative', data: { ...data, at: command.at } }];
      });
    }
    case 'RecordFailures': {
      const on = onPublish(state);
      return command.failures.flatMap((f): Events => {
        const c = queued(state, f.creativeId);
        if (!c) return [];
        const { creativeId, kind, message, code } = f;
        const data = { ...on, creativeId, formatId: c.formatId, platform: c.platform, kind, message, code };
        return [{ type: 'PublishFailed', data: { ...data, at: command.at } }];
      });
    }
    case 'FinishPublish':
      return finishPublish(command, state);
    case 'RecordReviews': {
      const on = onPublish(state);
      return command.reviews.flatMap((r): Events => {
        const c = state.creatives.get(r.creativeId);
        if (c?.status !== 'SUCCESS' || sameReview(c, r)) return [];
        const { creativeId, externalId, status, reasons } = r;
        const data = { ...on, creativeId, formatId: c.formatId, platform: c.platform, externalId, status, reasons };
        return [{ type: 'AdReviewChanged', data: { ...data, at: command.at } }];
      });
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown publish command ${JSON.stringify(unknown)}`);
    }
  }
}

/** The creatives whose ad's review may still change: polling follows these. */
export const unsettledAds = (state: PublishState) =>
  state.order
    .map((id) => state.creatives.get(id)!)
    .filter((c) => c.status === 'SUCCESS' && (c.review === null || !isSettled(c.review)))
    .toArray();
