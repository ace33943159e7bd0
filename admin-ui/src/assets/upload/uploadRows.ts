// The rows of an upload batch and how they move (spec 1 §3, §4): stage 1 carries a file's bytes to the
// application server (XMLHttpRequest progress), stage 2 is storage and processing (pushed over the websocket).
import {
  fileFormat,
  UPLOAD_PHASE_LABELS,
  UPLOAD_STATUS_LABELS,
  type UploadStatus,
} from '../../../../domain/asset/rules';
import type { UploadItem, UploadItemStatus } from '../../providers/assetTypes';

type RowStatus = 'SENDING' | UploadItemStatus;

export interface UploadRow {
  /** A local key until the server names the item, then its tempAssetId. */
  key: string;
  tempAssetId: string | null;
  name: string;
  size: number | null;
  isLink: boolean;
  stage: 1 | 2;
  status: RowStatus;
  loaded: number;
  total: number;
  errors: string[];
  message: string | null;
  assetId: string | null;
  /** A zip sent to be unpacked: while processing it is being expanded. */
  unpacks: boolean;
}

const FINISHED: readonly RowStatus[] = ['DONE', 'MERGED', 'EXPANDED', 'FAILED', 'URL_FAILED'];
export const SUCCEEDED: readonly RowStatus[] = ['DONE', 'MERGED', 'EXPANDED'];

export const isFinished = (row: UploadRow) => FINISHED.includes(row.status);
export const isFailed = (row: UploadRow) => row.status === 'FAILED' || row.status === 'URL_FAILED';

export function fileRow(file: File, index: number, unzip: boolean): UploadRow {
  return {
    key: `file-${index}`,
    tempAssetId: null,
    name: file.name,
    size: file.size,
    isLink: false,
    stage: 1,
    status: 'SENDING',
    loaded: 0,
    total: file.size,
    errors: [],
    message: null,
    assetId: null,
    unpacks: unzip && fileFormat(file.name, file.type) === 'zip',
  };
}

export function linkRow(url: string, fileTempId: string): UploadRow {
  return {
    key: fileTempId,
    tempAssetId: null,
    name: url,
    size: null,
    isLink: true,
    stage: 2,
    status: 'PENDING',
    loaded: 0,
    total: 0,
    errors: [],
    message: null,
    assetId: null,
    unpacks: false,
  };
}

/** The name the server gives a link: the last part of its path, else its host. */
export function linkName(url: string): string {
  try {
    const parsed = new URL(url.startsWith('www.') ? `http://${url}` : url);
    return decodeURIComponent(parsed.pathname.split('/').filter(Boolean).pop() ?? '') || parsed.hostname;
  } catch {
    return url;
  }
}

/** Spread the request's bytes over its files, in the order they were sent (the fields are small). */
export function spreadBytes(rows: UploadRow[], loaded: number, total: number): UploadRow[] {
  const sizes = rows.reduce((sum, r) => sum + (r.isLink || r.stage !== 1 ? 0 : (r.size ?? 0)), 0);
  const sent = total > 0 ? (loaded / total) * sizes : 0;
  let offset = 0;
  return rows.map((row) => {
    if (row.isLink || row.stage !== 1) return row;
    const size = row.size ?? 0;
    const mine = Math.max(0, Math.min(size, sent - offset));
    offset += size;
    return { ...row, loaded: mine, total: size };
  });
}

/** Apply a server item (an upload answer, a websocket message or a restored item) to the row it names. */
const RANK: Record<RowStatus, number> = {
  SENDING: 0,
  PENDING: 1,
  UPLOADING: 2,
  PROCESSING: 3,
  DONE: 4,
  MERGED: 4,
  EXPANDED: 4,
  FAILED: 4,
  URL_FAILED: 4,
};

export function applyItem(row: UploadRow, item: UploadItem): UploadRow {
  // Messages may overtake each other (the upload answer and the websocket): never go back.
  if (row.tempAssetId && RANK[item.status] < RANK[row.status]) return row;
  return {
    ...row,
    key: item.tempAssetId,
    tempAssetId: item.tempAssetId,
    name: item.data?.name ?? item.name ?? row.name,
    isLink: item.isLink ?? row.isLink,
    stage: 2,
    status: item.status,
    loaded: item.loaded ?? 0,
    total: item.total ?? row.total,
    errors: item.data?.errors ?? row.errors,
    message: item.message ?? row.message,
    assetId: item.assetId ?? row.assetId,
  };
}

export function rowFromItem(item: UploadItem): UploadRow {
  return applyItem(
    { ...linkRow(item.name ?? '', item.tempAssetId), isLink: !!item.isLink, size: item.total ?? null },
    item,
  );
}

/** 0–50 for stage 1, 50–100 for stage 2 (spec 1 §3: progress values 0, 50, 100); null while processing. */
export function rowProgress(row: UploadRow): number | null {
  const part = row.total > 0 ? Math.min(1, row.loaded / row.total) : 0;
  if (row.status === 'SENDING') return Math.round(part * 50);
  if (SUCCEEDED.includes(row.status)) return 100;
  if (row.status === 'UPLOADING') return Math.round(50 + part * 50);
  if (row.status === 'PROCESSING') return null;
  return isFailed(row) ? 100 : row.isLink ? 0 : 50;
}

export function rowLabel(row: UploadRow): string {
  if (row.status === 'SENDING') return UPLOAD_PHASE_LABELS.uploading;
  if (row.status === 'PROCESSING' && row.unpacks) return UPLOAD_PHASE_LABELS.unpacking;
  if (row.status === 'MERGED') return 'Already in the library';
  if (row.status === 'EXPANDED') return 'Unpacked';
  return UPLOAD_STATUS_LABELS[row.status as UploadStatus] ?? row.status;
}
