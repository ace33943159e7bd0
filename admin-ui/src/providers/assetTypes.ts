// The asset library's answers as the screens read them, as types only: each is its answer's schema's type, declared
// once in domain/asset/answers.ts beside the API's use of it. Below them, what the screens send.
import type { Crop } from '../../../domain/asset/events';
import type {
  AcceptedFile,
  UploadAccepted,
  UploadItem as UploadItemAnswer,
  UploadItemStatus,
} from '../../../domain/asset/answers';

export type { Asset, AssetPage, UploadAccepted } from '../../../domain/asset/answers';
export type { Crop, UploadItemStatus };

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

/**
 * A temporary upload item (spec 1 §3) as the upload screen keeps it: the upload and crop calls answer the fields of
 * an accepted file only (AcceptedFile, named); the live channel and GET /assets/single-files/uploads give the whole
 * item.
 */
export type UploadItem = Pick<UploadItemAnswer, 'tempAssetId' | 'status'> &
  Partial<UploadItemAnswer> &
  Partial<Pick<AcceptedFile, 'name'>>;

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
