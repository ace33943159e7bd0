import type { Brief } from './brief';
import type { ConceptEvent, ConceptStatus } from './events';

export type ConceptState =
  | { status: 'none' }
  | {
      status: ConceptStatus;
      id: string;
      partnerId: string;
      createdBy: string;
      name: string;
      businessNodes: string[];
      additionalNodes: string[];
      languages: string[];
      thumbnail: string | null;
      brief: Brief;
      archived: boolean;
      submittedBy: string | null;
      submittedAt: string | null;
    };

/** A concept that exists: every state but 'none'. */
export type Concept = Exclude<ConceptState, { status: 'none' }>;

export const initialConceptState = (): ConceptState => ({ status: 'none' });

/** Until it is submitted, the concept's name, markets and languages are the brief's Details. */
const fromBrief = (brief: Brief) => ({
  brief,
  name: brief.intro.name,
  businessNodes: brief.intro.businessNodes,
  languages: brief.intro.languages,
});

export function evolveConcept(state: ConceptState, event: ConceptEvent): ConceptState {
  if (event.type === 'ConceptCreated') {
    const { conceptId, partnerId, createdBy, brief } = event.data;
    return {
      status: 'draft',
      id: conceptId,
      partnerId,
      createdBy,
      ...fromBrief(brief),
      additionalNodes: [],
      thumbnail: null,
      archived: false,
      submittedBy: null,
      submittedAt: null,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'BriefDraftSaved':
      return { ...state, ...fromBrief(event.data.brief) };
    case 'BriefAssetsChanged':
      return { ...state, brief: { ...state.brief, assets: event.data.assets } };
    case 'BriefSubmitted': {
      const { brief, submittedBy, submittedAt } = event.data;
      return { ...state, ...fromBrief(brief), status: 'storyboardsProgress', submittedBy, submittedAt };
    }
    case 'ConceptStatusChanged':
      return { ...state, status: event.data.status };
    case 'ConceptArchived':
      return { ...state, archived: true };
    case 'ConceptUnarchived':
      return { ...state, archived: false };
    case 'ConceptDetailsChanged': {
      const { conceptId: _, ...changed } = event.data;
      return { ...state, ...changed };
    }
    case 'ConceptBusinessNodesChanged':
      return { ...state, businessNodes: event.data.businessNodes, additionalNodes: event.data.additionalNodes };
  }
}
