// The asset library's shapes as the API answers them (api/schemas/assets.ts); the UI only reads them.
import type { LIBRARY_STATUSES } from '../../../domain/asset/decide';
import type { Crop } from '../../../domain/asset/events';
import type { AssetCategory } from '../../../domain/asset/rules';

export type { Crop };

/** A library asset (spec 1 §3 'Asset (single file)'). */
export interface Asset {
  id: string;
  _id: string;
  /** The partner whose library holds it. */
  partnerId: string;
  name: string;
  type: AssetCategory;
  /** image, video, audio, document, font, archive or other; null until processed. */
  kind: string | null;
  /** GET it for the original file. */
  url: string | null;
  hash: string | null;
  format: string;
  dimension: string | null;
  durationSeconds: number | null;
  size: number | null;
  thumbLocation: string | null;
  isFromDam: boolean;
  isLink: boolean;
  createdAt: string;
  businessNodes: string[];
  /** Nodes kept beside businessNodes; sent back unchanged by the business-nodes editor. */
  additionalNodes: string[];
  fullOriginalName: string;
  tags: string[];
  status: (typeof LIBRARY_STATUSES)[number];
  parentId: string | null;
  /** Set on crops: the rectangle cut from the parent. */
  crop: Crop | null;
  archived: boolean;
  updatedAt: string;
  updatedBy: string;
}

export interface AssetPage {
  total: number;
  results: Asset[];
}

/** GET /assets/single-files query (the library picker of spec 1 §7 and the library list). */
export interface AssetQuery {
  partnerId: string;
  nodeIds?: string[];
  archived?: boolean;
  isIndependent?: boolean;
  /** Zero-based. */
  page: number;
  limit: number;
  search?: string;
  formats?: string[];
  assetsToExclude?: string[];
  sort?: 'createdAt' | '-createdAt' | 'name' | '-name';
}

export type UploadItemStatus =
  'PENDING' | 'UPLOADING' | 'PROCESSING' | 'DONE' | 'FAILED' | 'URL_FAILED' | 'MERGED' | 'EXPANDED';

/**
 * A temporary upload item (spec 1 §3). The upload and crop calls answer the first fields only; the live
 * channel and GET /assets/single-files/uploads give every field.
 */
export interface UploadItem {
  tempAssetId: string;
  name?: string;
  status: UploadItemStatus;
  isLink?: boolean;
  uid?: string;
  loaded?: number;
  total?: number | null;
  data?: { name: string; errors: string[] };
  assetId?: string | null;
  message?: string | null;
}

/** POST /assets/single-files (202): every file accepted, none processed yet. */
export interface UploadAnswer {
  uploadedAssets: UploadItem[];
  mergedAssets: UploadItem[];
  results: UploadItem[];
  total: number;
  uid: string;
}

export interface AssetChanges {
  name?: string;
  tags?: string[];
  status?: string;
}

export interface AssetBulkChanges {
  ids: string[];
  tags?: string[];
  status?: string;
  archived?: boolean;
}
