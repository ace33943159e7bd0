// The demo's custom conversions (issue 21 §3): each partner with demo campaigns counts two floodlight activities of
// its simulated CM360 advertiser, so the /custom-conversions screen has rows and reports can offer their metrics on the
// first start. A re-run finds them by name. Against real platforms (PLATFORMS=live) a partner whose nodes hold no
// CM360 ids answers 409 and gets none.
import type { CustomConversion, FloodlightActivity } from '../domain/custom-conversion/answers';
import { ApiError, listQuery, sameName } from './api-client';
import { ensure, type Seeding } from './ensure';

const DEMO_CONVERSIONS = [
  { name: 'Online purchases', activity: 'Purchase' },
  { name: 'Newsletter sign-ups', activity: 'Newsletter sign-up' },
] as const;

async function seedPartnerConversions(s: Seeding, partnerId: string): Promise<void> {
  let activities: FloodlightActivity[];
  try {
    activities = await s.api.get<FloodlightActivity[]>(`/google/floodlightActivities/${partnerId}`);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    s.log(`= custom conversions of partner ${partnerId}: no CM360 connection`);
    return;
  }
  const path = `/report/custom-conversions?partnerId=${partnerId}`;
  for (const spec of DEMO_CONVERSIONS) {
    const activity = activities.find((a) => a.name === spec.activity);
    if (!activity) continue;
    await ensure(
      s,
      `custom conversion ${spec.name}`,
      async () =>
        (await s.api.get<CustomConversion[]>(`${path}&${listQuery({ q: spec.name })}`)).find((c) =>
          sameName(c.name, spec.name),
        ),
      () => s.api.post<CustomConversion>(path, { name: spec.name, floodlightActivityId: activity.id }),
    );
  }
}

/** The custom conversions of every partner the demo campaigns belong to. */
export async function seedCustomConversions(s: Seeding, campaigns: readonly { partnerId: string }[]): Promise<void> {
  for (const partnerId of new Set(campaigns.map((c) => c.partnerId))) await seedPartnerConversions(s, partnerId);
}
