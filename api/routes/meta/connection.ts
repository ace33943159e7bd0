// Which node's Meta connection a request may use, found by the ad account it names: a node whose integration holds
// that ad account, of the caller's partner (any partner for top admins) and within the caller's nodes below the admin
// group, among the campaign's nodes when a campaign asks. Its token is opened here, in the server only, and goes no
// further than the Meta adapter.
import { reachableNodes } from '../../../commands/asset-scope';
import type { SignedInActor } from '../../../commands/context';
import { SecretShreddedError } from '../../../commands/secrets/secret-store';
import { META_NOT_CONNECTED } from '../../../commands/signal-import';
import { META_MESSAGES } from '../../../domain/meta/messages';
import { isTopAdmin } from '../../../domain/roles';
import { DomainError } from '../../../domain/shared/errors';
import type { AdAccount } from '../../../platforms/ad-platform';
import { nodesWithFacebookAdAccount } from '../../../projections/integrations/queries';
import type { AppDeps } from '../../deps';

export async function metaConnection(
  deps: AppDeps,
  actor: SignedInActor,
  adAccountId: string,
  within?: readonly string[],
): Promise<AdAccount> {
  const [nodes, reachable] = await Promise.all([
    nodesWithFacebookAdAccount(deps.pool, adAccountId),
    reachableNodes(deps.lookups, actor),
  ]);
  const usable = nodes.filter(
    (node) =>
      (isTopAdmin(actor.role) || node.partnerId === actor.partnerId) &&
      (reachable === null || reachable.includes(node.nodeId)) &&
      (within === undefined || within.includes(node.nodeId)),
  );
  if (usable.length === 0) throw DomainError.notFound(META_MESSAGES.adAccountNotFound);
  const connected = usable.find((node) => node.tokens.facebookToken);
  const sealed = connected?.tokens.facebookToken?.sealed;
  if (!connected || !sealed) throw DomainError.unprocessable(META_NOT_CONNECTED);
  try {
    return {
      ids: connected.ids as Record<string, string>,
      token: await deps.secrets.open(connected.nodeId, 'facebookToken', sealed),
    };
  } catch (error) {
    if (error instanceof SecretShreddedError) throw DomainError.unprocessable(META_NOT_CONNECTED);
    throw error;
  }
}
