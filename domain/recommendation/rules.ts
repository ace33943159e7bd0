// Which library assets to recommend for a brief (spec 1 §7 recommendations; the spec does not show the rule, so this
// one is meant to be read by the user in each suggestion's reason). A candidate is a finished library asset of the
// caller's partner that the caller may see, on one of the brief's business nodes or on none (shared). It scores:
//   TAG_POINTS for each tag it shares with the brief (case-insensitive),
//   CATEGORY_POINTS when it is of a category the brief asks for,
//   NODE_POINTS when it is on one of the brief's business nodes,
//   CHOSEN_POINTS for each time it was chosen for a brief before (at most CHOSEN_MAX times),
//   VOTE_POINTS for each thumbs up of the partner's people, minus as many for each thumbs down.
// Only an asset that fits the brief at all (a shared tag, the category or the node) is recommended, and only while its
// score stays above zero: enough thumbs down take it off. Highest score first, then by name and id; at most
// RECOMMENDATION_LIMIT.
import { ASSET_CATEGORY_LABELS, type AssetCategory } from '../asset/rules';
import type { RecommendationFeedback } from './events';

export const RECOMMENDATION_LIMIT = 8;
export const TAG_POINTS = 3;
export const CATEGORY_POINTS = 2;
export const NODE_POINTS = 2;
export const CHOSEN_POINTS = 1;
export const CHOSEN_MAX = 3;
export const VOTE_POINTS = 3;

export interface RecommendationCandidate {
  id: string;
  name: string;
  category: AssetCategory;
  tags: readonly string[];
  businessNodes: readonly string[];
}

/** What the partner's people taught about one asset. */
export interface RecommendationLearning {
  ups: number;
  downs: number;
  chosen: number;
}

export interface RecommendationRequest {
  nodeIds: readonly string[];
  categories: readonly AssetCategory[];
  tags: readonly string[];
  /** Assets already in the brief (or the asset asked about): never recommended. */
  exclude: readonly string[];
}

export interface Recommended {
  assetId: string;
  score: number;
  /** Why, in words: "Shares tags summer, cola; a Logo the brief asks for; chosen for 3 briefs before". */
  reason: string;
}

export const NO_LEARNING: RecommendationLearning = { ups: 0, downs: 0, chosen: 0 };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const normal = (tag: string) => tag.trim().toLowerCase();

/** The counts of a stream's votes and choices. */
export function learningOf(votes: Readonly<Record<string, RecommendationFeedback>>, chosen: number) {
  const all = Object.values(votes);
  return { ups: all.filter((v) => v === 'up').length, downs: all.filter((v) => v === 'down').length, chosen };
}

/** One candidate's score and reason; null when it does not fit the brief at all. */
export function judgeCandidate(
  request: RecommendationRequest,
  candidate: RecommendationCandidate,
  learning: RecommendationLearning,
): Recommended | null {
  const wanted = new Set(request.tags.map(normal).filter(Boolean));
  const shared = [...new Set(candidate.tags.filter((tag) => wanted.has(normal(tag))))].sort((a, b) =>
    a.localeCompare(b),
  );
  const inCategory = request.categories.includes(candidate.category);
  const onNode = candidate.businessNodes.some((node) => request.nodeIds.includes(node));
  if (shared.length === 0 && !inCategory && !onNode) return null;
  const chosen = Math.min(learning.chosen, CHOSEN_MAX);
  const score =
    shared.length * TAG_POINTS +
    (inCategory ? CATEGORY_POINTS : 0) +
    (onNode ? NODE_POINTS : 0) +
    chosen * CHOSEN_POINTS +
    (learning.ups - learning.downs) * VOTE_POINTS;
  if (score <= 0) return null;
  const reasons = [
    shared.length > 0 && `Shares ${shared.length === 1 ? 'tag' : 'tags'} ${shared.join(', ')}`,
    inCategory && `a ${ASSET_CATEGORY_LABELS[candidate.category]} the brief asks for`,
    onNode && "on the brief's business node",
    learning.chosen > 0 && `chosen for ${plural(learning.chosen, 'brief')} before`,
    learning.ups > 0 && `${plural(learning.ups, 'thumb')} up`,
    learning.downs > 0 && `${plural(learning.downs, 'thumb')} down`,
  ].filter((part): part is string => typeof part === 'string');
  const reason = reasons.join('; ');
  return { assetId: candidate.id, score, reason: reason.charAt(0).toUpperCase() + reason.slice(1) };
}

/** The recommendations for a brief, best first, at most `limit`. */
export function recommend(
  request: RecommendationRequest,
  candidates: readonly RecommendationCandidate[],
  learning: ReadonlyMap<string, RecommendationLearning>,
  limit = RECOMMENDATION_LIMIT,
): Recommended[] {
  const names = new Map(candidates.map((c) => [c.id, c.name]));
  return candidates
    .filter((candidate) => !request.exclude.includes(candidate.id))
    .flatMap((candidate) => judgeCandidate(request, candidate, learning.get(candidate.id) ?? NO_LEARNING) ?? [])
    .sort(
      (a, b) =>
        b.score - a.score ||
        names.get(a.assetId)!.localeCompare(names.get(b.assetId)!) ||
        (a.assetId < b.assetId ? -1 : a.assetId > b.assetId ? 1 : 0),
    )
    .slice(0, limit);
}

/** A library asset's url as the API shows it (`/api/v1/assets/single-files/<id>/file`), or its bare id. */
export const ASSET_URL_PATTERN =
  '^(?:(?:/api/v1)?/assets/single-files/([A-Za-z0-9_-]{1,64})/file|([A-Za-z0-9_-]{1,64}))$';

/** The library asset a recommendation's url names; null when it names none. */
export function assetIdOfUrl(url: string): string | null {
  const match = new RegExp(ASSET_URL_PATTERN, 'u').exec(url.trim());
  return match ? (match[1] ?? match[2])! : null;
}
