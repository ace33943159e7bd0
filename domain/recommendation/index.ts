import type { RecommendationEvent } from './events';
import { evolveRecommendation, initialRecommendationState, type RecommendationState } from './state';

export * from './events';
export * from './state';
export * from './decide';

/** Stream `AssetRecommendation-<assetId>`: the votes on one library asset as a recommendation, and its choices. */
export const RecommendationAggregate = {
  streamPrefix: 'AssetRecommendation',
  initialState: initialRecommendationState,
  evolve: evolveRecommendation,
} satisfies {
  streamPrefix: string;
  initialState(): RecommendationState;
  evolve(s: RecommendationState, e: RecommendationEvent): RecommendationState;
};
