// Asset recommendations (migration 041), folded from the AssetRecommendation-<assetId> streams alone; rebuilt on
// replay. The votes are kept per user (the last one counts), as the aggregate keeps them.
import type { RecommendationEvent } from '../../domain/recommendation';
import { perEvent, sql, type Projection } from '../projection';

export const recommendationsProjection: Projection = {
  name: 'recommendations',
  tables: ['asset_recommendation'],
  ...perEvent<RecommendationEvent>({
    RecommendationFeedbackGiven: (e) =>
      sql(
        `INSERT INTO asset_recommendation (asset_id, partner_id, votes) VALUES ($1, $2, jsonb_build_object($3::text, $4::text))
         ON CONFLICT (asset_id) DO UPDATE SET votes = asset_recommendation.votes || EXCLUDED.votes`,
        [e.data.assetId, e.data.partnerId, e.data.userId, e.data.feedback],
      ),
    RecommendationChosen: (e) =>
      sql(
        `INSERT INTO asset_recommendation (asset_id, partner_id, chosen) VALUES ($1, $2, 1)
         ON CONFLICT (asset_id) DO UPDATE SET chosen = asset_recommendation.chosen + 1`,
        [e.data.assetId, e.data.partnerId],
      ),
  }),
};
