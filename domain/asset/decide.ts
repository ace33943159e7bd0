// The asset's commands. Upload steps are run by a workflow that may repeat a step after a crash or a
// restart, so every step is idempotent: repeating it, or running it after the upload ended, changes nothing.
import { DomainError } from '../shared/errors';
import { nameError } from '../shared/validation';
import type { AssetEvent, AssetUploadRequested, AssetUploaded } from './events';
import { FINISHED_STATUSES, type AssetState } from './state';

export const ASSET_NOT_FOUND = 'Single file not found';
export const ASSET_NOT_READY = 'The asset is still being uploaded';
export const LIBRARY_STATUSES = ['new', 'approved', 'rejected'] as const;
export const INVALID_LIBRARY_STATUS = `Status must be one of ${LIBRARY_STATUSES.join(', ')}`;
export const MAX_TAGS = 50;
export const MAX_TAG_LENGTH = 64;
export const INVALID_TAGS = `At most ${MAX_TAGS} tags of at most ${MAX_TAG_LENGTH} characters each`;

export type RequestUpload = { type: 'RequestUpload'; upload: AssetUploadRequested['data'] };
export type StartUpload = { type: 'StartUpload' };
export type StartProcessing = { type: 'StartProcessing'; location: string; size: number; hash: string; format: string };
export type RecordUpload = { type: 'RecordUpload'; details: Omit<AssetUploaded['data'], 'assetId' | 'partnerId'> };
export type MergeUpload = { type: 'MergeUpload'; existingAssetId: string; reason: 'library' | 'upload'; message: string };
export type ExpandZip = { type: 'ExpandZip'; childAssetIds: string[] };
export type FailUpload = { type: 'FailUpload'; status: 'FAILED' | 'URL_FAILED'; message: string };
export type ChangeDetails = { type: 'ChangeDetails'; name?: string; tags?: string[]; status?: string };
export type SetArchived = { type: 'SetArchived'; archived: boolean };
export type SetBusinessNodes = { type: 'SetBusinessNodes'; businessNodes: string[]; additionalNodes: string[] };
export type AssetCommand =
  | RequestUpload
  | StartUpload
  | StartProcessing
  | RecordUpload
  | MergeUpload
  | ExpandZip
  | FailUpload
  | ChangeDetails
  | SetArchived
  | SetBusinessNodes;

export function normalizeTags(tags: string[]): string[] {
  const cleaned = [...new Set(tags.map((t) => t.trim()).filter((t) => t.length > 0))];
  if (cleaned.length > MAX_TAGS || cleaned.some((t) => t.length > MAX_TAG_LENGTH)) throw DomainError.badRequest(INVALID_TAGS, { field: 'tags' });
  return cleaned;
}

type Existing = Exclude<AssetState, { status: 'none' }>;

function uploadStep(command: AssetCommand, state: Existing): AssetEvent[] {
  const assetId = state.id;
  const open = !FINISHED_STATUSES.includes(state.status);
  switch (command.type) {
    case 'StartUpload':
      return state.status === 'PENDING' ? [{ type: 'AssetUploadStarted', data: { assetId } }] : [];
    case 'StartProcessing':
      return state.status === 'PENDING' || state.status === 'UPLOADING'
        ? [{ type: 'AssetProcessingStarted', data: { assetId, location: command.location, size: command.size, hash: command.hash, format: command.format } }]
        : [];
    case 'RecordUpload':
      return state.status === 'PROCESSING' ? [{ type: 'AssetUploaded', data: { assetId, partnerId: state.partnerId, ...command.details } }] : [];
    case 'MergeUpload': {
      const { existingAssetId, reason, message } = command;
      return state.status === 'PROCESSING' ? [{ type: 'AssetMerged', data: { assetId, partnerId: state.partnerId, existingAssetId, reason, message } }] : [];
    }
    case 'ExpandZip':
      return state.status === 'PROCESSING' ? [{ type: 'ZipExpanded', data: { assetId, childAssetIds: command.childAssetIds } }] : [];
    case 'FailUpload':
      return open ? [{ type: 'AssetUploadFailed', data: { assetId, status: command.status, message: command.message } }] : [];
    default:
      return libraryStep(command, state);
  }
}

/** Library changes apply to finished uploads only. */
function libraryStep(command: AssetCommand, state: Existing): AssetEvent[] {
  if (state.status !== 'DONE') throw DomainError.unprocessable(ASSET_NOT_READY);
  const assetId = state.id;
  switch (command.type) {
    case 'ChangeDetails': {
      const data: { assetId: string; name?: string; tags?: string[]; status?: string } = { assetId };
      if (command.name !== undefined && command.name.trimEnd() !== state.name) {
        const error = nameError(command.name);
        if (error) throw DomainError.badRequest(error, { field: 'name' });
        data.name = command.name.trimEnd();
      }
      if (command.tags !== undefined) {
        const tags = normalizeTags(command.tags);
        if (tags.join('\u0000') !== state.tags.join('\u0000')) data.tags = tags;
      }
      if (command.status !== undefined && command.status !== state.libraryStatus) {
        if (!(LIBRARY_STATUSES as readonly string[]).includes(command.status)) throw DomainError.badRequest(INVALID_LIBRARY_STATUS, { field: 'status' });
        data.status = command.status;
      }
      return Object.keys(data).length > 1 ? [{ type: 'AssetDetailsChanged', data }] : [];
    }
    case 'SetArchived':
      if (command.archived === state.archived) return [];
      return [{ type: command.archived ? 'AssetArchived' : 'AssetUnarchived', data: { assetId } }];
    case 'SetBusinessNodes':
      return [{ type: 'AssetBusinessNodesChanged', data: { assetId, businessNodes: command.businessNodes, additionalNodes: command.additionalNodes } }];
    default:
      return [];
  }
}

export function decideAsset(command: AssetCommand, state: AssetState): AssetEvent[] {
  if (command.type === 'RequestUpload') {
    if (state.status !== 'none') return [];
    return [{ type: 'AssetUploadRequested', data: { ...command.upload, tags: normalizeTags(command.upload.tags) } }];
  }
  if (state.status === 'none') throw DomainError.notFound(ASSET_NOT_FOUND);
  return uploadStep(command, state);
}
