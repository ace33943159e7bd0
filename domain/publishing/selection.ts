// What a publish takes (issue 20 §3; spec 2 §3, spec 3 §9), decided from the campaign and its trees as their streams
// hold them: only creatives with a final approval whose content is still what was approved (a creative edited since
// waits for its next approval), each on every business node of the campaign connected to the platform. Delivery per
// platform is the campaign's (google non-trafficked, facebook direct with static social formats, the others assembly);
// the CM360 PRE_RENDERED sub-platform publishes the pictures of approved HTML formats. A decision tree is delivered
// only through Campaign Manager: a DECISION_TREE campaign takes NON_TRAFFICKED, PRE_RENDERED and Meta's direct ads,
// and refuses an assembly. Each refusal is the spec's (messages.ts) and is raised before anything is recorded.
import {
  PLATFORM_LABELS,
  VARIANT_LIMITS,
  type DeliveryType,
  type PersonalizationType,
  type Platform,
} from '../campaign/platforms';
import { connectedPlatforms, type NodeIntegrationFacts } from '../integration/properties';
import { fingerprintOf } from '../screenshot/selection';
import type { TreeFacts, TreeState } from '../personalise/state';
import { DomainError } from '../shared/errors';
import type { QueuedCreative } from './events';
import {
  CHOOSE_AD_GROUP,
  CHOOSE_AD_SET,
  DELIVERY_NOT_FOR_DECISION_TREE,
  META_PAGE_ID_NOT_DEFINED,
  NO_APPROVED_VARIATIONS,
  NOTHING_TO_PUBLISH,
  notConnected,
  UNKNOWN_PUBLISHING_CHANNEL,
} from './messages';

export interface PublishCampaign {
  id: string;
  personalizationType: PersonalizationType;
  deliveryTypes: Partial<Record<Platform, DeliveryType>>;
}
export interface PublishTree {
  facts: TreeFacts;
  state: TreeState;
}
export type NodeFacts = NodeIntegrationFacts & { nodeId: string };

/** The ad group (Google Ads) or ad set (Meta) a node's ads of a platform go into, as the publish names it. */
export interface Placement {
  nodeId: string;
  platform: Platform;
  placementId: string;
}

/** What a publish is asked for: platforms (each must have an adapter: `supported`), or the pre-rendered images. */
export interface PublishAsk {
  platforms: readonly string[];
  prerendered: boolean;
  supported: readonly Platform[];
  placements?: readonly Placement[];
}

const DECISION_TREE_DELIVERIES: readonly DeliveryType[] = ['NON_TRAFFICKED', 'PRE_RENDERED', 'FACEBOOK_DIRECT'];

/** The asked platforms, once each is one we publish to; else 'Unknown publishing channel'. */
export function askedPlatforms(ask: PublishAsk): Platform[] {
  const asked = [...new Set(ask.platforms)];
  const known = (p: string): p is Platform => (ask.supported as readonly string[]).includes(p);
  if (asked.length === 0 || !asked.every(known)) throw DomainError.unprocessable(UNKNOWN_PUBLISHING_CHANNEL);
  if (ask.prerendered && asked.some((p) => p !== 'google')) throw DomainError.unprocessable(UNKNOWN_PUBLISHING_CHANNEL);
  return asked;
}

/**
 * The platform's delivery; a decision tree refuses an assembly. Google Ads is exempt: its responsive and image ads are
 * made on Google Ads itself from the variant's fields (no assembly serves them), so a decision tree campaign publishes
 * them as it does Meta's direct ads.
 */
export function deliveryOf(campaign: PublishCampaign, platform: Platform, prerendered: boolean): DeliveryType {
  const delivery = prerendered ? 'PRE_RENDERED' : (campaign.deliveryTypes[platform] ?? 'ASSEMBLY');
  const direct = platform === 'gads' || DECISION_TREE_DELIVERIES.includes(delivery);
  if (campaign.personalizationType === 'DECISION_TREE' && !direct)
    throw DomainError.unprocessable(DELIVERY_NOT_FOR_DECISION_TREE, { platform });
  return delivery;
}

/** The nodes whose accounts take the platform's ads: those connected to it (Meta's needs its page). */
export function targetNodes(platform: Platform, nodes: readonly NodeFacts[]): string[] {
  const connected = nodes.filter((n) => connectedPlatforms(n).includes(platform)).map((n) => n.nodeId);
  if (connected.length > 0) return connected;
  if (platform === 'facebook' && nodes.some((n) => n.ids.facebookAdAccountId && !n.ids.facebookPageId))
    throw DomainError.unprocessable(META_PAGE_ID_NOT_DEFINED);
  throw DomainError.unprocessable(notConnected(PLATFORM_LABELS[platform]));
}

/** An approved format whose content is what its final approval judged. */
export interface ApprovedFormat {
  formatId: string;
  variantId: string;
  treeId: string;
  platform: Platform;
  fingerprint: string;
  kind: 'html' | 'video';
  name: string;
  /** The library assets its values point at: each must have finished uploading before it publishes. */
  assetIds: string[];
  /** The Meta ad set of its Meta Ad Set segment (the segment's value is the ad set's id), if it has one. */
  adSetId: string | null;
}

