// Feedback on a recommended asset and choosing it for a brief (spec 1 §7). The same vote again changes nothing;
// a user who changes their mind replaces their vote. The commands name an asset the caller may see (checked before).
import type { RecommendationEvent, RecommendationFeedback } from './events';
import type { RecommendationState } from './state';

export type RecommendationCommand =
  | { type: 'GiveFeedback'; assetId: string; partnerId: string; userId: string; feedback: RecommendationFeedback }
  | { type: 'ChooseRecommendation'; assetId: string; partnerId: string; userId: string; nodeIds: string[] };

export function decideRecommendation(
  command: RecommendationCommand,
  state: RecommendationState,
): RecommendationEvent[] {
  switch (command.type) {
    case 'GiveFeedback': {
      if (state.votes[command.userId] === command.feedback) return [];
      const { assetId, partnerId, userId, feedback } = command;
      return [{ type: 'RecommendationFeedbackGiven', data: { assetId, partnerId, userId, feedback } }];
    }
    case 'ChooseRecommendation': {
      const { assetId, partnerId, userId, nodeIds } = command;
      return [{ type: 'RecommendationChosen', data: { assetId, partnerId, userId, nodeIds } }];
    }
  }
}
