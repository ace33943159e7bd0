// The upload item of spec 1 §3 (its answer: domain/asset/answers.ts) as the read model answers it.
import type { UploadItem } from '../../domain/asset/answers';
import type { AssetRow } from './queries';

export type { UploadItem };

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
    // A failed upload's message says why (a link's: the server's answer, an unknown host, a private address …).
    message: row.uploadMessage,
  };
}
