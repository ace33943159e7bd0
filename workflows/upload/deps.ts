import type { BlobStore } from '../../commands/blob-store/port';
import type { LivePublisher } from '../../commands/live-events';
import type { CommandDeps } from '../../commands/partners';
import type { AssetRow } from '../../projections/assets/queries';

/** What upload activities reach the world through. */
export interface UploadDeps {
  commands: CommandDeps;
  blobs: BlobStore;
  live: LivePublisher;
  /** Fetch links to loopback and private networks too (tests, trusted intranets); off by default. */
  allowPrivateLinks: boolean;
  /** The asset as the library shows it (for a crop's parent, or a duplicate's owner). */
  assetRow(assetId: string): Promise<AssetRow | null>;
}
