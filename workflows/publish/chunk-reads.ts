// What one chunk of a publish reads for its creatives, each read once in the chunk (issue 20 §5): its creatives share
// their concept's template versions, their tree, mostly the same library assets and, variants of one content, their
// screenshot, so a chunk of 25 creatives reads them once rather than 25 times. The versions' and assets' files come
// through the worker's own cache of them (stored-files.ts), shared by its chunks. The tree is as it was when the chunk
// first read it: a creative is published when its content is still the approved one as its chunk starts. Each creative
// reading the tree through its stream's one lane had the chunks' lanes queue there.
import { loadAsset } from '../../commands/assets';
import { loadPublishTree } from '../../commands/publishing';
import { loadConceptTemplates } from '../../commands/templates';
import type { AssetState } from '../../domain/asset';
import type { PublishFacts } from '../../domain/publishing';
import type { TemplateVersion } from '../../domain/template';
import { bytesOf } from '../render/screenshot-activities';
import type { PublishDeps } from './deps';

/** A blob's bytes by its key, or null when there is none. */
export type BlobRead = (key: string) => Promise<Buffer | null>;

/** `read` called once per key (none for a read that takes no key). */
function once<K, T>(read: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const kept = new Map<K, Promise<T>>();
  return (key) => {
    let found = kept.get(key);
    if (!found) kept.set(key, (found = read(key)));
    return found;
  };
}

export interface ChunkReads {
  /** The publish's concept's template versions, by template id. */
  templates(): Promise<Record<string, TemplateVersion>>;
  /** A template version's or an asset's file (stored-files.ts). */
  stored: BlobRead;
  /** A content's screenshot (render/screenshot-activities.ts screenshotKey). */
  screenshot: BlobRead;
  asset(assetId: string): Promise<AssetState>;
  tree(treeId: string): ReturnType<typeof loadPublishTree>;
}

export const chunkReads = (
  deps: PublishDeps,
  publish: PublishFacts,
  workflowId: string,
  stored: BlobRead,
): ChunkReads => ({
  templates: once<void, Record<string, TemplateVersion>>(() =>
    loadConceptTemplates(deps.commands, publish.conceptId).then((s) => s.templates),
  ),
  stored,
  screenshot: once((key) => bytesOf(deps.blobs, key)),
  asset: once((assetId) => loadAsset(deps.commands, assetId)),
  tree: once((treeId) => loadPublishTree(deps.commands, treeId, workflowId)),
});
