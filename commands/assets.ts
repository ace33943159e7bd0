// Asset commands from people (upload requests, library edits) and from the upload workflow (its steps).
import {
  ASSET_NOT_FOUND,
  AssetAggregate,
  decideAsset,
  type AssetCommand,
  type AssetEvent,
  type AssetState,
  type AssetUploadRequested,
} from '../domain/asset';
import { can, WRONG_ROLES_MESSAGE } from '../domain/roles';
import { DomainError } from '../domain/shared/errors';
import { assertNodesAllowed, scopedAsset } from './asset-scope';
import { assertGroup, assertPartnerScope } from './authorization';
import { eventContext, type CommandContext, type EventContext } from './context';
import { WrongExpectedRevisionError } from './event-store/port';
import { execute } from './execute';
import type { CommandDeps } from './deps';

export type UploadRequest = Omit<AssetUploadRequested['data'], 'partnerId' | 'uploadedBy'>;

/** The upload workflow's commands need the event store only: they consult no read model. */
export type WorkflowCommandDeps = Pick<CommandDeps, 'store'>;

/** Checks a whole upload call before anything is kept: role, partner, nodes, parent. */
export async function authorizeUpload(
  deps: CommandDeps,
  context: CommandContext,
  partnerId: string,
  nodeIds: string[],
  parentId: string | null,
) {
  assertGroup(context.actor, 'ADMINS_AND_SELF_SERVICE');
  if (!can(context.actor.role, 'upload')) throw DomainError.notAllowed(WRONG_ROLES_MESSAGE);
  assertPartnerScope(context.actor, partnerId);
  await assertNodesAllowed(deps.lookups, context.actor, partnerId, nodeIds);
  if (parentId !== null) {
    const parent = await scopedAsset(deps.lookups, context.actor, parentId);
    if (parent.partnerId !== partnerId) throw DomainError.notFound(ASSET_NOT_FOUND);
  }
}

/** Records accepted uploads (already authorized and staged); returns the last position appended. */
export function requestUploads(
  deps: CommandDeps,
  context: CommandContext,
  partnerId: string,
  uploads: UploadRequest[],
) {
  return recordRequests(deps, eventContext(context, partnerId), partnerId, context.actor.userId, uploads);
}

/** The files of an expanded zip become uploads of their own, on behalf of whoever uploaded the zip. */
export function requestZipEntries(
  deps: WorkflowCommandDeps,
  zip: { id: string; partnerId: string; uploadedBy: string },
  uploads: UploadRequest[],
) {
  return recordRequests(deps, workflowContext(zip.id, zip.partnerId), zip.partnerId, zip.uploadedBy, uploads);
}

async function recordRequests(
  deps: WorkflowCommandDeps,
  context: EventContext,
  partnerId: string,
  uploadedBy: string,
  uploads: UploadRequest[],
) {
  let position: number | null = null;
  for (const upload of uploads) {
    const result = await execute(deps.store, AssetAggregate, upload.assetId, context, (state) =>
      decideAsset({ type: 'RequestUpload', upload: { ...upload, partnerId, uploadedBy } }, state),
    );
    position = result.position ?? position;
  }
  return { position };
}

const WORKFLOW_ACTOR = { userId: 'upload-workflow', role: 'SYSTEM' } as const;

/** Zip entries of a type the library does not take: each a FAILED upload row with the reason. */
export async function refuseZipEntries(
  deps: WorkflowCommandDeps,
  zip: { id: string; partnerId: string; uploadedBy: string },
  uploads: UploadRequest[],
  message: string,
) {
  for (const upload of uploads) {
    await execute(deps.store, AssetAggregate, upload.assetId, workflowContext(zip.id, zip.partnerId), (state) =>
      decideAsset(
        { type: 'RefuseUpload', upload: { ...upload, partnerId: zip.partnerId, uploadedBy: zip.uploadedBy }, message },
        state,
      ),
    );
  }
}

function workflowContext(assetId: string, partnerId: string): EventContext {
  return { actor: WORKFLOW_ACTOR, partnerId, correlationId: `upload-${assetId}`, now: () => new Date() };
}

