// One stream per export, `Export-<exportId>` (issue 22 §2; spec 3 §4 "Cloud export job"): which assets, creatives or
// templates go to which of their nodes' cloud storage connections, the files each is made of (fixed when asked, so a
// retried or rerun workflow uploads the same list), and each file's upload to each destination. Events carry
// `campaignId` (creatives) so the audit trail files them under the campaign. No secret is ever in an event: the
// connector's is opened inside the upload activity only.
import type { ExportableEntityType } from '../node-storage/events';

export const EXPORT_JOB_STATES = ['IN_PROGRESS', 'SUCCEED', 'FAILED'] as const;
export type ExportJobState = (typeof EXPORT_JOB_STATES)[number];
export const DESTINATION_STATES = ['notsend', 'pending', 'success', 'failed'] as const;
export type DestinationState = (typeof DESTINATION_STATES)[number];
export const UPLOAD_STATES = ['UPLOADING', 'FINISHED', 'FAILED'] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

/** Where a file's bytes come from: a blob of the product's store, or a short text made when the export was asked. */
export type ExportSource = { blobKey: string } | { text: string };

export interface ExportFile {
  fileId: string;
  entityId: string;
  /** The file's name within its entity's folder. */
  name: string;
  source: ExportSource;
  bytes: number;
}

export interface ExportDestination {
  connectionId: string;
  nodeId: string;
  storageId: string;
  storageName: string;
  /** The node connection's path under the connector's prefix ('' for its root). */
  path: string;
}

export interface ExportEntity {
  id: string;
  name: string;
}

interface OnExport {
  exportId: string;
  campaignId: string | null;
}

export type ExportRequested = {
  type: 'ExportRequested';
  data: OnExport & {
    partnerId: string;
    entityType: ExportableEntityType;
    entities: ExportEntity[];
    files: ExportFile[];
    destinations: ExportDestination[];
    requestedBy: string;
    at: string;
  };
};
/** A file's upload to a destination began (spec 3 §4 upload state UPLOADING). */
export type ExportUploadStarted = {
  type: 'ExportUploadStarted';
  data: OnExport & { connectionId: string; fileId: string; at: string };
};
/** FINISHED: written, or found already there with the same size and source (`skipped`). */
export type ExportFileUploaded = {
  type: 'ExportFileUploaded';
  data: OnExport & { connectionId: string; fileId: string; bytes: number; skipped: boolean; at: string };
};
export type ExportFileFailed = {
  type: 'ExportFileFailed';
  data: OnExport & { connectionId: string; fileId: string; reason: string; at: string };
};
/** Every destination settled: SUCCEED when every file reached every destination, else FAILED. */
export type ExportFinished = {
  type: 'ExportFinished';
  data: OnExport & { status: Exclude<ExportJobState, 'IN_PROGRESS'>; at: string };
};

export type ExportEvent =
  ExportRequested | ExportUploadStarted | ExportFileUploaded | ExportFileFailed | ExportFinished;
