// A business node's publishing integrations (spec 2 §3, spec 3 §3): the properties of each platform, which of them
// are tokens (kept sealed, answered only as present or absent with their validity) and the channels a connected
// platform gives (spec 2 §3; gads and dv360 as the campaign's trees take them, domain/campaign/platforms.ts).
import { PLATFORMS, type Platform } from '../campaign/platforms';
import type { TemplateChannel } from '../template/events';

/** The ids a node's admin types in, per platform. */
export const PLATFORM_IDS = {
  gads: ['gadsCustomerAccountId'],
  google: ['dcmAdvertiserId', 'dcmNetworkId'],
  facebook: ['facebookAdAccountId', 'facebookPageId', 'instagramAccountId'],
  youtube: [],
  dv360: ['dv360AdvertiserId'],
} as const satisfies Record<Platform, readonly string[]>;
export type IdProperty = (typeof PLATFORM_IDS)[Platform][number];

/** The tokens an OAuth connection gives, per platform. Meta's is ours: the spec names no token, yet Meta connects by
 * OAuth too (issue 20 §1). */
export const PLATFORM_TOKENS = {
  gads: ['gadsToken'],
  google: [],
  facebook: ['facebookToken'],
  youtube: ['youtubeToken'],
  dv360: ['dv360Token'],
} as const satisfies Record<Platform, readonly string[]>;
export type TokenProperty = (typeof PLATFORM_TOKENS)[Platform][number];
export const TOKEN_PROPERTIES = Object.values(PLATFORM_TOKENS).flat() as TokenProperty[];

/** Which far end issues a token: Google's OAuth for Google Ads, DV360 and YouTube; Meta's for Meta. */
export type OAuthProvider = 'google' | 'meta';
export const TOKEN_PROVIDER: Record<TokenProperty, OAuthProvider> = {
  gadsToken: 'google',
  dv360Token: 'google',
  youtubeToken: 'google',
  facebookToken: 'meta',
};

/** Spec 3 §3: a token's validity, as its far end judges it. */
export const TOKEN_VALIDITIES = ['VALID', 'EXPIRED', 'INVALID'] as const;
export type TokenValidity = (typeof TOKEN_VALIDITIES)[number];

/** What each id looks like on its platform, and what to tell an admin who typed something else. */
export const ID_RULES: Record<IdProperty, { pattern: RegExp; message: string }> = {
  gadsCustomerAccountId: {
    pattern: /^\d{3}-?\d{3}-?\d{4}$/,
    message: 'Invalid customer ID, please revise your customer ID (10 digits, as 123-456-7890)',
  },
  dcmAdvertiserId: { pattern: /^\d{1,20}$/, message: 'The Campaign Manager advertiser ID is a number' },
  dcmNetworkId: { pattern: /^\d{1,20}$/, message: 'The Campaign Manager network ID is a number' },
  facebookAdAccountId: { pattern: /^(act_)?\d{1,20}$/, message: 'The Meta ad account ID is a number (act_ optional)' },
  facebookPageId: { pattern: /^\d{1,20}$/, message: 'The Facebook page ID is a number' },
  instagramAccountId: { pattern: /^\d{1,20}$/, message: 'The Instagram account ID is a number' },
  dv360AdvertiserId: { pattern: /^\d{1,20}$/, message: 'The DV360 advertiser ID is a number' },
};

/** What must be set for a platform to count as connected: its ids (Instagram's is optional) and its tokens. */
const REQUIRED: Record<Platform, readonly (IdProperty | TokenProperty)[]> = {
  gads: ['gadsCustomerAccountId', 'gadsToken'],
  google: ['dcmAdvertiserId', 'dcmNetworkId'],
  facebook: ['facebookAdAccountId', 'facebookPageId', 'facebookToken'],
  youtube: ['youtubeToken'],
  dv360: ['dv360AdvertiserId', 'dv360Token'],
};

/** The channels each platform gives (spec 2 §3: facebook social, google display and video, youtube video). */
export const PLATFORM_CHANNELS: Record<Platform, readonly TemplateChannel[]> = {
  google: ['display', 'video'],
  facebook: ['social'],
  youtube: ['video'],
  gads: ['display'],
  dv360: ['video'],
};

/** A node's integrations as far as the rules need them: its ids and which tokens it holds. */
export interface NodeIntegrationFacts {
  ids: Partial<Record<IdProperty, string>>;
  tokens: readonly TokenProperty[];
}

export function connectedPlatforms(facts: NodeIntegrationFacts): Platform[] {
  const has = (property: IdProperty | TokenProperty) =>
    (facts.tokens as readonly string[]).includes(property) || Boolean(facts.ids[property as IdProperty]);
  return PLATFORMS.filter((platform) => REQUIRED[platform].every(has));
}

/** The channels a node may publish to: those of its connected platforms (a node inherits nothing: spec 3 keeps
 * publishing settings per node). */
export function availableChannels(facts: NodeIntegrationFacts): Partial<Record<Platform, TemplateChannel[]>> {
  return Object.fromEntries(connectedPlatforms(facts).map((p) => [p, [...PLATFORM_CHANNELS[p]]]));
}
