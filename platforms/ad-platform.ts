// The port every ad platform is published to through (issue 20 §2; DESIGN §9): one adapter per platform in
// platforms/<platform>/, built on the platform's own SDK and configured by base URL and credentials only, so the
// simulated platform, a test and production run the same code. The publish workflow's activities call it; each call
// is idempotent by the creative's external key: `find` before `create`, so a retry or a killed worker never makes a
// second ad.
import type { ConversionRow, DeliveryRow } from '../domain/delivery/events';

/** The publishing platforms of spec 2 §3 (google: Campaign Manager 360). */
export type AdPlatformId = 'google' | 'gads' | 'facebook' | 'youtube' | 'dv360';

/** A node's connection to one platform: its ids (spec 2 §3 integration properties) and its token, unsealed. */
export interface AdAccount {
  /** e.g. { dcmAdvertiserId, dcmNetworkId } or { facebookAdAccountId, facebookPageId }. */
  ids: Readonly<Record<string, string>>;
  /** The OAuth token text the integration keeps sealed; null where the platform needs none. Never logged. */
  token: string | null;
}

/** One file of a creative: an HTML5 zip, a pre-rendered image, a video, a carousel card's image. */
export interface CreativeFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** One approved creative, as the publish workflow hands it to an adapter. */
export interface CreativeToPublish {
  /**
   * Ours, unique per campaign, platform, approved content and placement: `varia-<campaignId>-<fingerprint>[-<ad group
   * or ad set>]`. Adapters store it on the platform (a name suffix, an external id or a label) so `find` can look it
   * up.
   */
  externalKey: string;
  /** The variant and format names, for the ad's name on the platform. */
  name: string;
  /** The spec's format word (fixed, responsive, fbSingleImage, trueView, ...). */
  format: string;
  width: number;
  height: number;
  /** The landing page. */
  clickUrl: string;
  /** The platform's text fields by the spec's names (Headline, Text, Call to Action, Long headline, ...). */
  fields: Readonly<Record<string, string>>;
  files: readonly CreativeFile[];
  /** Where to place it on the platform: a campaign, ad set, ad group, line item or placement id, when chosen. */
  placementId?: string;
}

/** The platform's own review of an ad, in one vocabulary (Meta's effective_status, DV360's approvalStatus, ...). */
export type PlatformReviewStatus = 'PROCESSING' | 'PENDING_REVIEW' | 'ACTIVE' | 'WITH_ISSUES' | 'DISAPPROVED';

/** An ad on the platform, as it says it is now. */
export interface PlatformAd {
  externalId: string;
  externalKey: string;
  status: PlatformReviewStatus;
  /** The platform's reasons for DISAPPROVED or WITH_ISSUES, in its words. */
  reasons: string[];
}

export interface AdPlatform {
  readonly platform: AdPlatformId;
  /** The ad already made for this key, if any. */
  find(account: AdAccount, externalKey: string): Promise<PlatformAd | null>;
  /**
   * The ads already made for any of these keys, by key, in fewer queries than a `find` each (a chunk's look-up, where
   * the platform can list by what the keys share). Absent: callers `find` each key.
   */
  findMany?(account: AdAccount, externalKeys: readonly string[]): Promise<Map<string, PlatformAd>>;
  /** Makes the ad (uploading its files first). Callers `find` first; an adapter whose platform dedupes may too. */
  create(account: AdAccount, creative: CreativeToPublish): Promise<PlatformAd>;
  /** The ad's effective status on the platform now. */
  status(account: AdAccount, externalId: string): Promise<PlatformAd>;
}

/**
 * What went wrong, in the product's terms; `message` is what the user is shown (the spec's words, or the platform's
 * own reason when it gave one), never "something went wrong" when the platform said why.
 * - throttled: wait `retryAfterMs` and try again (CM360 403 userRateLimitExceeded, DV360 429, Meta 17/613 codes);
 * - quota: the day's quota is spent (CM360 dailyLimitExceeded, YouTube quotaExceeded): retry after the window;
 * - auth: the token is expired, revoked or lacks a permission (Meta 190, Google invalid_grant): reconnect;
 * - account: the account id is wrong or not enabled (Google Ads CLIENT_CUSTOMER_ID_INVALID, CUSTOMER_NOT_ENABLED);
 * - invalid: the platform refused this creative (a policy or a field): no retry;
 * - unavailable: the platform did not answer: retry.
 */
export type PlatformErrorKind = 'throttled' | 'quota' | 'auth' | 'account' | 'invalid' | 'unavailable';

export class PlatformError extends Error {
  constructor(
    readonly kind: PlatformErrorKind,
    message: string,
    /** The platform's own code (e.g. 'userRateLimitExceeded', '17/2446079', 'CUSTOMER_NOT_ENABLED'). */
    readonly platformCode: string,
    /** How long the platform asks to wait, when it says. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'PlatformError';
  }

  /** Whether the same call may succeed later (the workflow's retry policy reads it). */
  get retryable(): boolean {
    return this.kind === 'throttled' || this.kind === 'quota' || this.kind === 'unavailable';
  }
}

/** One row of a platform's delivery report: an ad, a placement and an audience segment on one day (issue 21 §1). */
export type { DeliveryRow };

/**
 * The reporting half of the port: what an account delivered on one day, read through the platform's own reporting
 * interface (CM360 reports, Google Ads metrics queries, Meta insights, DV360 and YouTube reports), one row per ad,
 * placement and segment. Ads the product did not make are answered too: the import keeps what the platform said.
 */
export interface DeliveryReporting {
  readonly platform: AdPlatformId;
  /** `day` is YYYY-MM-DD in the account's own time zone, as the platforms report days. */
  deliveryReport(account: AdAccount, day: string): Promise<DeliveryRow[]>;
  /** Each conversion activity's conversions on the same keys (CM360's floodlight activities); absent: none counted. */
  conversionsReport?(account: AdAccount, day: string): Promise<ConversionRow[]>;
}
