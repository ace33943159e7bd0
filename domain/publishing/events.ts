// One stream per publish, `Publish-<publishId>` (issue 20 §3): who published which approved creatives of a campaign to
// which platform accounts, what became of each on the platform (its ad's id, or the platform's error), and the ad's
// review there afterwards. A creative is one variant format's approved content (its fingerprint) on one platform and
// one business node's account; its external key is ours, stored on the platform, so a retry finds the ad it made. A
// publish of 20,000 creatives is one append: the request, then its creatives in chunks of QUEUE_CHUNK. Events carry
// `campaignId` so the audit trail and the live channel file them under the campaign.
import type { DeliveryType, Platform } from '../campaign/platforms';

/** The platform's review of an ad (platforms/ad-platform.ts PlatformReviewStatus). */
export const REVIEW_STATUSES = ['PROCESSING', 'PENDING_REVIEW', 'ACTIVE', 'WITH_ISSUES', 'DISAPPROVED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** A review that will not change by itself: polling stops there. */
export const isSettled = (status: ReviewStatus) =>
  status === 'ACTIVE' || status === 'WITH_ISSUES' || status === 'DISAPPROVED';

/** Why a creative failed, in PlatformError's terms (platforms/ad-platform.ts), or 'gone' (changed before its turn). */
export const FAILURE_KINDS = ['throttled', 'quota', 'auth', 'account', 'invalid', 'unavailable', 'gone'] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

export interface QueuedCreative {
  /** `<formatId>.<platform>.<nodeId>`: unique in its publish. */
  creativeId: string;
  formatId: string;
  variantId: string;
  treeId: string;
  platform: Platform;
  /** The business node whose account the ad is made in. */
  nodeId: string;
  delivery: DeliveryType;
  /** The approved content: what is published, and what "as served" answers. */
  fingerprint: string;
  /** `varia-<campaignId>-<fingerprint>`, pre-rendered ones `…-png`, placed ones `…-<placementId>`. */
  externalKey: string;
  /** The ad's name on the platform: variant and format. */
  name: string;
  /** Where the ad goes on platforms that ask: Google Ads' ad group, Meta's ad set (selection.ts placementOf). */
  placementId?: string;
}

/** Creatives per PublishCreativesQueued event. */
export const QUEUE_CHUNK = 1000;

interface OnPublish {
  publishId: string;
  campaignId: string;
}

export type PublishRequested = {
  type: 'PublishRequested';
  data: OnPublish & {
    partnerId: string;
    conceptId: string;
    campaignName: string;
    platforms: Platform[];
    /** The CM360 PRE_RENDERED sub-platform: the creatives' screenshots are published as images. */
    prerendered: boolean;
    /** 'Try again' of this publish's failed creatives. */
    retryOf: string | null;
    requestedBy: string;
    at: string;
    queued: number;
    chunks: number;
  };
};
export type PublishCreativesQueued = {
  type: 'PublishCreativesQueued';
  data: OnPublish & { chunk: number; creatives: QueuedCreative[] };
};
/** An ad on its platform and its review there. */
type AdOnPlatform = OnPublish & {
  creativeId: string;
  formatId: string;
  platform: Platform;
  externalId: string;
  status: ReviewStatus;
  reasons: string[];
  at: string;
};
/** The creative's ad is on the platform (made now, or found made by an earlier try). */
export type PublishedCreative = { type: 'PublishedCreative'; data: AdOnPlatform };
/** The platform refused the creative, or the tries ran out: the error's kind, the user's message, its own code. */
export type PublishFailed = {
  type: 'PublishFailed';
  data: OnPublish & {
    creativeId: string;
    formatId: string;
    platform: Platform;
    kind: FailureKind;
    message: string;
    code: string;
    at: string;
  };
};
export type PublishFinished = {
  type: 'PublishFinished';
  data: OnPublish & { published: number; failed: number; at: string };
};
/** The platform's review of a published ad changed (the polling workflow saw it). */
export type AdReviewChanged = { type: 'AdReviewChanged'; data: AdOnPlatform };

export type PublishEvent =
  PublishRequested | PublishCreativesQueued | PublishedCreative | PublishFailed | PublishFinished | AdReviewChanged;
