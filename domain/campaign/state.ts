import type { CampaignEvent } from './events';
import { evolveReview, initialReviewState, isReviewEvent, type ReviewState } from './review';
import type { CampaignTemplate, DeliveryType, PersonalizationType, Platform, TreeDefinition } from './platforms';

export type CampaignState =
  | { status: 'none' }
  | {
      /** A deleted campaign keeps its stream; every command then answers 'Campaign not found'. */
      status: 'live' | 'deleted';
      id: string;
      partnerId: string;
      conceptId: string;
      name: string;
      businessNodes: string[];
      flightStart: string | null;
      flightEnd: string | null;
      platforms: Platform[];
      templates: CampaignTemplate[];
      trees: TreeDefinition[];
      personalizationType: PersonalizationType;
      deliveryTypes: Partial<Record<Platform, DeliveryType>>;
      locked: boolean;
      archived: boolean;
      reviews: ReviewState;
    };

/** A campaign that exists: every state but 'none'. */
export type Campaign = Exclude<CampaignState, { status: 'none' }>;

export const initialCampaignState = (): CampaignState => ({ status: 'none' });

export function evolveCampaign(state: CampaignState, event: CampaignEvent): CampaignState {
  if (event.type === 'CampaignCreated') {
    const {
      campaignId,
      partnerId,
      conceptId,
      name,
      businessNodes,
      flightStart,
      flightEnd,
      platforms,
      templates,
      trees,
      personalizationType,
      deliveryTypes,
    } = event.data;
    return {
      status: 'live',
      id: campaignId,
      partnerId,
      conceptId,
      name,
      businessNodes,
      flightStart,
      flightEnd,
      platforms,
      templates,
      trees,
      personalizationType,
      deliveryTypes,
      locked: false,
      archived: false,
      reviews: initialReviewState(),
    };
  }
  if (state.status === 'none') return state;
  if (isReviewEvent(event)) return { ...state, reviews: evolveReview(state.reviews, event) };
  switch (event.type) {
    case 'CampaignSettingsChanged': {
      const { campaignId: _, ...changed } = event.data;
      return { ...state, ...changed };
    }
    case 'CampaignMovedToNode':
      return { ...state, businessNodes: event.data.businessNodes };
    case 'CampaignLocked':
      return { ...state, locked: true };
    case 'CampaignUnlocked':
      return { ...state, locked: false };
    case 'CampaignArchived':
      return { ...state, archived: true };
    case 'CampaignRestored':
      return { ...state, archived: false };
    case 'CampaignDeleted':
      return { ...state, status: 'deleted' };
  }
}
