// The tab's current upload batch, outside React so that closing the dialog does not stop it. The batch id
// (uid) is kept in sessionStorage: after a reload GET /assets/single-files/uploads?uid restores the rows.
import { useSyncExternalStore } from 'react';
import { assetUploadErrorMessage } from '../../../../domain/asset/rules';
import { getSession } from '../../auth/session';
import { uploadFiles } from '../../providers/assetUpload';
import { dataProvider } from '../../providers/dataProvider';
import { refresh } from '../../providers/invalidation';
import type { UploadItem } from '../../providers/assetTypes';
import { randomId } from '../live/randomId';
import { subscribeLive } from '../live/socket';
import {
  SUCCEEDED,
  applyItem,
  fileRow,
  isFinished,
  linkName,
  linkRow,
  rowFromItem,
  spreadBytes,
  type UploadRow,
} from './uploadRows';

export interface UploadBatch {
  uid: string;
  partnerId: string | null;
  rows: UploadRow[];
  /** Stage 1 (the request with the files) is still under way. */
  sending: boolean;
  /** A refusal of the whole request (e.g. 400 with a spec message); nothing was kept. */
  error: string | null;
}

export interface UploadRequest {
  partnerId: string | null;
  files: File[];
  links: string[];
  nodeIds: string[];
  tags: string[];
  unzip: boolean;
}

const STORED = 'varia.uploadBatch';
let batch: UploadBatch | null = null;
let unsubscribe: (() => void) | null = null;
const listeners = new Set<() => void>();

function set(next: UploadBatch | null): void {
  const before = batch?.rows.filter((r) => SUCCEEDED.includes(r.status)).length ?? 0;
  batch = next;
  const after = batch?.rows.filter((r) => SUCCEEDED.includes(r.status)).length ?? 0;
  if (after > before) refresh('uploadFinished');
  listeners.forEach((l) => l());
}

const update = (uid: string, change: (b: UploadBatch) => UploadBatch) => batch?.uid === uid && set(change(batch));

function receive(uid: string, item: UploadItem): void {
  update(uid, (b) => {
    const index = b.rows.findIndex((r) => r.tempAssetId === item.tempAssetId);
    if (index >= 0) return { ...b, rows: b.rows.map((r, i) => (i === index ? applyItem(r, item) : r)) };
    // Not known yet: a file whose upload answer is still on its way, one unpacked from a zip, or a reload.
    return { ...b, rows: matchFiles(b.rows, [item]) };
  });
}

async function resync(uid: string): Promise<void> {
  const partnerId = batch?.partnerId ?? null;
  try {
    const items = await dataProvider.uploadItems(partnerId, uid);
    items.forEach((item) => receive(uid, { ...item, uid }));
  } catch {
    // The live channel keeps the rows current; a failed refresh is not worth a message.
  }
}

function listen(uid: string): void {
  unsubscribe?.();
  unsubscribe = subscribeLive({
    onMessage: (m) => {
      const item = m.type === 'upload' ? (m.item as UploadItem | undefined) : undefined;
      if (item && (item.uid === uid || batch?.rows.some((r) => r.tempAssetId === item.tempAssetId))) receive(uid, item);
    },
    onReconnect: () => void resync(uid),
  });
}

/**
 * Name server items by the rows they answer: the row already named so, else an unnamed row of the same kind
 * (file or link) with the same name, else the next unnamed one. The upload answer and the websocket may
 * arrive in either order.
 */
function matchFiles(rows: UploadRow[], items: UploadItem[]): UploadRow[] {
  const next = [...rows];
  for (const item of items) {
    const known = next.findIndex((r) => r.tempAssetId === item.tempAssetId);
    const name = item.data?.name ?? item.name;
    const open = (r: UploadRow) => !r.tempAssetId && r.isLink === !!item.isLink;
    const byName = next.findIndex((r) => open(r) && (r.isLink ? linkName(r.name) : r.name) === name);
    const at = known >= 0 ? known : byName >= 0 ? byName : next.findIndex(open);
    if (at >= 0) next[at] = applyItem(next[at]!, item);
    else next.push(rowFromItem(item));
  }
  return next;
}

export function startUpload(request: UploadRequest): void {
  const uid = randomId();
  const linkIds = request.links.map(() => randomId());
  const rows = [
    ...request.files.map((file, i) => fileRow(file, i, request.unzip)),
    ...request.links.map((url, i) => linkRow(url, linkIds[i]!)),
  ];
  sessionStorage.setItem(STORED, JSON.stringify({ uid, partnerId: request.partnerId, userId: getSession()?.id }));
  set({ uid, partnerId: request.partnerId, rows, sending: request.files.length > 0, error: null });
  listen(uid);

  if (request.files.length) {
    const { partnerId, files, nodeIds, tags, unzip } = request;
    uploadFiles({ partnerId, uid, files, nodeIds, tags, unzip }, (loaded, total) =>
      update(uid, (b) => ({ ...b, rows: spreadBytes(b.rows, loaded, total) })),
    ).done.then(
      (answer) =>
        update(uid, (b) => ({
          ...b,
          sending: false,
          rows: matchFiles(b.rows, [...(answer.uploadedAssets ?? []), ...(answer.mergedAssets ?? [])]),
        })),
      (error: Error) =>
        update(uid, (b) => ({
          ...b,
          sending: false,
          error: error.message,
          rows: b.rows.map((r) =>
            r.isLink
              ? r
              : { ...r, stage: 2, status: 'FAILED', errors: [error.message || assetUploadErrorMessage(r.name)] },
          ),
        })),
    );
  }
  request.links.forEach((url, i) => {
    const fileTempId = linkIds[i]!;
    dataProvider
      .uploadFromUrl({
        partnerId: request.partnerId,
        uid,
        url,
        fileTempId,
        nodeIds: request.nodeIds,
        tags: request.tags,
      })
      .then(
        (item) =>
          update(uid, (b) => ({
            ...b,
            rows: b.rows.map((r) => (r.key === fileTempId ? applyItem(r, { ...item, isLink: true }) : r)),
          })),
        (error: Error) =>
          update(uid, (b) => ({
            ...b,
            rows: b.rows.map((r) =>
              r.key === fileTempId ? { ...r, status: 'URL_FAILED', errors: [error.message] } : r,
            ),
          })),
      );
  });
}

/** After a reload: bring back the batch this tab started for the signed-in user, if any. */
export function restoreUpload(): void {
  if (batch) return;
  const stored = sessionStorage.getItem(STORED);
  if (!stored) return;
  try {
    const { uid, partnerId, userId } = JSON.parse(stored) as { uid: string; partnerId: string | null; userId?: string };
    if (userId !== getSession()?.id) return sessionStorage.removeItem(STORED);
    set({ uid, partnerId, rows: [], sending: false, error: null });
    listen(uid);
    void resync(uid);
  } catch {
    sessionStorage.removeItem(STORED);
  }
}

export function clearUpload(): void {
  unsubscribe?.();
  unsubscribe = null;
  sessionStorage.removeItem(STORED);
  set(null);
}

export const isRunning = (b: UploadBatch | null) => !!b && (b.sending || b.rows.some((r) => !isFinished(r)));

export function useUploadBatch(): UploadBatch | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => batch,
  );
}
