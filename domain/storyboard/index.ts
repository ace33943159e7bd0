import type { StoryboardEvent } from './events';
import { evolveStoryboards, initialStoryboardsState, type StoryboardsState } from './state';

export * from './events';
export * from './state';
export * from './commands';
export * from './decide';
export * from './types';
export * from './sorting';
export * from './files';

/** Stream `Storyboard-<conceptId>`: all storyboards of one concept, so a bulk reorder is one append. */
export const StoryboardAggregate = {
  streamPrefix: 'Storyboard',
  initialState: initialStoryboardsState,
  evolve: evolveStoryboards,
} satisfies {
  streamPrefix: string;
  initialState(): StoryboardsState;
  evolve(s: StoryboardsState, e: StoryboardEvent): StoryboardsState;
};
