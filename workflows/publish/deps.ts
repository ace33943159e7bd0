import type { BlobStore } from '../../commands/blob-store/port';
import type { PublishWorkflowDeps } from '../../commands/publishing';
import type { SealedSecret } from '../../domain/integration/events';
import type { Platform } from '../../domain/campaign/platforms';
import type { AdPlatform } from '../../platforms/ad-platform';
import type { SubscribersOf } from '../shared/subscribers';

/** The adapters a worker publishes through; a platform without one (Google Ads today) is refused as unknown. */
export type AdPlatforms = Partial<Record<Platform, AdPlatform>>;

/** What publish activities reach the world through: the event store (through commands), blobs, platforms, secrets. */
export interface PublishDeps {
  commands: PublishWorkflowDeps;
  blobs: BlobStore;
  platforms: AdPlatforms;
  /** Opens a node's sealed token (commands/secrets/secret-store.ts); only activities call it. */
  secrets: { open(nodeId: string, purpose: string, sealed: SealedSecret): Promise<string> };
  /** Who besides the asker hears how a publish ended (../shared/subscribers.ts). */
  subscribersOf: SubscribersOf;
  /** Creatives of one chunk published at once. */
  concurrency?: number;
  /**
   * How soon the chunks of a worker lost mid-publish (killed, its machine gone) are retried on another, in ms: the
   * heartbeat timeout of the chunks of each publish this worker begins (20 s by default: publish.workflow.ts).
   */
  heartbeatTimeoutMs?: number;
  /**
   * How long after each publish this worker finishes its ads' reviews are first asked for, in ms (then twice as long
   * each time): 30 s by default (reviews.workflow.ts). Config.adReviewFirstPollMs.
   */
  firstReviewPollMs?: number;
}