/** The tree's live formats with a final approval of their current content, and how many live formats it has. */
export function approvedFormats(tree: PublishTree): { approved: ApprovedFormat[]; live: number } {
  const { facts, state } = tree;
  const approved: ApprovedFormat[] = [];
  let live = 0;
  for (const v of state.variants.values()) {
    if (v.archived) continue;
    for (const f of v.formats) {
      if (f.archived) continue;
      live += 1;
      const fingerprint = fingerprintOf(facts.templates, f);
      if (f.approval !== 'approved' || f.approvedFingerprint !== fingerprint) continue;
      const template = facts.templates.find((t) => t.templateId === f.templateId);
      const adSet = f.signalIds.map((id) => state.signals.get(id)).find((s) => s?.segmentType === 'Meta Ad Set');
      approved.push({
        formatId: f.formatId,
        variantId: v.variantId,
        treeId: facts.treeId,
        platform: facts.platform,
        fingerprint,
        kind: template?.kind ?? 'html',
        name: `${v.name} ${template?.name ?? ''} ${template?.size ?? ''}`.trim(),
        assetIds: Object.values(f.values).flatMap((value) => (value.assetId ? [value.assetId] : [])),
        adSetId: adSet?.values[0] ?? null,
      });
    }
  }
  return { approved, live };
}

/**
 * Where a creative's ad goes on a platform that asks for it: a Meta ad set is its format's Meta Ad Set segment, else
 * the one the publish names for the node (the fallback's, say); a Google Ads ad group is the one the publish names.
 * Refuses, before anything is recorded, when one is needed and none is named.
 */
export function placementOf(
  format: Pick<ApprovedFormat, 'adSetId'>,
  platform: Platform,
  nodeId: string,
  placements: readonly Placement[],
): string | undefined {
  if (platform !== 'facebook' && platform !== 'gads') return undefined;
  const named = placements.find((p) => p.nodeId === nodeId && p.platform === platform)?.placementId;
  const placement = (platform === 'facebook' ? format.adSetId : null) ?? named;
  if (!placement) throw DomainError.unprocessable(platform === 'gads' ? CHOOSE_AD_GROUP : CHOOSE_AD_SET, { nodeId });
  return placement;
}

/**
 * Our key of an ad on its platform: one ad per campaign and approved content, and per ad group or ad set where the
 * platform places it, so two variants of the same content in two Meta ad sets are two ads.
 */
export const externalKeyOf = (campaignId: string, fingerprint: string, prerendered: boolean, placementId?: string) =>
  `varia-${campaignId}-${fingerprint}${prerendered ? '-png' : ''}${placementId ? `-${placementId}` : ''}`;

/**
 * The creatives of a publish: every approved format of the asked platforms' trees (pre-rendered: only HTML ones with a
 * picture) on each connected node. Refuses 'Nothing to publish' when the trees hold no live format (or no picture),
 * 'No approved variations' when none is approved as it is now, and a platform's variation limit.
 */
export function creativesToPublish(
  campaign: PublishCampaign,
  trees: readonly PublishTree[],
  ask: PublishAsk & { nodes: readonly NodeFacts[]; pictured: ReadonlySet<string> | null },
): { creatives: QueuedCreative[]; formats: ApprovedFormat[] } {
  const platforms = askedPlatforms(ask);
  const deliveries = new Map(platforms.map((p) => [p, deliveryOf(campaign, p, ask.prerendered)]));
  const chosen = trees.filter((t) => platforms.includes(t.facts.platform)).map(approvedFormats);
  if (chosen.every((t) => t.live === 0)) throw DomainError.unprocessable(NOTHING_TO_PUBLISH);
  let formats = chosen.flatMap((t) => t.approved);
  if (formats.length === 0) throw DomainError.unprocessable(NO_APPROVED_VARIATIONS);
  if (ask.prerendered) formats = formats.filter((f) => f.kind === 'html' && ask.pictured?.has(f.fingerprint));
  if (formats.length === 0) throw DomainError.unprocessable(NOTHING_TO_PUBLISH);
  const creatives: QueuedCreative[] = [];
  for (const platform of platforms) {
    const mine = formats.filter((f) => f.platform === platform);
    if (mine.length === 0) continue;
    const variants = new Set(mine.map((f) => f.variantId)).size;
    if (variants > VARIANT_LIMITS[platform])
      throw DomainError.unprocessable(
        `${PLATFORM_LABELS[platform]} takes at most ${VARIANT_LIMITS[platform]} variations`,
      );
    for (const nodeId of targetNodes(platform, ask.nodes))
      for (const f of mine) {
        const placementId = placementOf(f, platform, nodeId, ask.placements ?? []);
        creatives.push({
          creativeId: `${f.formatId}.${platform}.${nodeId}`,
          formatId: f.formatId,
          variantId: f.variantId,
          treeId: f.treeId,
          platform,
          nodeId,
          delivery: deliveries.get(platform)!,
          fingerprint: f.fingerprint,
          externalKey: externalKeyOf(campaign.id, f.fingerprint, ask.prerendered, placementId),
          name: f.name,
          ...(placementId ? { placementId } : {}),
        });
      }
  }
  if (creatives.length === 0) throw DomainError.unprocessable(NOTHING_TO_PUBLISH);
  return { creatives, formats };
}
