import type { CloudStorageEvent } from './events';
import { evolveCloudStorage, initialCloudStorageState, type CloudStorageState } from './state';

export * from './events';
export * from './state';
export * from './decide';
export * from './rules';

/** Stream `CloudStorage-<storageId>`: one cloud storage connector. */
export const CloudStorageAggregate = {
  streamPrefix: 'CloudStorage',
  initialState: initialCloudStorageState,
  evolve: evolveCloudStorage,
} satisfies {
  streamPrefix: string;
  initialState(): CloudStorageState;
  evolve(s: CloudStorageState, e: CloudStorageEvent): CloudStorageState;
};
