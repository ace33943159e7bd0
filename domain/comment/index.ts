import type { CommentEvent } from './events';
import { evolveComments, initialCommentsState, type CommentsState } from './state';

export * from './events';
export * from './state';
export * from './commands';
export * from './decide';
export * from './rules';
export * from './panel';

/** Stream `Comments-<campaignId|conceptId>`: every comment of one campaign or concept, threads included. */
export const CommentsAggregate = {
  streamPrefix: 'Comments',
  initialState: initialCommentsState,
  evolve: evolveComments,
} satisfies {
  streamPrefix: string;
  initialState(): CommentsState;
  evolve(s: CommentsState, e: CommentEvent): CommentsState;
};
