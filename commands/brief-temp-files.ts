// Where a brief's temporary files live (spec 1 §7 brief uploads): `brief-tmp/<partnerId>/<fileId>/file` holds the
// bytes and `.../info.json` what the upload said of them (name, format, size, the client's tempId and meta). No event
// names them: they are not the partner's assets yet, only the wizard's. They become library uploads through
// create-single-files-from-urls, are deleted by remove-from-s3, and expire after BRIEF_TMP_TTL_MS (the orphan sweep).
import { Readable } from 'node:stream';
import { briefTmpKey } from './blob-store/orphans';
import type { BlobStore } from './blob-store/port';

export interface TempFileInfo {
  name: string;
  format: string;
  size: number;
  tempId: string | null;
  meta: unknown;
}

export const tempFileKey = (partnerId: string, fileId: string) => `${briefTmpKey(partnerId, fileId)}/file`;
const infoKey = (partnerId: string, fileId: string) => `${briefTmpKey(partnerId, fileId)}/info.json`;

export async function recordTempFile(blobs: BlobStore, partnerId: string, fileId: string, info: TempFileInfo) {
  await blobs.put(infoKey(partnerId, fileId), Readable.from([JSON.stringify(info)]), {
    contentType: 'application/json',
  });
}

/** The file's info when both its parts are still there (not removed, not expired); else null. */
export async function readTempFile(blobs: BlobStore, partnerId: string, fileId: string): Promise<TempFileInfo | null> {
  if (!(await blobs.stat(tempFileKey(partnerId, fileId)))) return null;
  if (!(await blobs.stat(infoKey(partnerId, fileId)))) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of await blobs.open(infoKey(partnerId, fileId))) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as TempFileInfo;
}

export const removeTempFile = (blobs: BlobStore, partnerId: string, fileId: string) =>
  blobs.deletePrefix(briefTmpKey(partnerId, fileId));
