import type { PublishEvent } from './events';
import { evolvePublish, initialPublishState, type PublishState } from './state';

export * from './events';
export * from './state';
export * from './decide';
export * from './messages';
export * from './access';
export * from './selection';
export * from './platform-content';

/** Stream `Publish-<publishId>`: one publish, what became of each creative on its platform, and the ads' reviews. */
export const PublishAggregate = {
  streamPrefix: 'Publish',
  initialState: initialPublishState,
  evolve: evolvePublish,
} satisfies {
  streamPrefix: string;
  initialState(): PublishState;
  evolve(s: PublishState, e: PublishEvent): PublishState;
};
