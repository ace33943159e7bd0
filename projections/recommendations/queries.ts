// The candidates a brief's recommendations are judged from, and what the partner's people taught about them.
import type pg from 'pg';
import type { RecommendationFeedback } from '../../domain/recommendation';
import { learningOf, type RecommendationLearning } from '../../domain/recommendation/rules';
import { libraryPage, type AssetRow } from '../assets/queries';

/** More than any partner's library a brief is judged against in one go; the rule then keeps the best few. */
const CANDIDATES_MAX = 2000;

/**
 * The finished, not archived, top-level library assets of the partner the reader may see, on one of `nodeIds` or on
 * none (shared across the partner); every node when `nodeIds` is empty.
 */
export async function recommendationCandidates(
  pool: pg.Pool,
  q: { partnerId: string; nodeIds: string[]; reachable: string[] | null; userId: string },
): Promise<AssetRow[]> {
  const page = await libraryPage(pool, {
    ...q,
    nodeIds: [],
    archived: false,
    isIndependent: true,
    page: 0,
    limit: CANDIDATES_MAX,
    search: null,
    formats: [],
    assetsToExclude: [],
    sort: '-createdAt',
  });
  if (q.nodeIds.length === 0) return page.results;
  return page.results.filter((a) => a.businessNodes.length === 0 || a.businessNodes.some((n) => q.nodeIds.includes(n)));
}

export interface AssetLearning extends RecommendationLearning {
  /** The reader's own last vote. */
  mine: RecommendationFeedback | null;
}

/** The votes and choices recorded for these assets, by asset id. */
export async function recommendationLearning(
  pool: pg.Pool,
  assetIds: string[],
  userId: string,
): Promise<Map<string, AssetLearning>> {
  const { rows } = await pool.query<{ id: string; votes: Record<string, RecommendationFeedback>; chosen: number }>(
    'SELECT asset_id AS id, votes, chosen FROM asset_recommendation WHERE asset_id = ANY($1)',
    [assetIds],
  );
  return new Map(rows.map((r) => [r.id, { ...learningOf(r.votes, r.chosen), mine: r.votes[userId] ?? null }]));
}
