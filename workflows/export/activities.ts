// The export workflow's activities (issue 22 §2). Each destination is one activity: it opens the connector's secret
// (only here: never into an event, a log or an answer), then uploads the export's files one after the other, each
// to its deterministic key (domain/export/keys.ts): a small one in one put, a large one streamed from the blob store
// in parts (platforms/cloud-storage/parts.ts). Before writing, it asks the bucket what the key holds: an object of the
// same size put from the same source (`varia-source` metadata, a hash of the blob key, which the product never
// rewrites, or of the text) is the file already delivered, by an attempt a killed worker did not get to record. A
// file in parts is heartbeaten with its platform's resume handle after each part the store holds, and the next
// attempt on the same file and key sends only the parts the store does not hold. So a retry uploads nothing twice
// (but the part in flight) and misses nothing. Every step reads the export's stream first and records nothing twice.
import { createHash } from 'node:crypto';
import { ApplicationFailure, Context } from '@temporalio/activity';
import { BlobNotFoundError, type BlobStore } from '../../commands/blob-store/port';
import { CLOUD_STORAGE_SECRET, cloudStorageSecretOwner } from '../../commands/cloud-storage';
import {
  loadConnector,
  loadExport,
  recordExportStep,
  sendExportNotice,
  type ExportWorkflowDeps,
} from '../../commands/exports';
import { noticeRecipients, type SubscribersOf } from '../shared/subscribers';
import type { StorageType } from '../../domain/cloud-storage';
import {
  destinationStateOf,
  EXPORT_NOT_FOUND,
  exportKey,
  uploadKey,
  type DestinationState,
  type ExportFacts,
  type ExportFile,
  type ExportJobState,
  type ExportState,
} from '../../domain/export';
import type { BucketPlatform, CloudBucket, ResumeHandle } from '../../platforms/cloud-storage/bucket';
import { PART_SIZE, putInParts } from '../../platforms/cloud-storage/parts';
import { PLATFORMS } from '../../platforms/cloud-storage/probe';
import type { SecretOpener } from '../platform-account';
import { endpointRefusal } from '../shared/public-endpoint';

export interface ExportDeps {
  commands: ExportWorkflowDeps;
  blobs: BlobStore;
  /** Opens a connector's sealed secret (commands/secrets/secret-store.ts); only the upload activity calls it. */
  secrets: SecretOpener;
  /** The platforms' SDK adapters; the real ones unless a test gives others. */
  buckets?: Record<StorageType, BucketPlatform>;
  /** Whether a connector's endpoint may be a private address (ALLOW_PRIVATE_LINKS; shared/public-endpoint.ts). */
  allowPrivateLinks: boolean;
  /** Endpoints let through though not public: the product's own local bucket (runtime/local-bucket.ts). */
  trustedEndpoints?: readonly string[];
  /** How long a destination's upload may go without a heartbeat before another worker takes it (30 s). */
  heartbeatTimeoutMs?: number;
  /** Who besides the asker hears how an export ended (../shared/subscribers.ts). */
  subscribersOf: SubscribersOf;
}

export interface ExportTarget {
  exportId: string;
}
export interface DestinationTarget extends ExportTarget {
  connectionId: string;
}

export const exportWorkflowId = (target: ExportTarget) => `export-${target.exportId}`;

export const CONNECTOR_GONE = 'The cloud storage connector was deleted';
export const FILE_GONE = 'The file is no longer in the library';
const DEFAULT_HEARTBEAT_MS = 30_000;

/** What an object put by an export is recognised by: a hash of where its bytes came from. */
export const sourceOf = (file: Pick<ExportFile, 'source'>) =>
  createHash('sha256')
    .update('blobKey' in file.source ? `blob:${file.source.blobKey}` : `text:${file.source.text}`)
    .digest('hex');

/** What a destination's upload heartbeats: the file and key it is on and, for one in parts, how to resume it. */
export interface UploadProgress {
  fileId: string;
  key: string;
  resume: ResumeHandle | null;
  /** The bytes of the file the store holds. */
  offset: number;
}

