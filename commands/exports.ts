// Exports to a node's cloud storage (issue 22 §2; spec 3 §4 "Cloud export job", spec 2 §8): a user asks to deliver
// chosen assets, creatives or templates of one partner to some of its nodes' cloud storage connections that take that
// entity type. The entities are checked as their own routes check them (the campaign's, the asset's, the template's
// concept's reach), the destinations on their nodes' streams, and the files each entity is made of are fixed in the
// request (`Export-<exportId>`), so the workflow uploads that list whatever retries. The workflow's steps and its
// notifications are recorded here too, as the system.
import {
  CAMPAIGN_REQUIRED,
  CONNECTION_NOT_FOUND,
  CREATIVE_NOT_FOUND,
  decideExport,
  DESTINATION_NOT_USABLE,
  EXPORT_ACCESS,
  EXPORT_NOTICE_KINDS,
  ExportAggregate,
  exportedEntity,
  exportNoticeText,
  NOTHING_TO_EXPORT,
  type ExportCommand,
  type ExportDestination,
  type ExportEntity,
  type ExportFacts,
  type ExportFile,
  type ExportNotice,
  type ExportState,
} from '../domain/export';
import { CLOUD_STORAGE_MESSAGES, CloudStorageAggregate } from '../domain/cloud-storage';
import { NodeStorageAggregate, type ExportableEntityType } from '../domain/node-storage';
import { DomainError, MESSAGES } from '../domain/shared/errors';
import { scopedAsset } from './asset-scope';
import { assertGroup, assertPartnerScope } from './authorization';
import { scopedCampaign } from './campaigns';
import { eventContext, type CommandContext, type EventContext, type SignedInActor } from './context';
import type { CommandDeps } from './deps';
import { execute, latestState } from './execute';
import { newId } from './ids';
import type { Lookups } from './lookups';
import { assertNodesReadable } from './node-storage';
import { sendNotification } from './notifications';
import { scopedTemplate } from './templates';

/** The workflow's commands need the event store only. */
export type ExportWorkflowDeps = Pick<CommandDeps, 'store'>;

const EXPORT_ACTOR = { userId: 'export-workflow', role: 'SYSTEM' } as const;

/** An entity's files as the composition root finds them (the read models, the blob store), before they get ids. */
export interface EntityFiles {
  name: string;
  files: Omit<ExportFile, 'fileId' | 'entityId'>[];
}

/** What the command asks the read side: the entities' files, and the node of each connection. */
export interface ExportCatalogue {
  /** The entities of this type found (creatives: among the campaign's live formats), with their files. */
  files(
    entityType: ExportableEntityType,
    partnerId: string,
    entityIds: string[],
    campaignId: string | null,
  ): Promise<Map<string, EntityFiles>>;
  /** The node of each connection the node connections' read model knows. */
  connectionNodes(connectionIds: string[]): Promise<Map<string, string>>;
}

export interface ExportInput {
  entityType: ExportableEntityType;
  entityIds: string[];
  connectionIds: string[];
  campaignId?: string | null;
}

/** The partner whose entities these are, once the actor may export each of them (their own routes' refusals). */
async function entitiesPartner(lookups: Lookups, actor: SignedInActor, input: ExportInput): Promise<string> {
  assertGroup(actor, EXPORT_ACCESS.create);
  const ids = [...new Set(input.entityIds)];
  if (input.entityType === 'creative') {
    if (!input.campaignId) throw DomainError.badRequest(CAMPAIGN_REQUIRED, { field: 'campaignId' });
    return (await scopedCampaign(lookups, actor, input.campaignId, EXPORT_ACCESS.create)).partnerId;
  }
  const partners = new Set<string>();
  for (const id of ids) {
    if (input.entityType === 'asset') partners.add((await scopedAsset(lookups, actor, id)).partnerId);
    else partners.add((await scopedTemplate(lookups, actor, id, EXPORT_ACCESS.create)).concept.partnerId);
  }
  // One export is one partner's: ids of several (a top admin's mix) are refused as another partner's are.
  if (partners.size !== 1) throw DomainError.notAllowed(MESSAGES.accessDenied);
  return [...partners][0]!;
}

/** Each connection, confirmed on its node's stream: the node reached, the entity's partner's, taking the type. */
async function destinationsOf(
  deps: CommandDeps,
  context: CommandContext,
  catalogue: ExportCatalogue,
  partnerId: string,
  input: ExportInput,
): Promise<ExportDestination[]> {
  const connectionIds = [...new Set(input.connectionIds)];
  const nodes = await catalogue.connectionNodes(connectionIds);
  const missing = connectionIds.find((id) => !nodes.has(id));
  if (missing) throw DomainError.notFound(CONNECTION_NOT_FOUND);
  const partners = await assertNodesReadable(deps.lookups, context.actor, [...new Set(nodes.values())]);
  const destinations: ExportDestination[] = [];
  for (const connectionId of connectionIds) {
    const nodeId = nodes.get(connectionId)!;
    if (partners.get(nodeId) !== partnerId) throw DomainError.notAllowed(MESSAGES.businessNodeAccessDenied);
    const on = eventContext(context, partnerId);
    const node = await latestState(deps.store, NodeStorageAggregate, nodeId, on);
    const connection = node.connections.find((c) => c.connectionId === connectionId);
    if (!connection) throw DomainError.notFound(CONNECTION_NOT_FOUND);
    if (!connection.entityTypes.includes(input.entityType))
      throw DomainError.unprocessable(DESTINATION_NOT_USABLE(input.entityType), { field: 'connectionIds' });
    const storage = await latestState(deps.store, CloudStorageAggregate, connection.storageId, on);
    if (storage.status !== 'active' || !storage.settings) throw DomainError.notFound(CLOUD_STORAGE_MESSAGES.notFound);
    destinations.push({
      connectionId,
      nodeId,
      storageId: connection.storageId,
      storageName: storage.settings.name,
      path: connection.path,
    });
  }
  return destinations;
}

