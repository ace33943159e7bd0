// A business node's account on one platform as an activity needs it: its ids, and its token opened here (never into
// an event, a log or an answer).
import { nodeAccount, type PublishWorkflowDeps } from '../commands/publishing';
import type { Platform } from '../domain/campaign/platforms';
import type { SealedSecret } from '../domain/integration/events';
import { PLATFORM_TOKENS } from '../domain/integration/properties';
import { PlatformError, type AdAccount } from '../platforms/ad-platform';

export interface SecretOpener {
  open(nodeId: string, purpose: string, sealed: SealedSecret): Promise<string>;
}

export async function openPlatformAccount(
  commands: PublishWorkflowDeps,
  secrets: SecretOpener,
  nodeId: string,
  platform: Platform,
): Promise<AdAccount> {
  const { ids, tokens } = await nodeAccount(commands, nodeId);
  const tokenName = PLATFORM_TOKENS[platform][0];
  const sealed = tokenName ? tokens[tokenName] : undefined;
  if (tokenName && !sealed)
    throw new PlatformError('auth', `Connect the ${tokenName} of the business node again`, 'noToken');
  const token = tokenName && sealed ? await secrets.open(nodeId, tokenName, sealed) : null;
  return { ids: ids as Record<string, string>, token };
}
