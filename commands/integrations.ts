// A business node's publishing integrations (spec 3 §7): admins of the node's partner (top admins of any) set its
// ids, connect tokens (sealed before they reach an event) and remove them.
import { isTopAdmin } from '../domain/roles';
import {
  decideIntegration,
  IntegrationAggregate,
  type IdProperty,
  type IntegrationCommand,
  type TokenProperty,
} from '../domain/integration';
import { DomainError, MESSAGES } from '../domain/shared/errors';
import { assertGroup } from './authorization';
import { eventContext, type CommandContext, type SignedInActor } from './context';
import { execute } from './execute';
import type { CommandDeps } from './deps';
import type { SecretStore } from './secrets/secret-store';

/** The node's partner, once the actor may reach it: another partner's node is refused as the spec says. */
export async function nodeInScope(deps: Pick<CommandDeps, 'lookups'>, actor: SignedInActor, nodeId: string) {
  const partnerId = await deps.lookups.nodePartner(nodeId);
  if (!partnerId) throw DomainError.notFound(MESSAGES.businessNodeNotFound);
  if (!isTopAdmin(actor.role) && actor.partnerId !== partnerId)
    throw DomainError.notAllowed(MESSAGES.businessNodeAccessDenied);
  return partnerId;
}

async function run(deps: CommandDeps, context: CommandContext, nodeId: string, command: IntegrationCommand) {
  assertGroup(context.actor, 'ADMIN_GROUP');
  const partnerId = await nodeInScope(deps, context.actor, nodeId);
  return execute(deps.store, IntegrationAggregate, nodeId, eventContext(context, partnerId), (state) =>
    decideIntegration(command, state, partnerId, nodeId),
  );
}

export async function setPublishingIds(
  deps: CommandDeps,
  context: CommandContext,
  nodeId: string,
  ids: Partial<Record<IdProperty, string | null>>,
) {
  return run(deps, context, nodeId, { type: 'SetPublishingIds', ids });
}

/** Seals the token's secret under the node's key first: the event holds ciphertext only. */
export async function connectToken(
  deps: CommandDeps,
  secrets: SecretStore,
  context: CommandContext,
  nodeId: string,
  token: TokenProperty,
  secret: string,
) {
  assertGroup(context.actor, 'ADMIN_GROUP');
  await nodeInScope(deps, context.actor, nodeId);
  const sealed = await secrets.seal(nodeId, token, secret);
  return run(deps, context, nodeId, { type: 'ConnectToken', token, sealed });
}

export async function removeToken(deps: CommandDeps, context: CommandContext, nodeId: string, token: TokenProperty) {
  return run(deps, context, nodeId, { type: 'RemoveToken', token });
}
