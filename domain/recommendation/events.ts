// One stream per library asset, `AssetRecommendation-<assetId>` (spec 1 §7 recommendations, issue 23 §4): what the
// partner's people said of the asset when it was recommended (one vote per user, the last one counts) and how often
// it was chosen for a brief. The asset belongs to one partner, so what is learned here is that partner's alone.
export type RecommendationFeedback = 'up' | 'down';

/** A user's thumbs up or down on the asset as a recommendation; replaces that user's earlier vote. */
export type RecommendationFeedbackGiven = {
  type: 'RecommendationFeedbackGiven';
  data: { assetId: string; partnerId: string; userId: string; feedback: RecommendationFeedback };
};
/** The asset was added to a brief from the recommendations (POST .../recommendation/create). */
export type RecommendationChosen = {
  type: 'RecommendationChosen';
  data: { assetId: string; partnerId: string; userId: string; nodeIds: string[] };
};

export type RecommendationEvent = RecommendationFeedbackGiven | RecommendationChosen;
