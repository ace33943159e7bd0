import type { RecommendationEvent, RecommendationFeedback } from './events';

export interface RecommendationState {
  /** Unset until the stream's first event. */
  partnerId: string | null;
  /** Each user's last vote. */
  votes: Readonly<Record<string, RecommendationFeedback>>;
  chosen: number;
}

export const initialRecommendationState = (): RecommendationState => ({ partnerId: null, votes: {}, chosen: 0 });

export function evolveRecommendation(state: RecommendationState, event: RecommendationEvent): RecommendationState {
  switch (event.type) {
    case 'RecommendationFeedbackGiven':
      return {
        ...state,
        partnerId: event.data.partnerId,
        votes: { ...state.votes, [event.data.userId]: event.data.feedback },
      };
    case 'RecommendationChosen':
      return { ...state, partnerId: event.data.partnerId, chosen: state.chosen + 1 };
  }
}
