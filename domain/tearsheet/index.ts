import type { TearsheetEvent } from './events';
import { evolveTearsheet, initialTearsheetState, type TearsheetState } from './state';

export * from './events';
export * from './state';
export * from './decide';
export * from './messages';
export * from './filter';
export * from './entry';
export * from './access';

/** Stream `Tearsheet-<tearsheetId>`: one tearsheet, its build and its public links. */
export const TearsheetAggregate = {
  streamPrefix: 'Tearsheet',
  initialState: initialTearsheetState,
  evolve: evolveTearsheet,
} satisfies {
  streamPrefix: string;
  initialState(): TearsheetState;
  evolve(s: TearsheetState, e: TearsheetEvent): TearsheetState;
};
