// The commands' Dv360Port (commands/signal-import.ts) for a line item import into a campaign's tree: the advertiser's
// line items through the DV360 integration of one of the campaign's business nodes that holds that advertiser and a
// DV360 token (its token opened here, in the server only); 409 with what to connect when none does.
import type { Dv360Port } from '../../../commands/signal-import';
import { DV360_MESSAGES } from '../../../domain/dv360/messages';
import { DomainError } from '../../../domain/shared/errors';
import { nodeIntegration } from '../../../projections/integrations/queries';
import type { AppDeps } from '../../deps';
import { onPlatform } from '../../http/platform-errors';
import { connectionOf } from '../integrations/node-connection';

export function campaignDv360Port(deps: AppDeps, campaignNodes: readonly string[]): Dv360Port {
  return {
    async lineItems(advertiserId, campaignIds, excludeCompleted) {
      const integrations = await Promise.all(
        campaignNodes.map(async (nodeId) => ({ nodeId, integration: await nodeIntegration(deps.pool, nodeId) })),
      );
      const connected = integrations.find(
        ({ integration }) => integration.ids.dv360AdvertiserId === advertiserId && integration.tokens.dv360Token,
      );
      const unconnected = DV360_MESSAGES.notConnectedForCampaign(advertiserId);
      if (!connected) throw DomainError.conflict(unconnected);
      const account = await connectionOf(deps, connected.nodeId, connected.integration, 'dv360Token', unconnected);
      return onPlatform(() => deps.oauth.google.dv360Lookups.lineItems(account, campaignIds, excludeCompleted));
    },
  };
}