/** The asset as its own stream tells it (the read model may lag a step behind a workflow). */
export async function loadAsset(deps: WorkflowCommandDeps, assetId: string): Promise<AssetState> {
  const events = await deps.store.readStream(`${AssetAggregate.streamPrefix}-${assetId}`);
  return events.reduce(
    (state, e) => AssetAggregate.evolve(state, e as unknown as AssetEvent),
    AssetAggregate.initialState(),
  );
}

async function onAsset(deps: CommandDeps, context: CommandContext, assetId: string, command: AssetCommand) {
  const asset = await scopedAsset(deps.lookups, context.actor, assetId);
  return execute(deps.store, AssetAggregate, assetId, eventContext(context, asset.partnerId), (state) =>
    decideAsset(command, state),
  );
}

/** Decides without appending: throws whatever the command would be refused with (for all-or-nothing bulk calls). */
export async function assertAssetCommand(
  deps: CommandDeps,
  context: CommandContext,
  assetId: string,
  command: AssetCommand,
): Promise<void> {
  await scopedAsset(deps.lookups, context.actor, assetId);
  decideAsset(command, await loadAsset(deps, assetId));
}

export function changeAssetDetails(
  deps: CommandDeps,
  context: CommandContext,
  assetId: string,
  input: { name?: string; tags?: string[]; status?: string },
) {
  return onAsset(deps, context, assetId, { type: 'ChangeDetails', ...input });
}

export function setAssetArchived(deps: CommandDeps, context: CommandContext, assetId: string, archived: boolean) {
  return onAsset(deps, context, assetId, { type: 'SetArchived', archived });
}

export async function setAssetBusinessNodes(
  deps: CommandDeps,
  context: CommandContext,
  assetId: string,
  input: { businessNodes: string[]; additionalNodes: string[] },
) {
  const asset = await scopedAsset(deps.lookups, context.actor, assetId);
  await assertNodesAllowed(deps.lookups, context.actor, asset.partnerId, [
    ...input.businessNodes,
    ...input.additionalNodes,
  ]);
  return onAsset(deps, context, assetId, { type: 'SetBusinessNodes', ...input });
}

/** Steps of the upload workflow: the system acts, on behalf of the uploader's request. */
export function workflowStep(
  deps: WorkflowCommandDeps,
  asset: { id: string; partnerId: string },
  command: AssetCommand,
) {
  return execute(deps.store, AssetAggregate, asset.id, workflowContext(asset.id, asset.partnerId), (state) =>
    decideAsset(command, state),
  );
}

/**
 * Brings the asset an upload merges into back from the archive, as a step of that upload (same actor and
 * correlation as its merge). Answers whether it was archived.
 */
export async function restoreMergeTarget(
  deps: WorkflowCommandDeps,
  upload: { id: string; partnerId: string; uploadedBy: string },
  targetId: string,
) {
  const result = await execute(
    deps.store,
    AssetAggregate,
    targetId,
    workflowContext(upload.id, upload.partnerId),
    (state) =>
      decideAsset({ type: 'RestoreByUpload', upload: { assetId: upload.id, uploadedBy: upload.uploadedBy } }, state),
  );
  return result.events.length > 0;
}

/**
 * Claims a content hash in the partner's library for an asset. Returns the asset that already owns the
 * hash, or null when this asset owns it (also on a repeated claim by the same asset).
 */
export async function claimAssetHash(
  deps: WorkflowCommandDeps,
  partnerId: string,
  hash: string,
  assetId: string,
): Promise<string | null> {
  const streamId = `AssetHash-${partnerId}-${hash}`;
  try {
    await deps.store.append(
      streamId,
      [
        {
          type: 'AssetHashClaimed',
          data: { partnerId, hash, assetId },
          metadata: {
            actor: WORKFLOW_ACTOR,
            partnerId,
            correlationId: `upload-${assetId}`,
            causationId: null,
            occurredAt: new Date().toISOString(),
            schemaVersion: 1,
          },
        },
      ],
      'no_stream',
    );
    return null;
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
    const [claim] = await deps.store.readStream(streamId);
    const owner = (claim?.data as { assetId: string } | undefined)?.assetId;
    return owner && owner !== assetId ? owner : null;
  }
}
