// The simulated CM360's floodlight activities (dfareporting v5 `floodlightActivities.list`): every advertiser has the
// same believable set, a sales group counting purchases and a counter group counting visits and sign-ups, under ids
// of its own that stay the same across starts (derived from the advertiser's id), so a conversion saved against one
// still names it after a restart. Answered for the profile's network only, paged as CM360 pages.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { googleError, pageOf } from '../google/simulated-api';

/** Each advertiser's activities: group, activity, and CM360's counting method for it. */
const ACTIVITIES = [
  ['Sales', 'Purchase', 'TRANSACTIONS_COUNTING'],
  ['Sales', 'Subscription started', 'TRANSACTIONS_COUNTING'],
  ['Counter', 'Add to cart', 'STANDARD_COUNTING'],
  ['Counter', 'Newsletter sign-up', 'UNIQUE_COUNTING'],
  ['Counter', 'Store locator visit', 'STANDARD_COUNTING'],
  ['Counter', 'Brochure download', 'UNIQUE_COUNTING'],
] as const;

/** An advertiser's floodlight configuration id: its id in CM360 is the advertiser's own. */
function activityIds(advertiserId: string): string[] {
  const base = 1_000 + (parseInt(createHash('sha256').update(advertiserId).digest('hex').slice(0, 8), 16) % 8_000_000);
  return ACTIVITIES.map((_, i) => String(base * 10 + i));
}

/** The simulated activities of an advertiser, as `floodlightActivities.list` answers them. */
export function simulatedFloodlightActivities(accountId: string, advertiserId: string) {
  const ids = activityIds(advertiserId);
  return ACTIVITIES.map(([group, name, countingMethod], i) => ({
    kind: 'dfareporting#floodlightActivity',
    id: ids[i]!,
    accountId,
    advertiserId,
    floodlightConfigurationId: advertiserId,
    floodlightActivityGroupName: group,
    floodlightActivityGroupType: group === 'Sales' ? 'SALE' : 'COUNTER',
    name,
    countingMethod,
    status: 'ACTIVE',
    tagString: name
      .toLowerCase()
      .replace(/[^a-z]+/g, '')
      .slice(0, 8),
  }));
}

export function simulatedCm360Floodlight(server: FastifyInstance, profiles: ReadonlyMap<string, string>) {
  server.get(
    '/dfareporting/v5/userprofiles/:profileId/floodlightActivities',
    (request: FastifyRequest<{ Params: { profileId: string }; Querystring: Record<string, string> }>, reply) => {
      const accountId = profiles.get(request.params.profileId);
      if (!accountId) return googleError(reply, 404, 'notFound', 'Profile not found');
      const { advertiserId, pageToken, maxResults = '1000' } = request.query;
      if (!advertiserId)
        return googleError(
          reply,
          400,
          'invalid',
          'Must specify either ids, advertiserId, or floodlightConfigurationId.',
        );
      const activities = simulatedFloodlightActivities(accountId, advertiserId).sort((a, b) =>
        a.name.localeCompare(b.name),
      );
      const page = pageOf(activities, pageToken, Number(maxResults));
      return {
        kind: 'dfareporting#floodlightActivitiesListResponse',
        floodlightActivities: page.items,
        nextPageToken: page.nextPageToken,
      };
    },
  );
}
