// Processing (spec 1 §4): read format and dimensions, make a thumbnail, suggest the category, and record
// the asset — or merge it into the library asset that already holds the same bytes, or expand a zip.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { isFinished, type AssetUpload, type FinishedStatus } from '../../domain/asset';
import {
  dimensionText,
  fileFormat,
  INVALID_FILE_FORMAT,
  isAcceptedFile,
  MAX_ASSET_BYTES,
  MAX_ZIP_EXPANDED_BYTES,
  MAX_ZIP_RATIO,
  mediaKind,
  mergedDuplicatesMessage,
  mergedFromLibraryMessage,
  PROCESSING_FAILED,
  RESTORED_FROM_ARCHIVE,
  suggestCategory,
  ZIP_RATIO_TOO_HIGH,
  ZIP_TOO_LARGE,
} from '../../domain/asset/rules';
import {
  claimAssetHash,
  refuseZipEntries,
  requestZipEntries,
  restoreMergeTarget,
  workflowStep,
} from '../../commands/assets';
import { stagingKey } from '../../commands/blob-store/orphans';
import { MediaUnreadableError, probeMedia } from '../media/probe';
import { makeThumbnail } from '../media/thumbnail';
import { expandZip, ZipTooLargeError } from '../media/zip';
import type { UploadDeps } from './deps';
import { unprocessable } from './store-step';

type Stored = AssetUpload & { location: string; hash: string };
export interface ProcessOutcome {
  /** DONE, MERGED or EXPANDED; on a repeated step, what the upload had already ended as. */
  status: FinishedStatus;
  /** Uploads started by expanding a zip; the workflow starts their own workflows. */
  children: string[];
}

/** A zip may not become more uploads than this (a zip bomb of tiny files would flood the library). */
export const MAX_ZIP_ENTRIES = 500;
const TOO_MANY_ZIP_ENTRIES = `A zip may hold at most ${MAX_ZIP_ENTRIES} files`;

/** Entry ids derive from the zip's id and the entry's index, so expanding again after a crash adds nothing. */
export const entryId = (zipId: string, index: number) =>
  createHash('sha256').update(`${zipId}:${index}`).digest('hex').slice(0, 24);

async function expand(deps: UploadDeps, zip: Stored): Promise<ProcessOutcome> {
  const entries: { assetId: string; name: string; format: string; size: number; stagingKey: string }[] = [];
  const refused: { assetId: string; name: string }[] = [];
  let index = 0;
  const expanding = deps.blobs.withLocalFile(zip.location, (file) =>
    expandZip(file, { maxBytes: MAX_ZIP_EXPANDED_BYTES, maxRatio: MAX_ZIP_RATIO }, async (name, stream) => {
      if (entries.length >= MAX_ZIP_ENTRIES) throw unprocessable(TOO_MANY_ZIP_ENTRIES);
      const assetId = entryId(zip.id, index++);
      const base = path.posix.basename(name);
      if (!isAcceptedFile(base, null)) {
        refused.push({ assetId, name: base });
        stream.resume();
        return;
      }
      const { size } = await deps.blobs.put(stagingKey(assetId), stream, { maxBytes: MAX_ASSET_BYTES });
      entries.push({ assetId, name: base, format: fileFormat(base, null), size, stagingKey: stagingKey(assetId) });
    }),
  );
  try {
    await expanding;
  } catch (error) {
    // Entries staged before the failure belong to no upload: remove them. A damaged zip stays damaged, and one
    // past its limits was refused before any entry was staged.
    await Promise.all(entries.map((e) => deps.blobs.delete(e.stagingKey)));
    if (error instanceof ZipTooLargeError)
      throw unprocessable(error.limit === 'size' ? ZIP_TOO_LARGE : ZIP_RATIO_TOO_HIGH);
    throw error instanceof MediaUnreadableError ? unprocessable(PROCESSING_FAILED) : error;
  }
  const entryUpload = (e: { assetId: string; name: string; format: string; size: number; stagingKey: string }) => ({
    assetId: e.assetId,
    uploadId: zip.uploadId,
    name: e.name,
    format: e.format,
    size: e.size,
    source: { kind: 'file' as const, stagingKey: e.stagingKey },
    businessNodes: zip.businessNodes,
    tags: zip.tags,
    parentId: null,
    unzip: false,
  });
  await requestZipEntries(deps.commands, zip, entries.map(entryUpload));
  // Entries the library does not take stay visible as rows saying why (their bytes were never kept).
  const refusedUploads = refused.map((r) =>
    entryUpload({ ...r, format: fileFormat(r.name, null), size: 0, stagingKey: stagingKey(r.assetId) }),
  );
  await refuseZipEntries(deps.commands, zip, refusedUploads, INVALID_FILE_FORMAT);
  const children = entries.map((e) => e.assetId);
  await workflowStep(deps.commands, zip, { type: 'ExpandZip', childAssetIds: children });
  await cleanUp(deps, zip);
  await deps.blobs.delete(zip.location);
  return { status: 'EXPANDED', children };
}