const notFoundOf = (entityType: ExportableEntityType) =>
  entityType === 'creative' ? CREATIVE_NOT_FOUND : MESSAGES.entityNotFound;

/** POST /exports: records the export with its files and destinations; its workflow uploads them. */
export async function requestExport(
  deps: CommandDeps,
  context: CommandContext,
  input: ExportInput,
  catalogue: ExportCatalogue,
) {
  const partnerId = await entitiesPartner(deps.lookups, context.actor, input);
  const destinations = await destinationsOf(deps, context, catalogue, partnerId, input);
  const entityIds = [...new Set(input.entityIds)];
  const campaignId = input.entityType === 'creative' ? input.campaignId! : null;
  const found = await catalogue.files(input.entityType, partnerId, entityIds, campaignId);
  if (entityIds.some((id) => !found.has(id))) throw DomainError.notFound(notFoundOf(input.entityType));
  const entities: ExportEntity[] = entityIds.map((id) => ({ id, name: found.get(id)!.name }));
  const files: ExportFile[] = entityIds.flatMap((entityId) =>
    found.get(entityId)!.files.map((file) => ({ fileId: newId(), entityId, ...file })),
  );
  if (files.length === 0) throw DomainError.unprocessable(NOTHING_TO_EXPORT);
  const exportId = newId();
  const facts: ExportFacts = {
    exportId,
    campaignId,
    partnerId,
    entityType: input.entityType,
    entities,
    files,
    destinations,
    requestedBy: context.actor.userId,
  };
  const { position } = await execute(deps.store, ExportAggregate, exportId, eventContext(context, partnerId), (s) =>
    decideExport({ type: 'RequestExport', export: facts, at: context.now().toISOString() }, s),
  );
  return { exportId, position };
}

// ---- Reading: who may see an export ----

/** The export once the actor may read it: its partner's, and its campaign's readers or its nodes' (404 for none). */
export async function assertExportReadable(
  lookups: Lookups,
  actor: SignedInActor,
  exported: { partnerId: string; campaignId: string | null; nodeIds: string[]; requestedBy: string },
): Promise<void> {
  assertGroup(actor, EXPORT_ACCESS.read);
  assertPartnerScope(actor, exported.partnerId);
  if (exported.campaignId) await scopedCampaign(lookups, actor, exported.campaignId, EXPORT_ACCESS.read);
  else if (exported.requestedBy !== actor.userId) await assertNodesReadable(lookups, actor, exported.nodeIds);
}

// ---- The workflow's steps: the system records them, correlated with the workflow ----

const workflowContext = (partnerId: string | null, workflowId: string): EventContext => ({
  actor: EXPORT_ACTOR,
  partnerId,
  correlationId: workflowId,
  now: () => new Date(),
});

/** The export as its stream tells it (workflows read no read model). */
export const loadExport = (deps: ExportWorkflowDeps, exportId: string, workflowId: string): Promise<ExportState> =>
  latestState(deps.store, ExportAggregate, exportId, workflowContext(null, workflowId));

/** A destination's connector as its stream tells it: its settings and its sealed secret, which the activity opens. */
export const loadConnector = (deps: ExportWorkflowDeps, partnerId: string, storageId: string, workflowId: string) =>
  latestState(deps.store, CloudStorageAggregate, storageId, workflowContext(partnerId, workflowId));

export const recordExportStep = (
  deps: ExportWorkflowDeps,
  facts: Pick<ExportFacts, 'exportId' | 'partnerId'>,
  workflowId: string,
  command: ExportCommand,
) =>
  execute(deps.store, ExportAggregate, facts.exportId, workflowContext(facts.partnerId, workflowId), (state) =>
    decideExport(command, state),
  );

/** Where the bell's link leads: the campaign's creatives with its exports open, or the asset library, or concepts. */
export function exportLink(facts: Pick<ExportFacts, 'campaignId' | 'entityType'>): string {
  if (facts.campaignId) return `/campaigns/${facts.campaignId}/creatives?exports=1`;
  return facts.entityType === 'asset' ? '/assets-manager' : '/concepts';
}

/**
 * An export's notification to each recipient (the user who asked, and for an outcome the nodes' subscribers), sent
 * once each (its id is the export's, the kind's, the place's and the user's).
 */
export async function sendExportNotice(
  deps: ExportWorkflowDeps,
  facts: ExportFacts,
  workflowId: string,
  recipients: string[],
  notice: ExportNotice,
  failed?: ExportDestination,
) {
  for (const userId of recipients) await sendExportNoticeTo(deps, facts, workflowId, userId, notice, failed);
}

function sendExportNoticeTo(
  deps: ExportWorkflowDeps,
  facts: ExportFacts,
  workflowId: string,
  userId: string,
  notice: ExportNotice,
  failed?: ExportDestination,
) {
  const kind = EXPORT_NOTICE_KINDS[notice];
  return sendNotification(deps, workflowContext(facts.partnerId, workflowId), {
    notificationId: `${facts.exportId}-${kind}-${failed?.connectionId ?? 'all'}-${userId}`,
    userId,
    kind,
    campaignId: facts.campaignId,
    requestId: facts.exportId,
    ...exportNoticeText(notice, {
      entity: exportedEntity(facts.entityType, facts.entities),
      destinations: facts.destinations.length,
      ...(failed ? { destination: failed.storageName } : {}),
    }),
    link: exportLink(facts),
    at: new Date().toISOString(),
  });
}
