// The asset's commands. Upload steps are run by a workflow that may repeat a step after a crash or a
// restart, so every step is idempotent: repeating it, or running it after the upload ended, changes nothing.
import { DomainError } from '../shared/errors';
import { nameError, sameList } from '../shared/validation';
import type { AssetDetailsChanged, AssetEvent, AssetUploadRequested, AssetUploaded } from './events';
import { FINISHED_STATUSES, type AssetState, type AssetUpload } from './state';

export const ASSET_NOT_FOUND = 'Single file not found';
export const ASSET_NOT_READY = 'The asset is still being uploaded';
export const LIBRARY_STATUSES = ['new', 'approved', 'rejected'] as const;
export type LibraryStatus = (typeof LIBRARY_STATUSES)[number];
export const INVALID_LIBRARY_STATUS = `Status must be one of ${LIBRARY_STATUSES.join(', ')}`;
export const MAX_TAGS = 50;
export const MAX_TAG_LENGTH = 64;
export const INVALID_TAGS = `At most ${MAX_TAGS} tags of at most ${MAX_TAG_LENGTH} characters each`;

export type RequestUpload = { type: 'RequestUpload'; upload: AssetUploadRequested['data'] };
/** An upload refused as it is requested (a zip entry of a type the library does not take): a row that says why. */
export type RefuseUpload = { type: 'RefuseUpload'; upload: AssetUploadRequested['data']; message: string };
export type StartUpload = { type: 'StartUpload' };
export type StartProcessing = { type: 'StartProcessing'; location: string; size: number; hash: string; format: string };
export type RecordUpload = { type: 'RecordUpload'; details: Omit<AssetUploaded['data'], 'assetId' | 'partnerId'> };
export type MergeUpload = {
  type: 'MergeUpload';
  existingAssetId: string;
  reason: 'library' | 'upload';
  message: string;
};
/** Run on the asset an upload merges into: the upload named here brings it back from the archive. */
export type RestoreByUpload = { type: 'RestoreByUpload'; upload: { assetId: string; uploadedBy: string } };
export type ExpandZip = { type: 'ExpandZip'; childAssetIds: string[] };
export type FailUpload = { type: 'FailUpload'; status: 'FAILED' | 'URL_FAILED'; message: string };
export type ChangeDetails = { type: 'ChangeDetails'; name?: string; tags?: string[]; status?: string };
export type SetArchived = { type: 'SetArchived'; archived: boolean };
export type SetBusinessNodes = { type: 'SetBusinessNodes'; businessNodes: string[]; additionalNodes: string[] };
export type AssetCommand =
  | RequestUpload
  | RefuseUpload
  | StartUpload
  | StartProcessing
  | RecordUpload
  | MergeUpload
  | RestoreByUpload
  | ExpandZip
  | FailUpload
  | ChangeDetails
  | SetArchived
  | SetBusinessNodes;

function normalizeTags(tags: string[]): string[] {
  const cleaned = [...new Set(tags.map((t) => t.trim()).filter((t) => t.length > 0))];
  if (cleaned.length > MAX_TAGS || cleaned.some((t) => t.length > MAX_TAG_LENGTH))
    throw DomainError.badRequest(INVALID_TAGS, { field: 'tags' });
  return cleaned;
}

// ---- The upload lifecycle (run by the upload workflow) ----

/** A repeated request (a zip expanded again after a crash) changes nothing. */
function requestUpload(command: RequestUpload, state: AssetState): AssetEvent[] {
  if (state.status !== 'none') return [];
  return [{ type: 'AssetUploadRequested', data: { ...command.upload, tags: normalizeTags(command.upload.tags) } }];
}

/** Requested and failed in one append, so no workflow ever sees it open; repeated, it changes nothing. */
function refuseUpload({ upload, message }: RefuseUpload, state: AssetState): AssetEvent[] {
  if (state.status !== 'none') return [];
  return [
    ...requestUpload({ type: 'RequestUpload', upload }, state),
    { type: 'AssetUploadFailed', data: { assetId: upload.assetId, status: 'FAILED', message } },
  ];
}

function startUpload(state: AssetUpload): AssetEvent[] {
  return state.status === 'PENDING' ? [{ type: 'AssetUploadStarted', data: { assetId: state.id } }] : [];
}

function startProcessing({ location, size, hash, format }: StartProcessing, state: AssetUpload): AssetEvent[] {
  if (state.status !== 'PENDING' && state.status !== 'UPLOADING') return [];
  return [{ type: 'AssetProcessingStarted', data: { assetId: state.id, location, size, hash, format } }];
}

