// What the brief wizard asks recommendations for (spec 1 §7 GET brief/recommendations): the brief's business nodes,
// the required categories it has no asset in yet, and tags taken from the words of its name and creative direction
// (a brief has no tags of its own; "Summer cola launch" asks for summer, cola and launch). The assets it has already
// are left out.
import { BRIEF_ASSET_CATEGORIES } from '../concept/brief-assets';
import type { Brief } from '../concept/brief';
import type { RecommendationRequest } from './rules';

export const BRIEF_TAGS_MAX = 12;
const MIN_WORD = 3;

/** The lowercase words of the brief's name and creative direction, in order, once each, at most BRIEF_TAGS_MAX. */
export function briefTags(brief: Pick<Brief, 'intro' | 'otherBusiness'>): string[] {
  const words = `${brief.intro.name} ${brief.otherBusiness.text}`.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((w) => w.length >= MIN_WORD))].slice(0, BRIEF_TAGS_MAX);
}

export function briefRecommendationRequest(brief: Brief): RecommendationRequest {
  return {
    nodeIds: brief.intro.businessNodes,
    categories: BRIEF_ASSET_CATEGORIES.filter((c) => c.required && brief.assets[c.id].length === 0).map((c) => c.id),
    tags: briefTags(brief),
    exclude: Object.values(brief.assets).flatMap((assets) => assets.map((a) => a.assetId)),
  };
}
