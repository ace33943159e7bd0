// What upload activities need to know about assets. Answered from the assets' own streams: a read model
// may lag a step behind the workflow, and workflows do not read the read side (DESIGN §2).
import type { AssetUpload } from '../../domain/asset';
import { loadAsset, type WorkflowCommandDeps } from '../../commands/assets';

export interface AssetFacts {
  /** The upload as its stream tells it; an asset never requested is an error. */
  upload(assetId: string): Promise<AssetUpload>;
  /** Where a library asset's file is stored (a crop's parent); null for an asset not in the library. */
  libraryFile(assetId: string): Promise<string | null>;
  /** Who uploaded an asset (the owner of a duplicate's bytes); null for an unknown asset. */
  uploader(assetId: string): Promise<string | null>;
}

export function assetFactsFromStreams(commands: WorkflowCommandDeps): AssetFacts {
  return {
    async upload(assetId) {
      const asset = await loadAsset(commands, assetId);
      if (asset.status === 'none') throw new Error(`No upload ${assetId}`);
      return asset;
    },
    async libraryFile(assetId) {
      const asset = await loadAsset(commands, assetId);
      return asset.status === 'DONE' ? asset.location : null;
    },
    async uploader(assetId) {
      const asset = await loadAsset(commands, assetId);
      return asset.status === 'none' ? null : asset.uploadedBy;
    },
  };
}
