import { describe, it } from 'vitest';
import type { RecommendationEvent } from '../../domain/recommendation/events';
import { recommendationsProjection } from '../../projections/recommendations/projection';
import { projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(recommendationsProjection);
const ROWS = 'SELECT asset_id, partner_id, votes, chosen FROM asset_recommendation ORDER BY asset_id';

const voted = () => {
  const event = stream<RecommendationEvent>('AssetRecommendation-a1');
  const given = [
    event('RecommendationFeedbackGiven', { assetId: 'a1', partnerId: 'p1', userId: 'u1', feedback: 'up' }, 1),
  ];
  return { event, given };
};

describe('recommendations projection', () => {
  it("makes an asset's row at its first vote, not yet chosen", async () => {
    const { given } = voted();
    await spec.given(given).then(ROWS, [{ asset_id: 'a1', partner_id: 'p1', votes: { u1: 'up' }, chosen: 0 }]);
  });

  it("keeps one vote per user, a user's last one counting", async () => {
    const { event, given } = voted();
    await spec
      .given(given)
      .when([
        event('RecommendationFeedbackGiven', { assetId: 'a1', partnerId: 'p1', userId: 'u2', feedback: 'down' }, 2),
        event('RecommendationFeedbackGiven', { assetId: 'a1', partnerId: 'p1', userId: 'u1', feedback: 'down' }, 3),
        event('RecommendationFeedbackGiven', { assetId: 'a1', partnerId: 'p1', userId: 'u2', feedback: 'up' }, 4),
      ])
      .then(ROWS, [{ asset_id: 'a1', partner_id: 'p1', votes: { u1: 'down', u2: 'up' }, chosen: 0 }]);
  });

  it('counts each choice, the first making the row without votes, and keeps the votes', async () => {
    const event = stream<RecommendationEvent>('AssetRecommendation-a2');
    const chosen = (userId: string, minute: number) =>
      event('RecommendationChosen', { assetId: 'a2', partnerId: 'p1', userId, nodeIds: ['n1', 'n2'] }, minute);
    await spec.given([chosen('u1', 1)]).then(ROWS, [{ asset_id: 'a2', partner_id: 'p1', votes: {}, chosen: 1 }]);
    await spec
      .given([chosen('u1', 1)])
      .when([
        chosen('u1', 2),
        event('RecommendationFeedbackGiven', { assetId: 'a2', partnerId: 'p1', userId: 'u3', feedback: 'up' }, 3),
        chosen('u2', 4),
      ])
      .then(ROWS, [{ asset_id: 'a2', partner_id: 'p1', votes: { u3: 'up' }, chosen: 3 }]);
  });

  it('keeps each asset apart', async () => {
    const { given } = voted();
    const other = stream<RecommendationEvent>('AssetRecommendation-a3');
    await spec
      .given(given)
      .when([other('RecommendationChosen', { assetId: 'a3', partnerId: 'p2', userId: 'u9', nodeIds: [] }, 2)])
      .then(ROWS, [
        { asset_id: 'a1', partner_id: 'p1', votes: { u1: 'up' }, chosen: 0 },
        { asset_id: 'a3', partner_id: 'p2', votes: {}, chosen: 1 },
      ]);
  });
});
