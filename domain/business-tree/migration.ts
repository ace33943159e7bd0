// Migrating a business node (issue 22 §3; spec 3 §7 check-for-migration-conflicts, migrate-*-to): what is on one
// node of a partner's tree moves to another node of the same tree, one kind at a time. Each move is an event on the
// moved entity, decided here on the entity's own state: it is appended only while the entity is still on the source,
// so a retried or repeated migration moves nothing twice.
import type { AssetEvent, AssetState } from '../asset';
import type { CampaignEvent, CampaignState } from '../campaign';
import type { UserEvent, UserState } from '../user';
import type { BusinessTreeEvent } from './events';
import type { BusinessTreeState } from './state';

export const MIGRATION_KINDS = ['campaigns', 'users', 'assets', 'integrations', 'bn-subscribers'] as const;
export type MigrationKind = (typeof MIGRATION_KINDS)[number];

/** spec 3 §8: a second migration asked while one runs for the partner. */
export const ONE_PROCESS_AT_A_TIME = 'Only one process at a time can be executed';

/** The nodes with `from` replaced by `to` (kept once), or null when `from` is not among them: nothing to move. */
export function nodesMoved(nodes: readonly string[], from: string, to: string): string[] | null {
  if (!nodes.includes(from)) return null;
  return [...new Set(nodes.map((node) => (node === from ? to : node)))];
}

export function moveCampaign(state: CampaignState, from: string, to: string): CampaignEvent[] {
  // A campaign deleted meanwhile is not moved: it has left every list.
  if (state.status !== 'live') return [];
  const businessNodes = nodesMoved(state.businessNodes, from, to);
  if (!businessNodes) return [];
  return [
    { type: 'CampaignMovedToNode', data: { campaignId: state.id, fromNodeId: from, toNodeId: to, businessNodes } },
  ];
}

export function moveAsset(state: AssetState, from: string, to: string): AssetEvent[] {
  if (state.status === 'none') return [];
  const businessNodes = nodesMoved(state.businessNodes, from, to);
  const additionalNodes = nodesMoved(state.additionalNodes, from, to);
  if (!businessNodes && !additionalNodes) return [];
  const data = {
    assetId: state.id,
    fromNodeId: from,
    toNodeId: to,
    businessNodes: businessNodes ?? state.businessNodes,
    additionalNodes: additionalNodes ?? state.additionalNodes,
  };
  return [{ type: 'AssetMovedToNode', data }];
}

export function moveUser(state: UserState, from: string, to: string): UserEvent[] {
  if (state.status === 'none') return [];
  const businessNodeIds = nodesMoved(state.businessNodeIds, from, to);
  if (!businessNodeIds) return [];
  return [{ type: 'UserMovedToNode', data: { userId: state.id, fromNodeId: from, toNodeId: to, businessNodeIds } }];
}

/** Those of the users named still subscribed to the source join the target's subscribers (each once) and leave the
 * source's: both lists whole, one append on the tree. */
export function moveSubscribers(
  state: BusinessTreeState,
  partnerId: string,
  move: { from: string; to: string; userIds: readonly string[] },
): BusinessTreeEvent[] {
  const source = state.nodes.get(move.from);
  const target = state.nodes.get(move.to);
  const moving = source?.subscribers.filter((id) => move.userIds.includes(id)) ?? [];
  if (!source || !target || moving.length === 0) return [];
  const subscribers = [...new Set([...target.subscribers, ...moving])];
  const left = source.subscribers.filter((id) => !moving.includes(id));
  return [
    { type: 'BusinessNodeSubscribersChanged', data: { partnerId, nodeId: move.to, subscribers } },
    { type: 'BusinessNodeSubscribersChanged', data: { partnerId, nodeId: move.from, subscribers: left } },
  ];
}

/** One thing that would clash at the target; `blocking`: the kind (or, for `node`, every kind) cannot migrate. */
export interface MigrationConflict {
  kind: MigrationKind | 'node';
  blocking: boolean;
  entityId: string | null;
  message: string;
}

/** What the read side knows of the two nodes and of what is on the source, for the conflict check. */
export interface MigrationFacts {
  sourceId: string;
  targetId: string;
  sourcePartnerId: string;
  targetPartnerId: string;
  /** The source and every node below it. */
  sourceSubtree: string[];
  campaigns: { id: string; name: string; onTarget: boolean; locked: boolean }[];
  assets: { id: string; name: string; nameOnTarget: boolean }[];
  users: { id: string; label: string; onTarget: boolean }[];
  /** The source's subscribers; `reachesTarget` as a subscriber of the target must (business-tree/subscribers.ts). */
  subscribers: { id: string; label: string; reachesTarget: boolean }[];
  /** What of the source's integrations the target holds otherwise (domain/integration/migration.ts). */
  integrationClashes: string[];
}

export const MIGRATION_MESSAGES = {
  sameNode: 'The source and the target are the same business node',
  otherPartner: 'The target business node belongs to another partner',
  belowSource: 'The target business node is below the source: it would move into its own branch',
  campaignOnTarget: (name: string) => `Campaign ${name} is already on the target: it is only taken off the source`,
  campaignLocked: (name: string) => `Campaign ${name} is locked`,
  assetName: (name: string) => `An asset named ${name} is already on the target: both will be there`,
  userOnTarget: (label: string) => `${label} is already assigned to the target: the source is only taken off`,
  subscriberReach: (label: string) => `${label} does not reach the target and would hear nothing of it`,
} as const;

/** Everything that would clash, before anything moves; writes nothing. */
export function migrationConflicts(facts: MigrationFacts): MigrationConflict[] {
  const m = MIGRATION_MESSAGES;
  const conflicts: MigrationConflict[] = [];
  const node = (message: string) => conflicts.push({ kind: 'node', blocking: true, entityId: null, message });
  if (facts.sourceId === facts.targetId) node(m.sameNode);
  if (facts.sourcePartnerId !== facts.targetPartnerId) node(m.otherPartner);
  else if (facts.sourceId !== facts.targetId && facts.sourceSubtree.includes(facts.targetId)) node(m.belowSource);
  const add = (kind: MigrationKind, blocking: boolean, entityId: string, message: string) =>
    conflicts.push({ kind, blocking, entityId, message });
  for (const c of facts.campaigns) {
    if (c.onTarget) add('campaigns', false, c.id, m.campaignOnTarget(c.name));
    // A locked campaign's settings are fixed (spec 2): its nodes are not changed behind its back.
    if (c.locked) add('campaigns', true, c.id, m.campaignLocked(c.name));
  }
  for (const a of facts.assets) if (a.nameOnTarget) add('assets', false, a.id, m.assetName(a.name));
  for (const u of facts.users) if (u.onTarget) add('users', false, u.id, m.userOnTarget(u.label));
  for (const s of facts.subscribers)
    if (!s.reachesTarget) add('bn-subscribers', false, s.id, m.subscriberReach(s.label));
  for (const message of facts.integrationClashes)
    conflicts.push({ kind: 'integrations', blocking: true, entityId: null, message });
  return conflicts;
}

/** Whether the kind may migrate: no blocking conflict of its own nor of the nodes. */
export const blocks = (conflicts: readonly MigrationConflict[], kind: MigrationKind) =>
  conflicts.filter((c) => c.blocking && (c.kind === kind || c.kind === 'node'));
