// The export's commands. Asking records what goes where; the workflow then records each file's upload to each
// destination (begun, finished or failed) and the outcome, each only once: a retried activity or a rerun of the
// workflow records nothing twice, and a settled upload is never begun again.
import { DomainError } from '../shared/errors';
import type { ExportEvent } from './events';
import { EXPORT_EXISTS, EXPORT_NOT_FOUND } from './messages';
import { destinationStateOf, uploadKey, type ExportFacts, type ExportState } from './state';

export type RequestExport = { type: 'RequestExport'; export: ExportFacts; at: string };
export type StartUpload = { type: 'StartUpload'; connectionId: string; fileId: string; at: string };
export type RecordUploaded = {
  type: 'RecordUploaded';
  connectionId: string;
  fileId: string;
  bytes: number;
  skipped: boolean;
  at: string;
};
export type RecordUploadFailed = {
  type: 'RecordUploadFailed';
  connectionId: string;
  fileId: string;
  reason: string;
  at: string;
};
export type FinishExport = { type: 'FinishExport'; at: string };
export type ExportCommand = RequestExport | StartUpload | RecordUploaded | RecordUploadFailed | FinishExport;

function onExport(state: ExportState, command: { connectionId?: string; fileId?: string }) {
  const facts = state.export;
  if (!facts) throw DomainError.notFound(EXPORT_NOT_FOUND);
  if (command.connectionId && !facts.destinations.some((d) => d.connectionId === command.connectionId))
    throw DomainError.notFound(EXPORT_NOT_FOUND);
  if (command.fileId && !facts.files.some((f) => f.fileId === command.fileId))
    throw DomainError.notFound(EXPORT_NOT_FOUND);
  return { exportId: facts.exportId, campaignId: facts.campaignId };
}

export function decideExport(command: ExportCommand, state: ExportState): ExportEvent[] {
  switch (command.type) {
    case 'RequestExport':
      if (state.export) throw DomainError.conflict(EXPORT_EXISTS);
      return [{ type: 'ExportRequested', data: { ...command.export, at: command.at } }];
    case 'StartUpload': {
      const on = onExport(state, command);
      if (state.status !== 'IN_PROGRESS' || state.uploads[uploadKey(command.connectionId, command.fileId)]) return [];
      const { connectionId, fileId, at } = command;
      return [{ type: 'ExportUploadStarted', data: { ...on, connectionId, fileId, at } }];
    }
    case 'RecordUploaded': {
      const on = onExport(state, command);
      const upload = state.uploads[uploadKey(command.connectionId, command.fileId)];
      if (state.status !== 'IN_PROGRESS' || upload?.state === 'FINISHED' || upload?.state === 'FAILED') return [];
      const { type: _type, ...uploaded } = command;
      return [{ type: 'ExportFileUploaded', data: { ...on, ...uploaded } }];
    }
    case 'RecordUploadFailed': {
      const on = onExport(state, command);
      const upload = state.uploads[uploadKey(command.connectionId, command.fileId)];
      if (state.status !== 'IN_PROGRESS' || upload?.state === 'FINISHED' || upload?.state === 'FAILED') return [];
      const { type: _type, ...failed } = command;
      return [{ type: 'ExportFileFailed', data: { ...on, ...failed } }];
    }
    case 'FinishExport': {
      const on = onExport(state, {});
      if (state.status !== 'IN_PROGRESS') return [];
      const states = state.export!.destinations.map((d) => destinationStateOf(state, d.connectionId));
      const status = states.every((s) => s === 'success') ? 'SUCCEED' : 'FAILED';
      return [{ type: 'ExportFinished', data: { ...on, status, at: command.at } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown export command ${JSON.stringify(unknown)}`);
    }
  }
}
