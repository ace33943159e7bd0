import type { AssetRow } from './queries';

/** The temporary upload item of spec 1 §3 (tempAssetId, status, loaded, total, data {name, errors}, isLink). */
export interface UploadItem {
  tempAssetId: string;
  uid: string;
  status: string;
  loaded: number;
  total: number | null;
  data: { name: string; errors: string[] };
  isLink: boolean;
  /** The library asset the upload became: itself when DONE, the existing one when MERGED. */
  assetId: string | null;
  message: string | null;
}

export function toUploadItem(row: AssetRow, loaded?: number): UploadItem {
  const failed = row.uploadStatus === 'FAILED' || row.uploadStatus === 'URL_FAILED';
  const stored = ['PROCESSING', 'DONE', 'MERGED', 'EXPANDED'].includes(row.uploadStatus);
  return {
    tempAssetId: row.id,
    uid: row.uploadId,
    status: row.uploadStatus,
    loaded: loaded ?? (stored ? (row.size ?? 0) : 0),
    total: row.size,
    data: { name: row.name, errors: failed && row.uploadMessage ? [row.uploadMessage] : [] },
    isLink: row.isLink,
    assetId: row.uploadStatus === 'DONE' ? row.id : row.uploadStatus === 'MERGED' ? row.mergedInto : null,
    message: failed ? null : row.uploadMessage,
  };
}