/**
 * The upload becomes the asset that already holds its bytes; an archived one is restored (the uploader wants
 * these bytes in the library). Restoring comes first: a rerun after a crash skips an upload already merged.
 */
async function mergeInto(deps: UploadDeps, asset: Stored, ownerId: string): Promise<ProcessOutcome> {
  const reason = (await deps.assets.uploader(ownerId)) === asset.uploadedBy ? 'upload' : 'library';
  const merged = reason === 'upload' ? mergedDuplicatesMessage(1) : mergedFromLibraryMessage(1);
  const message = (await restoreMergeTarget(deps.commands, asset, ownerId))
    ? `${merged} ${RESTORED_FROM_ARCHIVE}`
    : merged;
  await workflowStep(deps.commands, asset, { type: 'MergeUpload', existingAssetId: ownerId, reason, message });
  // The bytes live on in the owner; this copy is no longer needed.
  await deps.blobs.delete(asset.location);
  await cleanUp(deps, asset);
  return { status: 'MERGED', children: [] };
}

export async function processUpload(deps: UploadDeps, asset: AssetUpload): Promise<ProcessOutcome> {
  if (asset.status !== 'PROCESSING') {
    // A repeated step whose first run finished the upload (its answer was lost): it ended as it says.
    if (isFinished(asset.status)) return { status: asset.status, children: [] };
    throw new Error(`Upload ${asset.id} is ${asset.status}: it cannot be processed before it is stored`);
  }
  const stored = asset as Stored;
  if (stored.format === 'zip' && stored.unzip) return expand(deps, stored);

  const kind = mediaKind(stored.format);
  const media = await deps.blobs
    .withLocalFile(stored.location, async (file) => ({
      probe: await probeMedia(file, stored.format),
      thumbnail: await makeThumbnail(file, kind),
    }))
    .catch((error: unknown) => {
      throw error instanceof MediaUnreadableError ? unprocessable(PROCESSING_FAILED) : error;
    });
  const owner = await claimAssetHash(deps.commands, stored.partnerId, stored.hash, stored.id);
  if (owner) return mergeInto(deps, stored, owner);

  let thumbLocation: string | null = null;
  if (media.thumbnail) {
    thumbLocation = `thumbnails/${stored.partnerId}/${stored.id}.jpg`;
    await deps.blobs.put(thumbLocation, Readable.from(media.thumbnail), { contentType: 'image/jpeg' });
  }
  const { probe } = media;
  await workflowStep(deps.commands, stored, {
    type: 'RecordUpload',
    details: {
      category: suggestCategory(stored.name),
      kind: probe.kind,
      format: probe.format,
      dimension: probe.width && probe.height ? dimensionText(probe.width, probe.height) : null,
      durationSeconds: probe.durationSeconds,
      thumbLocation,
    },
  });
  await cleanUp(deps, stored);
  return { status: 'DONE', children: [] };
}

/** The staged copy is only needed until the upload is recorded. */
async function cleanUp(deps: UploadDeps, asset: Stored) {
  if (asset.source.kind === 'file') await deps.blobs.delete(asset.source.stagingKey);
}
