// A business node's connection to one platform, for the DV360 and Google Ads look-ups and imports: the node in the
// caller's reach (its partner's, any for top admins; below the admin group, one of the caller's nodes), its ids, and
// its token opened here, in the server only, going no further than the adapter. A node without the token (or whose
// key was shredded) answers 409 with the platform's "not connected": the node's state refuses the request until someone
// connects it (a 5xx would say the product failed).
import { reachableNodes } from '../../../commands/asset-scope';
import type { SignedInActor } from '../../../commands/context';
import { nodeInScope } from '../../../commands/integrations';
import { SecretShreddedError } from '../../../commands/secrets/secret-store';
import type { TokenProperty } from '../../../domain/integration/properties';
import { DomainError, MESSAGES } from '../../../domain/shared/errors';
import type { AdAccount } from '../../../platforms/ad-platform';
import { nodeIntegration, type NodeIntegrationRow } from '../../../projections/integrations/queries';
import type { AppDeps } from '../../deps';

const notConnected = (message: string) => DomainError.conflict(message);

/** The node's ids and opened token; 409 `unconnected` when it holds no such token. */
export async function connectionOf(
  deps: Pick<AppDeps, 'secrets'>,
  nodeId: string,
  integration: NodeIntegrationRow,
  token: TokenProperty,
  unconnected: string,
): Promise<AdAccount> {
  const sealed = integration.tokens[token]?.sealed;
  if (!sealed) throw notConnected(unconnected);
  try {
    return { ids: integration.ids as Record<string, string>, token: await deps.secrets.open(nodeId, token, sealed) };
  } catch (error) {
    if (error instanceof SecretShreddedError) throw notConnected(unconnected);
    throw error;
  }
}

/** The node's integration, once the caller may reach the node (its partner's, and below the admins one of theirs). */
export async function reachableIntegration(
  deps: AppDeps,
  actor: SignedInActor,
  nodeId: string,
): Promise<NodeIntegrationRow> {
  await nodeInScope(deps, actor, nodeId);
  const reachable = await reachableNodes(deps.lookups, actor);
  if (reachable !== null && !reachable.includes(nodeId))
    throw DomainError.notAllowed(MESSAGES.businessNodeAccessDenied);
  return nodeIntegration(deps.pool, nodeId);
}

/** The connection of a node the caller names, once the caller may reach it. */
export async function nodeConnection(
  deps: AppDeps,
  actor: SignedInActor,
  nodeId: string,
  token: TokenProperty,
  unconnected: string,
): Promise<AdAccount> {
  return connectionOf(deps, nodeId, await reachableIntegration(deps, actor, nodeId), token, unconnected);
}
