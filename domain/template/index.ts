import type { TemplateEvent } from './events';
import { evolveTemplates, initialTemplatesState, type ConceptTemplatesState } from './state';

export * from './events';
export * from './state';
export * from './commands';
export * from './decide';

/** Stream `ConceptTemplates-<conceptId>`: every generation and version of one concept's templates. */
export const ConceptTemplatesAggregate = {
  streamPrefix: 'ConceptTemplates',
  initialState: initialTemplatesState,
  evolve: evolveTemplates,
} satisfies {
  streamPrefix: string;
  initialState(): ConceptTemplatesState;
  evolve(s: ConceptTemplatesState, e: TemplateEvent): ConceptTemplatesState;
};
