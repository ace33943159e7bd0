import type { WorkflowCommandDeps } from '../../commands/assets';
import type { BlobStore } from '../../commands/blob-store/port';
import type { LivePublisher } from '../../commands/live-events';
import type { AssetFacts } from './asset-facts';

/** What upload activities reach the world through. */
export interface UploadDeps {
  commands: WorkflowCommandDeps;
  blobs: BlobStore;
  live: LivePublisher;
  /** Fetch links to loopback and private networks too (tests, trusted intranets); off by default. */
  allowPrivateLinks: boolean;
  assets: AssetFacts;
}