/** The resume handle the last attempt heartbeated for this file at this key, if any. */
function resumeOf(last: unknown, fileId: string, key: string): ResumeHandle | null {
  const progress = last as Partial<UploadProgress> | undefined;
  return progress?.fileId === fileId && progress.key === key ? (progress.resume ?? null) : null;
}

export function createExportActivities(deps: ExportDeps) {
  const buckets = deps.buckets ?? PLATFORMS;
  const load = (target: ExportTarget) => loadExport(deps.commands, target.exportId, exportWorkflowId(target));
  const factsOf = (state: ExportState): ExportFacts => {
    if (!state.export) throw ApplicationFailure.nonRetryable(EXPORT_NOT_FOUND, 'ExportNotFound');
    return state.export;
  };
  const record = (facts: ExportFacts, target: ExportTarget, command: Parameters<typeof recordExportStep>[3]) =>
    recordExportStep(deps.commands, facts, exportWorkflowId(target), command);

  /** The destination's bucket, its secret opened here and handed to the SDK only. */
  async function openBucket(facts: ExportFacts, storageId: string, workflowId: string): Promise<CloudBucket> {
    const storage = await loadConnector(deps.commands, facts.partnerId, storageId, workflowId);
    if (storage.status !== 'active' || !storage.settings || !storage.secret)
      throw ApplicationFailure.nonRetryable(CONNECTOR_GONE, 'ConnectorGone');
    const refused = deps.allowPrivateLinks
      ? null
      : await endpointRefusal(storage.settings.connectionConfig.endpoint, undefined, deps.trustedEndpoints);
    if (refused) throw ApplicationFailure.nonRetryable(refused, 'EndpointNotPublic');
    const secret = await deps.secrets.open(cloudStorageSecretOwner(storageId), CLOUD_STORAGE_SECRET, storage.secret);
    return buckets[storage.settings.storageType].open(storage.settings, secret);
  }

  /**
   * One file to one bucket: skipped when the key already holds it, else put whole or, from PART_SIZE on, in parts
   * taken up from the handle the last attempt heartbeated for it. Answers the bytes of the file.
   */
  async function deliver(bucket: CloudBucket, key: string, file: ExportFile, signal: AbortSignal) {
    const context = Context.current();
    const source = sourceOf(file);
    const blobKey = 'blobKey' in file.source ? file.source.blobKey : null;
    const size =
      'text' in file.source ? Buffer.byteLength(file.source.text) : ((await deps.blobs.stat(blobKey!))?.size ?? null);
    if (size === null) throw new BlobNotFoundError(blobKey ?? key);
    const there = await bucket.head(key, signal);
    if (there && there.size === size && there.source === source) return { bytes: size, skipped: true };
    if ('text' in file.source) await bucket.put(key, Buffer.from(file.source.text), signal, source);
    else if (size < PART_SIZE)
      await bucket.put(key, Buffer.concat(await (await deps.blobs.open(blobKey!)).toArray()), signal, source);
    else
      await putInParts(bucket, {
        key,
        size,
        source,
        resume: resumeOf(context.info.heartbeatDetails, file.fileId, key),
        read: (offset) => deps.blobs.open(blobKey!, offset),
        confirmed: (resume, offset) =>
          context.heartbeat({ fileId: file.fileId, key, resume, offset } satisfies UploadProgress),
        signal,
      });
    return { bytes: size, skipped: false };
  }

  return {
    /** 'go' with the destinations and the heartbeat timeout, or the outcome of an export already settled. */
    async beginExport(
      target: ExportTarget,
    ): Promise<{ status: 'go'; connectionIds: string[]; heartbeatTimeoutMs: number } | { status: ExportJobState }> {
      const state = await load(target);
      const facts = factsOf(state);
      if (state.status !== 'IN_PROGRESS') return { status: state.status };
      await sendExportNotice(deps.commands, facts, exportWorkflowId(target), [facts.requestedBy], 'started');
      return {
        status: 'go',
        connectionIds: facts.destinations.map((d) => d.connectionId),
        heartbeatTimeoutMs: deps.heartbeatTimeoutMs ?? DEFAULT_HEARTBEAT_MS,
      };
    },

    /** Uploads every file not yet settled at this destination; answers the destination's state. */
    async exportToDestination(target: DestinationTarget): Promise<DestinationState> {
      const context = Context.current();
      const workflowId = exportWorkflowId(target);
      const state = await load(target);
      const facts = factsOf(state);
      const destination = facts.destinations.find((d) => d.connectionId === target.connectionId);
      if (!destination) throw ApplicationFailure.nonRetryable(EXPORT_NOT_FOUND, 'ExportNotFound');
      const open = facts.files.filter((f) => {
        const upload = state.uploads[uploadKey(destination.connectionId, f.fileId)];
        return upload?.state !== 'FINISHED' && upload?.state !== 'FAILED';
      });
      if (open.length === 0) return destinationStateOf(state, destination.connectionId);
      const bucket = await openBucket(facts, destination.storageId, workflowId);
      const { connectionId } = destination;
      for (const file of open) {
        const key = exportKey(destination.path, facts.entityType, file.entityId, file.name);
        // Keeps the last attempt's handle for this file: this beat may be the last the server gets before a kill.
        const resume = resumeOf(context.info.heartbeatDetails, file.fileId, key);
        context.heartbeat({ fileId: file.fileId, key, resume, offset: 0 } satisfies UploadProgress);
        await record(facts, target, { type: 'StartUpload', connectionId, fileId: file.fileId, at: now() });
        try {
          const { bytes, skipped } = await deliver(bucket, key, file, context.cancellationSignal);
          await record(facts, target, {
            type: 'RecordUploaded',
            connectionId,
            fileId: file.fileId,
            bytes,
            skipped,
            at: now(),
          });
        } catch (error) {
          // A file gone from the blob store fails alone; the bucket's refusals and the network fail the attempt.
          if (!(error instanceof BlobNotFoundError)) throw error;
          await record(facts, target, {
            type: 'RecordUploadFailed',
            connectionId,
            fileId: file.fileId,
            reason: FILE_GONE,
            at: now(),
          });
        }
      }
      return destinationStateOf(await load(target), connectionId);
    },

    /** A destination whose uploads failed every try: its files not settled are FAILED with the reason. */
    async failDestination(target: DestinationTarget, reason: string): Promise<void> {
      const state = await load(target);
      const facts = factsOf(state);
      for (const file of facts.files) {
        const command = { connectionId: target.connectionId, fileId: file.fileId, at: now() };
        await record(facts, target, { type: 'RecordUploadFailed', ...command, reason });
      }
    },

    /** Records the outcome once every destination settled, and tells the user (a failure per failed destination). */
    async finishExport(target: ExportTarget): Promise<ExportJobState> {
      await record(factsOf(await load(target)), target, { type: 'FinishExport', at: now() });
      const state = await load(target);
      const facts = factsOf(state);
      const workflowId = exportWorkflowId(target);
      // The subscribers of the campaign's nodes and of the nodes whose storage received the files.
      const recipients = await noticeRecipients(deps.subscribersOf, facts.requestedBy, {
        campaignId: facts.campaignId,
        nodeIds: facts.destinations.map((d) => d.nodeId),
      });
      if (state.status === 'SUCCEED') await sendExportNotice(deps.commands, facts, workflowId, recipients, 'finished');
      for (const destination of facts.destinations)
        if (destinationStateOf(state, destination.connectionId) !== 'success')
          await sendExportNotice(deps.commands, facts, workflowId, recipients, 'failed', destination);
      return state.status;
    },
  };
}

const now = () => new Date().toISOString();

export type ExportActivities = ReturnType<typeof createExportActivities>;
