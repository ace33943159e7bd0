// Migrating a business node (issue 22 §3; spec 3 §7): the conflict check (writes nothing), the checks before a kind's
// migration starts, and one entity's move, which the migration workflow's activities run. Both nodes must be of the
// actor's reach: the admin group, with the partner-tree flag of the kind (spec 3 §6), on nodes of a partner it acts on.
import { AssetAggregate } from '../domain/asset';
import { BusinessTreeAggregate } from '../domain/business-tree';
import {
  blocks,
  migrationConflicts,
  moveAsset,
  moveCampaign,
  moveSubscribers,
  moveUser,
  type MigrationConflict,
  type MigrationKind,
} from '../domain/business-tree/migration';
import { CampaignAggregate } from '../domain/campaign';
import { UserAggregate } from '../domain/user';
import { decideIntegration, IntegrationAggregate, type TokenProperty } from '../domain/integration';
import {
  clearIntegrations,
  idsForTarget,
  integrationClashes,
  integrationsCount,
  type NodeIntegrationsHeld,
} from '../domain/integration/migration';
import { can, WRONG_ROLES_MESSAGE } from '../domain/roles';
import type { Actor } from '../domain/shared/events';
import { DomainError } from '../domain/shared/errors';
import { assertGroup } from './authorization';
import { nodeInScope } from './integrations';
import type { EventContext, SignedInActor } from './context';
import type { CommandDeps } from './deps';
import { execute } from './execute';
import { nodeAccount } from './publishing';
import type { SecretStore } from './secrets/secret-store';

/** The partner-tree flag each kind needs (spec 3 §6): campaigns and assets leave a node as before its delete. */
const FLAG_OF = {
  campaigns: 'treeDeleteNode',
  assets: 'treeDeleteNode',
  users: 'treeEditUser',
  integrations: 'treeEditMediaPlatform',
  'bn-subscribers': 'treeEditSubscribers',
} as const satisfies Record<MigrationKind, Parameters<typeof can>[1]>;

/** One kind's migration, as its workflow runs it: who asked (the moves' actor) and the nodes. */
export interface NodeMigrationRun {
  partnerId: string;
  sourceId: string;
  targetId: string;
  kind: MigrationKind;
  actor: Actor;
}

export interface MigrationCheck {
  partnerId: string;
  conflicts: MigrationConflict[];
  /** How many of each kind are on the source now. */
  counts: Record<MigrationKind, number>;
}

/** What a move of integrations needs besides the store: a token is opened under the source's key and sealed again
 * under the target's. */
export type MoveDeps = Pick<CommandDeps, 'store'> & { secrets: Pick<SecretStore, 'open' | 'seal'> };

/** The node's integrations as its stream holds them, the tokens sealed. */
async function heldIntegrations(deps: Pick<CommandDeps, 'store'>, nodeId: string) {
  const { ids, tokens } = await nodeAccount(deps, nodeId);
  const held: NodeIntegrationsHeld = { ids, tokens: Object.keys(tokens) as TokenProperty[] };
  return { held, sealed: tokens };
}

/** POST /business-nodes/{id}/check-for-migration-conflicts/{target}: what would clash, of every kind. */
export async function checkMigrationConflicts(
  deps: Pick<CommandDeps, 'lookups' | 'store'>,
  actor: SignedInActor,
  sourceId: string,
  targetId: string,
): Promise<MigrationCheck> {
  assertGroup(actor, 'ADMIN_GROUP');
  const sourcePartnerId = await nodeInScope(deps, actor, sourceId);
  const targetPartnerId = await nodeInScope(deps, actor, targetId);
  const { subscriberIds, ...onSource } = await deps.lookups.migrationOnSource(sourceId, targetId);
  const candidates = await deps.lookups.subscriberCandidates(targetId, subscriberIds);
  const subscribers = candidates.map((user) => ({ id: user.id, label: user.label, reachesTarget: user.reachesNode }));
  const [source, target] = await Promise.all([heldIntegrations(deps, sourceId), heldIntegrations(deps, targetId)]);
  const clashes = integrationClashes(source.held, target.held);
  const facts = { sourceId, targetId, sourcePartnerId, targetPartnerId, ...onSource, subscribers };
  const counts = {
    campaigns: onSource.campaigns.length,
    assets: onSource.assets.length,
    users: onSource.users.length,
    integrations: integrationsCount(source.held),
    'bn-subscribers': subscriberIds.length,
  };
  return {
    partnerId: sourcePartnerId,
    conflicts: migrationConflicts({ ...facts, integrationClashes: clashes }),
    counts,
  };
}

