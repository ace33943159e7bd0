// The publish workflow's activities (issue 20 §3). Each chunk of a publish's creatives is one activity: for every
// creative still in the queue it opens the node's token (here only, never into an event, a log or an answer), asks the
// platform for the ad made under our external key (once for all the chunk's keys on an account where the adapter can,
// AdPlatform.findMany) and makes it only when there is none, then records the outcomes in batches. A retried activity
// or a worker killed mid-chunk therefore never makes a second ad: what the stream shows settled is skipped, and an ad
// made but not recorded is found. The platform's throttling ends the chunk with a retryable failure carrying the wait
// it asked for (Temporal's nextRetryDelay); its refusal of one creative (invalid, auth, account) is recorded on that
// creative and the others go on.
import { ApplicationFailure, Context } from '@temporalio/activity';
import { loadPublish, recordPublishStep, sendPublishNotice } from '../../commands/publishing';
import { noticeRecipients } from '../shared/subscribers';
import {
  CREATIVE_GONE,
  PUBLISH_NOT_FOUND,
  UNKNOWN_PUBLISHING_CHANNEL,
  unsettledAds,
  type CreativeState,
  type Failure,
  type Published,
  type PublishFacts,
  type PublishState,
} from '../../domain/publishing';
import { PlatformError, type AdAccount } from '../../platforms/ad-platform';
import { openPlatformAccount } from '../platform-account';
import { chunkReads } from './chunk-reads';
import { chunkCount, chunkIds } from './chunks';
import { storedFiles } from './stored-files';
import { creativeToPublish } from './creative-to-publish';
import type { PublishDeps } from './deps';
import { adLookup } from './ad-lookup';

export interface PublishTarget {
  publishId: string;
}
export interface ChunkTarget extends PublishTarget {
  chunk: number;
}
/** A chunk that failed for good: why, as the platform said. */
export type ChunkFailure = Pick<Failure, 'kind' | 'message' | 'code'>;

export const publishWorkflowId = (target: PublishTarget) => `publish-${target.publishId}`;
export const reviewsWorkflowId = (target: PublishTarget) => `publish-reviews-${target.publishId}`;

/** Chunks of one publish running at once. */
const CHUNKS_AT_ONCE = 4;
const DEFAULT_CONCURRENCY = 4;
/**
 * A chunk beats this often, or four times within its heartbeat timeout when that is shorter; only so (a beat per
 * creative cost the worker a tenth of a millisecond each, through the SDK's encoding, for nothing more).
 */
const HEARTBEAT_MS = 2_000;
/** Outcomes are recorded once this many are known. */
const BATCH_SIZE = 10;

const isPublishFailure = (kind: string): kind is ChunkFailure['kind'] =>
  ['throttled', 'quota', 'auth', 'account', 'invalid', 'unavailable', 'gone'].includes(kind);

