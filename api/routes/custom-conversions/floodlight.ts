// The floodlight activities of a partner's CM360 advertisers, through the CM360 adapter (`floodlightActivities.list`):
// each business node of the partner with CM360's advertiser and network ids names an advertiser (CM360 needs no token
// per node: the product's own credentials reach the network). A partner none of whose nodes has them answers 409 with
// what to connect, as the other look-ups on an unconnected node do.
import type { FloodlightActivity } from '../../../domain/custom-conversion/answers';
import { CM360_NOT_CONNECTED } from '../../../domain/custom-conversion';
import { DomainError } from '../../../domain/shared/errors';
import { partnerCm360Advertisers } from '../../../projections/integrations/queries';
import type { AppDeps } from '../../deps';
import { onPlatform } from '../../http/platform-errors';

export async function partnerFloodlightActivities(deps: AppDeps, partnerId: string): Promise<FloodlightActivity[]> {
  const advertisers = await partnerCm360Advertisers(deps.pool, partnerId);
  if (advertisers.length === 0) throw DomainError.conflict(CM360_NOT_CONNECTED);
  const lists = await onPlatform(() =>
    Promise.all(advertisers.map((ids) => deps.oauth.google.google.floodlightActivities({ ids, token: null }))),
  );
  return lists.flat();
}