/** The checks before a kind's migration starts: its flag, both nodes in reach, no blocking conflict (422). */
export async function planNodeMigration(
  deps: Pick<CommandDeps, 'lookups' | 'store'>,
  actor: SignedInActor,
  sourceId: string,
  targetId: string,
  kind: MigrationKind,
): Promise<NodeMigrationRun & { total: number }> {
  if (!can(actor.role, FLAG_OF[kind])) throw DomainError.notAllowed(WRONG_ROLES_MESSAGE);
  const check = await checkMigrationConflicts(deps, actor, sourceId, targetId);
  const blocking = blocks(check.conflicts, kind);
  if (blocking.length > 0) throw DomainError.unprocessable(blocking[0]!.message, { conflicts: blocking });
  const { userId, role } = actor;
  return { partnerId: check.partnerId, sourceId, targetId, kind, actor: { userId, role }, total: check.counts[kind] };
}

/**
 * Moves these entities of the run's kind from the source to the target: one event on each entity (one append on the
 * tree for subscribers), appended only while it is still on the source, so a retry moves nothing twice. Answers how
 * many moved now.
 */
export async function moveToNode(
  deps: MoveDeps,
  run: NodeMigrationRun,
  ids: readonly string[],
  correlationId: string,
): Promise<number> {
  const { sourceId: from, targetId: to, partnerId } = run;
  const context = { actor: run.actor, partnerId, correlationId, now: () => new Date() };
  if (run.kind === 'integrations') return (await moveIntegrations(deps, run, context)) ? 1 : 0;
  if (run.kind === 'bn-subscribers') {
    // Decided again on a newer state when another process wrote meanwhile: the last decision is the one appended.
    let moved = 0;
    await execute(deps.store, BusinessTreeAggregate, partnerId, context, (state) => {
      const events = moveSubscribers(state, partnerId, { from, to, userIds: ids });
      moved =
        events.length === 0 ? 0 : (state.nodes.get(from)?.subscribers.filter((id) => ids.includes(id)).length ?? 0);
      return events;
    });
    return moved;
  }
  let moved = 0;
  for (const id of ids) if ((await moveOne(deps, run.kind, id, context, from, to)) > 0) moved++;
  return moved;
}

/**
 * The target is given the source's ids it lacks and each token it lacks (opened under the source's key, sealed again
 * under the target's), then the source's are taken off: each step appends only what is not so yet, so a retry after
 * any of them goes on from there. Answers whether the source held any.
 */
async function moveIntegrations(deps: MoveDeps, run: NodeMigrationRun, context: EventContext): Promise<boolean> {
  const { sourceId: from, targetId: to, partnerId } = run;
  const source = await heldIntegrations(deps, from);
  if (integrationsCount(source.held) === 0) return false;
  await execute(deps.store, IntegrationAggregate, to, context, (state) =>
    decideIntegration({ type: 'SetPublishingIds', ids: idsForTarget(source.held, state) }, state, partnerId, to),
  );
  for (const token of source.held.tokens) {
    const secret = await deps.secrets.open(from, token, source.sealed[token]!);
    const sealed = await deps.secrets.seal(to, token, secret);
    await execute(deps.store, IntegrationAggregate, to, context, (state) =>
      state.tokens.has(token) ? [] : decideIntegration({ type: 'ConnectToken', token, sealed }, state, partnerId, to),
    );
  }
  await execute(deps.store, IntegrationAggregate, from, context, (state) => clearIntegrations(state, partnerId, from));
  return true;
}

async function moveOne(
  deps: Pick<CommandDeps, 'store'>,
  kind: Exclude<MigrationKind, 'bn-subscribers' | 'integrations'>,
  id: string,
  context: EventContext,
  from: string,
  to: string,
): Promise<number> {
  switch (kind) {
    case 'campaigns':
      return (await execute(deps.store, CampaignAggregate, id, context, (s) => moveCampaign(s, from, to))).events
        .length;
    case 'assets':
      return (await execute(deps.store, AssetAggregate, id, context, (s) => moveAsset(s, from, to))).events.length;
    case 'users':
      return (await execute(deps.store, UserAggregate, id, context, (s) => moveUser(s, from, to))).events.length;
  }
}
