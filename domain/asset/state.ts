import type { AssetEvent, UploadSource } from './events';

/** What an upload ends as: a library asset (DONE), merged into the one holding its bytes, a zip expanded, or failed. */
export type FinishedStatus = 'DONE' | 'MERGED' | 'EXPANDED' | 'FAILED' | 'URL_FAILED';
/** PENDING → UPLOADING → PROCESSING → DONE | MERGED | EXPANDED | FAILED | URL_FAILED (spec 1 §3, §4). */
type AssetStatus = 'PENDING' | 'UPLOADING' | 'PROCESSING' | FinishedStatus;
export const FINISHED_STATUSES: readonly AssetStatus[] = ['DONE', 'MERGED', 'EXPANDED', 'FAILED', 'URL_FAILED'];
export const isFinished = (status: AssetStatus): status is FinishedStatus => FINISHED_STATUSES.includes(status);

export type AssetState =
  | { status: 'none' }
  | {
      status: AssetStatus;
      id: string;
      partnerId: string;
      uploadedBy: string;
      uploadId: string;
      name: string;
      format: string;
      source: UploadSource;
      parentId: string | null;
      unzip: boolean;
      location: string | null;
      hash: string | null;
      size: number | null;
      tags: string[];
      businessNodes: string[];
      additionalNodes: string[];
      libraryStatus: string;
      archived: boolean;
    };

/** An asset whose upload was requested: every state but 'none'. */
export type AssetUpload = Exclude<AssetState, { status: 'none' }>;

export const initialAssetState = (): AssetState => ({ status: 'none' });

export function evolveAsset(state: AssetState, event: AssetEvent): AssetState {
  if (event.type === 'AssetUploadRequested') {
    const d = event.data;
    return {
      status: 'PENDING',
      id: d.assetId,
      partnerId: d.partnerId,
      uploadedBy: d.uploadedBy,
      uploadId: d.uploadId,
      name: d.name,
      format: d.format,
      source: d.source,
      parentId: d.parentId,
      unzip: d.unzip,
      location: null,
      hash: null,
      size: d.size,
      tags: d.tags,
      businessNodes: d.businessNodes,
      additionalNodes: [],
      libraryStatus: 'new',
      archived: false,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'AssetUploadStarted':
      return { ...state, status: 'UPLOADING' };
    case 'AssetProcessingStarted':
      return {
        ...state,
        status: 'PROCESSING',
        location: event.data.location,
        size: event.data.size,
        hash: event.data.hash,
        format: event.data.format,
      };
    case 'AssetUploaded':
      return { ...state, status: 'DONE', format: event.data.format };
    case 'AssetMerged':
      return { ...state, status: 'MERGED' };
    case 'ZipExpanded':
      return { ...state, status: 'EXPANDED' };
    case 'AssetUploadFailed':
      return { ...state, status: event.data.status };
    case 'AssetDetailsChanged':
      return {
        ...state,
        name: event.data.name ?? state.name,
        tags: event.data.tags ?? state.tags,
        libraryStatus: event.data.status ?? state.libraryStatus,
      };
    case 'AssetArchived':
      return { ...state, archived: true };
    case 'AssetUnarchived':
      return { ...state, archived: false };
    case 'AssetBusinessNodesChanged':
    case 'AssetMovedToNode':
      return { ...state, businessNodes: event.data.businessNodes, additionalNodes: event.data.additionalNodes };
  }
}
