import type { AssetEvent } from './events';
import { evolveAsset, initialAssetState, type AssetState } from './state';

export * from './events';
export * from './state';
export * from './decide';

export const AssetAggregate = {
  streamPrefix: 'Asset',
  initialState: initialAssetState,
  evolve: evolveAsset,
} satisfies {
  streamPrefix: string;
  initialState(): AssetState;
  evolve(s: AssetState, e: AssetEvent): AssetState;
};
