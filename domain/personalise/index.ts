import type { PersonaliseEvent } from './events';
import { evolveTree, evolveTreeAll, initialTreeState, type TreeState } from './state';

export * from './events';
export * from './state';
export * from './commands';
export * from './decide';
export * from './fields';
export * from './signals';
export * from './messages';
export * from './activation';
export * from './facts';
export * from './fingerprint';
export * from './approvals';
export * from './feed-rows';
export {
  FEED_PART,
  FEED_STATUS,
  feedPlan,
  type FeedColumns,
  type FeedPlan,
  type FeedStatus,
  type NewVariantIds,
} from './decide-feed';
export type { ActivationFailure, ActivationDecision } from './decide-activation';
export { decideActivation } from './decide-activation';

/** Stream `PersonaliseTree-<treeId>`: one tree's variants, formats, signals and fallback (events.ts says why one
 * stream). */
export const PersonaliseTreeAggregate = {
  streamPrefix: 'PersonaliseTree',
  initialState: initialTreeState,
  evolve: evolveTree,
  evolveAll: evolveTreeAll,
} satisfies {
  streamPrefix: string;
  initialState(): TreeState;
  evolve(s: TreeState, e: PersonaliseEvent): TreeState;
  evolveAll(s: TreeState, e: readonly PersonaliseEvent[]): TreeState;
};
