// What one chunk of a publish reads for its creatives, each read once in the chunk (issue 20 §5): its creatives share
// their tree, their template version's files and mostly the same library assets, and a version's files and an asset's
// stored file never change under their keys, so a chunk of 25 creatives reads them once rather than 25 times. The
// tree is as it was when the chunk first read it: a creative is published when its content is still the approved one
// as its chunk starts. Each creative reading the tree through its stream's one lane had the chunks' lanes queue there.
import { loadAsset } from '../../commands/assets';
import { loadPublishTree } from '../../commands/publishing';
import type { AssetState } from '../../domain/asset';
import { bytesOf } from '../render/screenshot-activities';
import type { PublishDeps } from './deps';

/** A blob's bytes by its key, or null when there is none. */
export type BlobRead = (key: string) => Promise<Buffer | null>;

function once<T>(read: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const kept = new Map<string, Promise<T>>();
  return (key) => {
    let found = kept.get(key);
    if (!found) kept.set(key, (found = read(key)));
    return found;
  };
}

export interface ChunkReads {
  bytes: BlobRead;
  asset(assetId: string): Promise<AssetState>;
  tree(treeId: string): ReturnType<typeof loadPublishTree>;
}

export const chunkReads = (deps: PublishDeps, workflowId: string): ChunkReads => ({
  bytes: once((key) => bytesOf(deps.blobs, key)),
  asset: once((assetId) => loadAsset(deps.commands, assetId)),
  tree: once((treeId) => loadPublishTree(deps.commands, treeId, workflowId)),
});
