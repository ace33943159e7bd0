// One stream per asset, `Asset-<id>`: its upload lifecycle (spec 1 §4) and its library life afterwards.
import type { CropFormat } from './rules';

export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
  format: CropFormat;
  auto: boolean;
  /** Cut from the parent without its background (its no-background PNG), so the format is png. */
  isBackgroundRemoved?: boolean;
}

/** Where an upload's bytes come from: a staged file, a link to fetch, or a crop of the parent asset. */
export type UploadSource =
  { kind: 'file'; stagingKey: string } | { kind: 'link'; url: string } | { kind: 'crop'; crop: Crop };

export type AssetUploadRequested = {
  type: 'AssetUploadRequested';
  data: {
    assetId: string;
    partnerId: string;
    /** The client's upload batch (the `uid` of the upload call), so progress reaches the right screen. */
    uploadId: string;
    uploadedBy: string;
    name: string;
    format: string;
    size: number | null;
    source: UploadSource;
    businessNodes: string[];
    tags: string[];
    parentId: string | null;
    unzip: boolean;
  };
};
export type AssetUploadStarted = { type: 'AssetUploadStarted'; data: { assetId: string } };
/** The bytes are stored; the format may only now be known (a link's content type). */
export type AssetProcessingStarted = {
  type: 'AssetProcessingStarted';
  data: { assetId: string; location: string; size: number; hash: string; format: string };
};
export type AssetUploaded = {
  type: 'AssetUploaded';
  data: {
    assetId: string;
    partnerId: string;
    category: string;
    kind: string;
    format: string;
    dimension: string | null;
    durationSeconds: number | null;
    thumbLocation: string | null;
  };
};
export type AssetMerged = {
  type: 'AssetMerged';
  data: { assetId: string; partnerId: string; existingAssetId: string; reason: 'library' | 'upload'; message: string };
};
export type ZipExpanded = { type: 'ZipExpanded'; data: { assetId: string; childAssetIds: string[] } };
export type AssetUploadFailed = {
  type: 'AssetUploadFailed';
  data: { assetId: string; status: 'FAILED' | 'URL_FAILED'; message: string };
};
export type AssetDetailsChanged = {
  type: 'AssetDetailsChanged';
  data: { assetId: string; name?: string; tags?: string[]; status?: string };
};
export type AssetArchived = { type: 'AssetArchived'; data: { assetId: string } };
/** `byUpload`: restored because someone uploaded its bytes again (the upload merged into it), not by a person's edit.
 * */
export type AssetUnarchived = {
  type: 'AssetUnarchived';
  data: { assetId: string; byUpload?: { assetId: string; uploadedBy: string } };
};
export type AssetBusinessNodesChanged = {
  type: 'AssetBusinessNodesChanged';
  data: { assetId: string; businessNodes: string[]; additionalNodes: string[] };
};

export type AssetEvent =
  | AssetUploadRequested
  | AssetUploadStarted
  | AssetProcessingStarted
  | AssetUploaded
  | AssetMerged
  | ZipExpanded
  | AssetUploadFailed
  | AssetDetailsChanged
  | AssetArchived
  | AssetUnarchived
  | AssetBusinessNodesChanged
  | AssetMovedToNode;

/** A business node's assets moved to another node of the tree (domain/business-tree/migration.ts): the nodes after. */
export type AssetMovedToNode = {
  type: 'AssetMovedToNode';
  data: { assetId: string; fromNodeId: string; toNodeId: string; businessNodes: string[]; additionalNodes: string[] };
};

/** The stream that claims a content hash within a partner's library: the first asset to claim it owns it. */
export type AssetHashClaimed = { type: 'AssetHashClaimed'; data: { partnerId: string; hash: string; assetId: string } };
