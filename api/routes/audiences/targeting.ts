// The Google targeting look-ups (spec 2 §7): GET /google/campaigns, sites, mobile_carriers, operating_systems,
// browsers, connection_types, platform_types and languages, each `?nodeId=`: the options of the named business node's
// Campaign Manager 360 (its advertiser and network ids; CM360 needs no token per node), through the CM360 adapter, on
// the embedded default the simulated CM360. For whoever may open the audiences tab; the node must be in the caller's
// reach. A node without CM360's ids answers 409 with what to connect, as the other look-ups on an unconnected node do.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SignedInActor } from '../../../commands/context';
import {
  AUDIENCE_ACCESS,
  AUDIENCE_MESSAGES,
  TARGETING_DIMENSIONS,
  type TargetingDimension,
} from '../../../domain/audience';
import { TargetingOptions, type TargetingOption } from '../../../domain/audience/answers';
import { DomainError } from '../../../domain/shared/errors';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { onPlatform } from '../../http/platform-errors';
import { NodeQuery } from '../../schemas/platform-lookups';
import { reachableIntegration } from '../integrations/node-connection';

/** The options of one dimension in the node's CM360, once the caller may reach the node. */
export async function nodeTargeting(
  deps: AppDeps,
  actor: SignedInActor,
  nodeId: string,
  dimension: TargetingDimension,
): Promise<TargetingOption[]> {
  const { ids } = await reachableIntegration(deps, actor, nodeId);
  const { dcmNetworkId, dcmAdvertiserId } = ids as Record<string, string | undefined>;
  if (!dcmNetworkId || !dcmAdvertiserId) throw DomainError.conflict(AUDIENCE_MESSAGES.cm360NotConnected);
  const account = { ids: { dcmNetworkId, dcmAdvertiserId }, token: null };
  return onPlatform(() => deps.oauth.google.google.targetingOptions(account, dimension));
}

export const googleTargetingRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    for (const dimension of TARGETING_DIMENSIONS)
      app.get(
        `/google/${dimension}`,
        {
          config: { access: AUDIENCE_ACCESS },
          schema: {
            tags: ['google'],
            querystring: NodeQuery,
            response: { 200: TargetingOptions, ...errors(400, 403, 404, 409, 422, 429, 503) },
          },
        },
        async (request) => nodeTargeting(deps, actorOf(request), request.query.nodeId, dimension),
      );
  };
