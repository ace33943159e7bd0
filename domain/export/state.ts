// An export as its commands see it: what was asked, each file's upload to each destination, and the outcome. The
// destination's state and the progress are derived from the uploads, as the read model derives them.
import type { DestinationState, ExportEvent, ExportJobState, ExportRequested, UploadState } from './events';

export type ExportFacts = Omit<ExportRequested['data'], 'at'>;

export interface UploadRecord {
  state: UploadState;
  reason: string | null;
}

export interface ExportState {
  export: ExportFacts | null;
  status: ExportJobState;
  /** By `uploadKey(connectionId, fileId)`; a file not yet begun has none. */
  uploads: Record<string, UploadRecord>;
}

export const uploadKey = (connectionId: string, fileId: string) => `${connectionId}/${fileId}`;

export const initialExportState = (): ExportState => ({ export: null, status: 'IN_PROGRESS', uploads: {} });

export function evolveExport(state: ExportState, event: ExportEvent): ExportState {
  switch (event.type) {
    case 'ExportRequested': {
      const { at: _at, ...facts } = event.data;
      return { ...state, export: facts, status: 'IN_PROGRESS' };
    }
    case 'ExportUploadStarted':
    case 'ExportFileUploaded':
    case 'ExportFileFailed': {
      const { connectionId, fileId } = event.data;
      const upload: UploadRecord =
        event.type === 'ExportUploadStarted'
          ? { state: 'UPLOADING', reason: null }
          : event.type === 'ExportFileUploaded'
            ? { state: 'FINISHED', reason: null }
            : { state: 'FAILED', reason: event.data.reason };
      return { ...state, uploads: { ...state.uploads, [uploadKey(connectionId, fileId)]: upload } };
    }
    case 'ExportFinished':
      return { ...state, status: event.data.status };
  }
}

const settled = (upload: UploadRecord | undefined) => upload?.state === 'FINISHED' || upload?.state === 'FAILED';

/**
 * A destination's state (spec 3 §4): notsend before its first upload began, pending while any file is not settled,
 * success once every file FINISHED there, failed once every file settled and one FAILED.
 */
export function destinationState(
  fileIds: readonly string[],
  uploadOf: (fileId: string) => UploadRecord | undefined,
): DestinationState {
  const uploads = fileIds.map(uploadOf);
  if (uploads.every((u) => u === undefined)) return 'notsend';
  if (!uploads.every(settled)) return 'pending';
  return uploads.some((u) => u?.state === 'FAILED') ? 'failed' : 'success';
}

export function destinationStateOf(state: ExportState, connectionId: string): DestinationState {
  const files = state.export?.files.map((f) => f.fileId) ?? [];
  return destinationState(files, (fileId) => state.uploads[uploadKey(connectionId, fileId)]);
}

/** Uploads settled of all (files × destinations), 0 to 100. */
export function exportProgress(state: ExportState): number {
  const facts = state.export;
  const total = facts ? facts.files.length * facts.destinations.length : 0;
  if (total === 0) return state.status === 'IN_PROGRESS' ? 0 : 100;
  const done = Object.values(state.uploads).filter(settled).length;
  return Math.floor((done * 100) / total);
}
