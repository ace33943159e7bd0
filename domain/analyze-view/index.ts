import type { AnalyzeViewEvent } from './events';
import { evolveAnalyzeView, initialAnalyzeViewState, type AnalyzeViewState } from './state';

export * from './events';
export * from './state';
export * from './decide';
export * from './fields';

export const AnalyzeViewAggregate = {
  streamPrefix: 'AnalyzeView',
  initialState: initialAnalyzeViewState,
  evolve: evolveAnalyzeView,
} satisfies {
  streamPrefix: string;
  initialState(): AnalyzeViewState;
  evolve(s: AnalyzeViewState, e: AnalyzeViewEvent): AnalyzeViewState;
};