export function createPublishActivities(deps: PublishDeps) {
  const concurrency = deps.concurrency ?? DEFAULT_CONCURRENCY;
  const { heartbeatTimeoutMs } = deps;
  const stored = storedFiles(deps.blobs);
  const beatMs = Math.min(HEARTBEAT_MS, (heartbeatTimeoutMs ?? Infinity) / 4);
  const load = (target: PublishTarget) => loadPublish(deps.commands, target.publishId, publishWorkflowId(target));
  const factsOf = (state: PublishState): PublishFacts => {
    if (!state.publish) throw ApplicationFailure.nonRetryable(PUBLISH_NOT_FOUND, 'PublishNotFound');
    return state.publish;
  };
  const counts = (state: PublishState) => ({
    queued: state.creatives.size,
    published: state.creatives.count((c) => c.status === 'SUCCESS'),
    failed: state.creatives.count((c) => c.status === 'ERROR'),
  });

  /**
   * The find-or-create of one ad runs one at a time per external key in this process: creatives of the same content
   * (variants alike, as every variant of a video template without fields is) share one key and one ad, and side by side
   * in two lanes or chunks both would find nothing and make two.
   */
  const inTurn = new Map<string, Promise<unknown>>();
  const oneAtATime = <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const mine = (inTurn.get(key) ?? Promise.resolve()).then(work, work);
    inTurn.set(key, mine);
    const forget = () => {
      if (inTurn.get(key) === mine) inTurn.delete(key);
    };
    void mine.then(forget, forget);
    return mine;
  };

  /** The node's account on the platform, its token opened here. */
  const accountOf = (nodeId: string, platform: CreativeState['platform']) =>
    openPlatformAccount(deps.commands, deps.secrets, nodeId, platform);

  return {
    /** How many chunks the publish has, how many run at once, their heartbeat timeout and the wait before its ads'
     * reviews are first asked for; tells its user it started (once). */
    async beginPublish(target: PublishTarget & { fromChunk?: number }) {
      const state = await load(target);
      const publish = factsOf(state);
      if (!state.finished && !target.fromChunk)
        await sendPublishNotice(deps.commands, publish, publishWorkflowId(target), [publish.requestedBy], 'started', {
          ...counts(state),
          reason: null,
        });
      return {
        chunks: chunkCount(state),
        concurrency: CHUNKS_AT_ONCE,
        heartbeatTimeoutMs,
        firstReviewPollMs: deps.firstReviewPollMs,
      };
    },

    /** Publishes the chunk's creatives still in the queue. */
    async publishChunk(target: ChunkTarget): Promise<void> {
      const workflowId = publishWorkflowId(target);
      const context = Context.current();
      const state = await load(target);
      const publish = factsOf(state);
      const ids = chunkIds(state, target.chunk);
      const waiting = ids.map((id) => state.creatives.get(id)!).filter((c) => c.status === 'IN_QUEUE');
      const reads = chunkReads(deps, publish, workflowId, stored);
      const accounts = new Map<string, Promise<AdAccount>>();
      const account = (c: CreativeState) => {
        const key = `${c.nodeId}/${c.platform}`;
        let found = accounts.get(key);
        if (!found) accounts.set(key, (found = accountOf(c.nodeId, c.platform)));
        return found;
      };
      const inChunk = new Set(ids);
      const lookup = adLookup(
        waiting,
        state.creatives.valueSeq().filter((c) => c.status === 'IN_QUEUE' && !inChunk.has(c.creativeId)),
      );
      const published: Published[] = [];
      const failures: Failure[] = [];
      const at = () => new Date().toISOString();
      const flush = async () => {
        if (published.length > 0)
          await recordPublishStep(deps.commands, publish, workflowId, {
            type: 'RecordPublished',
            published: published.splice(0),
            at: at(),
          });
        if (failures.length > 0)
          await recordPublishStep(deps.commands, publish, workflowId, {
            type: 'RecordFailures',
            failures: failures.splice(0),
            at: at(),
          });
      };
      let throttled: PlatformError | null = null;
      const publishOne = async (c: CreativeState) => {
        const platform = deps.platforms[c.platform];
        if (!platform) {
          failures.push({
            creativeId: c.creativeId,
            kind: 'invalid',
            message: UNKNOWN_PUBLISHING_CHANNEL,
            code: 'noAdapter',
          });
          return;
        }
        try {
          const on = await account(c);
          const made = `${c.nodeId}/${c.platform}/${c.externalKey}`;
          const ad = await oneAtATime(made, async () => {
            const found = await lookup.find(platform, on, c);
            if (found) return found;
            const creative = await creativeToPublish(publish, c, reads);
            const created = creative ? await platform.create(on, creative) : null;
            if (created) lookup.made(c, created);
            return created;
          });
          if (!ad)
            failures.push({
              creativeId: c.creativeId,
              kind: 'gone',
              message: CREATIVE_GONE,
              code: 'changed',
            });
          else
            published.push({
              creativeId: c.creativeId,
              externalId: ad.externalId,
              status: ad.status,
              reasons: ad.reasons,
            });
        } catch (error) {
          if (error instanceof PlatformError && error.retryable) throttled ??= error;
          else if (error instanceof PlatformError)
            failures.push({
              creativeId: c.creativeId,
              kind: error.kind,
              message: error.message,
              code: error.platformCode,
            });
          else throw error;
        }
        if (published.length + failures.length >= BATCH_SIZE) await flush();
      };
      const beat = setInterval(() => context.heartbeat(), beatMs);
      try {
        let next = 0;
        const lane = async () => {
          while (!throttled && next < waiting.length) await publishOne(waiting[next++]!);
        };
        await Promise.all(Array.from({ length: Math.min(concurrency, waiting.length) }, lane));
      } finally {
        clearInterval(beat);
        await flush();
      }
      if (throttled) {
        const error: PlatformError = throttled;
        throw ApplicationFailure.create({
          type: error.kind,
          message: error.message,
          details: [{ kind: error.kind, code: error.platformCode }],
          nextRetryDelay: error.retryAfterMs,
        });
      }
    },

    /** A chunk whose tries ran out: its creatives still in the queue fail with the last reason. */
    async failPublishChunk(target: ChunkTarget, failure: ChunkFailure): Promise<void> {
      const state = await load(target);
      const publish = factsOf(state);
      const ids = chunkIds(state, target.chunk);
      const kind = isPublishFailure(failure.kind) ? failure.kind : 'unavailable';
      await recordPublishStep(deps.commands, publish, publishWorkflowId(target), {
        type: 'RecordFailures',
        failures: ids
          .filter((id) => state.creatives.get(id)?.status === 'IN_QUEUE')
          .map((creativeId) => ({ creativeId, ...failure, kind })),
        at: new Date().toISOString(),
      });
    },

    /** Records the outcome and tells the user: 'Published successfully', or 'Publish failed' with the first reason. */
    async finishPublish(target: PublishTarget): Promise<{ published: number; failed: number }> {
      const workflowId = publishWorkflowId(target);
      const before = await load(target);
      const publish = factsOf(before);
      await recordPublishStep(deps.commands, publish, workflowId, {
        type: 'FinishPublish',
        at: new Date().toISOString(),
      });
      const state = await load(target);
      const facts = counts(state);
      const reason = state.creatives.find((c) => c.status === 'ERROR')?.failure?.message ?? null;
      const recipients = await noticeRecipients(deps.subscribersOf, publish.requestedBy, {
        campaignId: publish.campaignId,
        nodeIds: [],
      });
      await sendPublishNotice(
        deps.commands,
        publish,
        workflowId,
        recipients,
        facts.failed > 0 ? 'failed' : 'finished',
        {
          ...facts,
          reason,
        },
      );
      return { published: facts.published, failed: facts.failed };
    },

    /** Asks the platform for the review of every ad not settled; records what changed; answers how many remain. */
    async pollReviews(target: PublishTarget): Promise<{ unsettled: number }> {
      const workflowId = reviewsWorkflowId(target);
      const state = await load(target);
      const publish = factsOf(state);
      const accounts = new Map<string, Promise<AdAccount>>();
      const reviews: Published[] = [];
      let unsettled = 0;
      for (const c of unsettledAds(state)) {
        const platform = deps.platforms[c.platform];
        const key = `${c.nodeId}/${c.platform}`;
        if (!accounts.has(key)) accounts.set(key, accountOf(c.nodeId, c.platform));
        if (!platform || !c.externalId) continue;
        try {
          const ad = await platform.status(await accounts.get(key)!, c.externalId);
          reviews.push({
            creativeId: c.creativeId,
            externalId: ad.externalId,
            status: ad.status,
            reasons: ad.reasons,
          });
          if (ad.status === 'PROCESSING' || ad.status === 'PENDING_REVIEW') unsettled += 1;
        } catch (error) {
          // One ad the platform will not speak of now is asked again next time; throttling waits for the retry.
          if (error instanceof PlatformError && error.retryable) throw error;
          unsettled += 1;
        }
        Context.current().heartbeat();
      }
      if (reviews.length > 0)
        await recordPublishStep(deps.commands, publish, workflowId, {
          type: 'RecordReviews',
          reviews,
          at: new Date().toISOString(),
        });
      return { unsettled };
    },
  };
}

export type PublishActivities = ReturnType<typeof createPublishActivities>;