function recordUpload(command: RecordUpload, state: AssetUpload): AssetEvent[] {
  if (state.status !== 'PROCESSING') return [];
  return [{ type: 'AssetUploaded', data: { assetId: state.id, partnerId: state.partnerId, ...command.details } }];
}

function mergeUpload({ existingAssetId, reason, message }: MergeUpload, state: AssetUpload): AssetEvent[] {
  if (state.status !== 'PROCESSING') return [];
  return [
    { type: 'AssetMerged', data: { assetId: state.id, partnerId: state.partnerId, existingAssetId, reason, message } },
  ];
}

/** Whoever uploads the bytes of an archived asset wants them in the library: the upload restores it. */
function restoreByUpload({ upload }: RestoreByUpload, state: AssetUpload): AssetEvent[] {
  if (!state.archived) return [];
  return [{ type: 'AssetUnarchived', data: { assetId: state.id, byUpload: upload } }];
}

function expandZip(command: ExpandZip, state: AssetUpload): AssetEvent[] {
  if (state.status !== 'PROCESSING') return [];
  return [{ type: 'ZipExpanded', data: { assetId: state.id, childAssetIds: command.childAssetIds } }];
}

/** Any open upload may fail; one that already ended keeps its outcome. */
function failUpload({ status, message }: FailUpload, state: AssetUpload): AssetEvent[] {
  if (FINISHED_STATUSES.includes(state.status)) return [];
  return [{ type: 'AssetUploadFailed', data: { assetId: state.id, status, message } }];
}

// ---- The library asset (people's edits) ----

/** Library changes apply to finished uploads only; a merged, expanded or failed upload is no library asset. */
function libraryAsset(state: AssetUpload): AssetUpload {
  if (state.status === 'DONE') return state;
  if (FINISHED_STATUSES.includes(state.status)) throw DomainError.notFound(ASSET_NOT_FOUND);
  throw DomainError.unprocessable(ASSET_NOT_READY);
}

function changeDetails(command: ChangeDetails, state: AssetUpload): AssetEvent[] {
  const data: AssetDetailsChanged['data'] = { assetId: state.id };
  if (command.name !== undefined && command.name.trimEnd() !== state.name) {
    const error = nameError(command.name);
    if (error) throw DomainError.badRequest(error, { field: 'name' });
    data.name = command.name.trimEnd();
  }
  if (command.tags !== undefined) {
    const tags = normalizeTags(command.tags);
    if (!sameList(tags, state.tags)) data.tags = tags;
  }
  if (command.status !== undefined && command.status !== state.libraryStatus) {
    if (!(LIBRARY_STATUSES as readonly string[]).includes(command.status))
      throw DomainError.badRequest(INVALID_LIBRARY_STATUS, { field: 'status' });
    data.status = command.status;
  }
  return Object.keys(data).length > 1 ? [{ type: 'AssetDetailsChanged', data }] : [];
}

function setArchived(command: SetArchived, state: AssetUpload): AssetEvent[] {
  if (command.archived === state.archived) return [];
  return [{ type: command.archived ? 'AssetArchived' : 'AssetUnarchived', data: { assetId: state.id } }];
}

function setBusinessNodes({ businessNodes, additionalNodes }: SetBusinessNodes, state: AssetUpload): AssetEvent[] {
  if (sameList(businessNodes, state.businessNodes) && sameList(additionalNodes, state.additionalNodes)) return [];
  return [{ type: 'AssetBusinessNodesChanged', data: { assetId: state.id, businessNodes, additionalNodes } }];
}

export function decideAsset(command: AssetCommand, state: AssetState): AssetEvent[] {
  if (command.type === 'RequestUpload') return requestUpload(command, state);
  if (command.type === 'RefuseUpload') return refuseUpload(command, state);
  if (state.status === 'none') throw DomainError.notFound(ASSET_NOT_FOUND);
  switch (command.type) {
    case 'StartUpload':
      return startUpload(state);
    case 'StartProcessing':
      return startProcessing(command, state);
    case 'RecordUpload':
      return recordUpload(command, state);
    case 'MergeUpload':
      return mergeUpload(command, state);
    case 'RestoreByUpload':
      return restoreByUpload(command, state);
    case 'ExpandZip':
      return expandZip(command, state);
    case 'FailUpload':
      return failUpload(command, state);
    case 'ChangeDetails':
      return changeDetails(command, libraryAsset(state));
    case 'SetArchived':
      return setArchived(command, libraryAsset(state));
    case 'SetBusinessNodes':
      return setBusinessNodes(command, libraryAsset(state));
    default: {
      const unknown: never = command;
      throw new Error(`Unknown asset command ${JSON.stringify(unknown)}`);
    }
  }
}
