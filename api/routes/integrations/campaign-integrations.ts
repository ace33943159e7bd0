// The integrations of a campaign's business nodes, for the screens that must name a node's account (the Meta ad
// accounts and DV360 advertisers a user picks from): the campaign within the caller's reach first, then each node's ids
// and stored tokens, which go no further than the route that reads them (a token's value never leaves the server).
import type { FastifyRequest } from 'fastify';
import { scopedCampaign } from '../../../commands/campaigns';
import type { Group } from '../../../domain/roles';
import { nodeIntegration, type NodeIntegrationRow } from '../../../projections/integrations/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';

export type CampaignNodeIntegration = NodeIntegrationRow & { nodeId: string };

export async function campaignIntegrations(
  deps: AppDeps,
  request: FastifyRequest,
  campaignId: string,
  group: Group,
): Promise<CampaignNodeIntegration[]> {
  const campaign = await scopedCampaign(deps.lookups, actorOf(request), campaignId, group);
  return Promise.all(
    campaign.businessNodes.map(async (nodeId) => ({ nodeId, ...(await nodeIntegration(deps.pool, nodeId)) })),
  );
}
