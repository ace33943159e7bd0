// Platforms a campaign publishes to, the channels each gives, and how a campaign's templates become personalise
// trees (spec 2 §3; spec 3 §9). A tree is one platform and one channel (its "format group"): google display,
// google video, facebook social, youtube video, gads display, dv360 video. A template goes to every tree of the
// campaign whose channel is one of the template's suitable channels.
import type { TemplateChannel, TemplateKind } from '../template/events';

export const PLATFORMS = ['google', 'facebook', 'youtube', 'gads', 'dv360'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const PLATFORM_LABELS: Record<Platform, string> = {
  google: 'Google Campaign Manager',
  facebook: 'Meta',
  youtube: 'YouTube',
  gads: 'Google Ads',
  dv360: 'DV360',
};

const CAMPAIGN_PLATFORM_CHANNELS: Record<Platform, readonly TemplateChannel[]> = {
  google: ['display', 'video'],
  facebook: ['social'],
  youtube: ['video'],
  gads: ['display'],
  dv360: ['video'],
};

/** Variation hard limits per tree (spec 2 §5, §9); dv360 is not listed and gets the smaller limit. */
export const VARIANT_LIMITS: Record<Platform, number> = {
  google: 10000,
  facebook: 50,
  youtube: 50,
  gads: 50,
  dv360: 50,
};

export type PersonalizationType = 'ASSEMBLY' | 'DECISION_TREE';
export type DeliveryType =
  'NON_TRAFFICKED' | 'TRAFFICKED' | 'PRE_RENDERED' | 'FACEBOOK_DIRECT' | 'FACEBOOK_DCM_TRACKING' | 'ASSEMBLY';

/** What the campaign needs to know of a chosen template (a version of the concept's templates). */
export interface CampaignTemplate {
  templateId: string;
  name: string;
  size: string;
  version: number;
  kind: TemplateKind;
  suitableChannels: TemplateChannel[];
}

/** ASSEMBLY when social video or YouTube video formats are present, otherwise DECISION_TREE (spec 2 §3). */
export function personalizationTypeOf(
  platforms: readonly Platform[],
  templates: readonly CampaignTemplate[],
): PersonalizationType {
  const socialVideo =
    platforms.includes('facebook') &&
    templates.some((t) => t.kind === 'video' && t.suitableChannels.includes('social'));
  const youtubeVideo = platforms.includes('youtube') && templates.some((t) => t.suitableChannels.includes('video'));
  return socialVideo || youtubeVideo ? 'ASSEMBLY' : 'DECISION_TREE';
}

/**
 * Delivery per platform (spec 3 §9): facebook is direct when static social formats exist or there are no
 * templates (else tracked through Campaign Manager); google is non-trafficked, which is the only delivery a
 * decision tree supports; every other platform is an assembly.
 */
export function deliveryTypesOf(
  platforms: readonly Platform[],
  templates: readonly CampaignTemplate[],
): Partial<Record<Platform, DeliveryType>> {
  const types: Partial<Record<Platform, DeliveryType>> = {};
  for (const platform of platforms) {
    if (platform === 'facebook') {
      const staticSocial = templates.some((t) => t.kind === 'html' && t.suitableChannels.includes('social'));
      types.facebook = staticSocial || templates.length === 0 ? 'FACEBOOK_DIRECT' : 'FACEBOOK_DCM_TRACKING';
    } else if (platform === 'google') types.google = 'NON_TRAFFICKED';
    else types[platform] = 'ASSEMBLY';
  }
  return types;
}

/** The trees a campaign gets: one per platform and channel that has at least one template, in platform order. */
export interface TreeDefinition {
  treeId: string;
  platform: Platform;
  /** The format group: the channel. */
  format: TemplateChannel;
  templateIds: string[];
}

export function treesOf(
  platforms: readonly Platform[],
  templates: readonly CampaignTemplate[],
  newId: () => string,
): TreeDefinition[] {
  const trees: TreeDefinition[] = [];
  for (const platform of PLATFORMS.filter((p) => platforms.includes(p))) {
    for (const channel of CAMPAIGN_PLATFORM_CHANNELS[platform]) {
      const templateIds = templates.filter((t) => t.suitableChannels.includes(channel)).map((t) => t.templateId);
      if (templateIds.length > 0) trees.push({ treeId: newId(), platform, format: channel, templateIds });
    }
  }
  return trees;
}
