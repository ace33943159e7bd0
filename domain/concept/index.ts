import type { ConceptEvent } from './events';
import { evolveConcept, initialConceptState, type ConceptState } from './state';

export * from './events';
export * from './state';
export * from './commands';
export * from './decide';

/** Stream `Concept-<id>`: one concept, its brief and its status. */
export const ConceptAggregate = {
  streamPrefix: 'Concept',
  initialState: initialConceptState,
  evolve: evolveConcept,
} satisfies {
  streamPrefix: string;
  initialState(): ConceptState;
  evolve(s: ConceptState, e: ConceptEvent): ConceptState;
};
