// A year of delivery for the demo's published campaigns (issue 21 §6), so every reporting screen (/reporter, /analyze,
// the lift) has data on the first start. The simulated platforms answer believable delivery for any past day of an ad
// they serve; once a campaign's publish has finished and the platforms' reviews have settled (an ad in review serves
// nothing), the product's own import workflow reads the year from them through the adapters, the newest days first so
// the default 7-day reports fill within moments, while the seed's sign-in lines are already printed.
import type { PublishingAnswer, PublishingMarketData } from '../domain/publishing/answers';
import type { DeliveryImports } from '../workflows/delivery/starters';
import { daysBefore } from '../workflows/delivery/delivery.workflow';
import { ApiClient } from './api-client';
import { demoCampaign, until } from './awaiting';
import { DEMO_CAMPAIGNS } from './campaign-data';
import type { Seeding } from './ensure';
import type { SeedOptions } from './seed';

/** How far back the demo's delivery goes: a year, ending yesterday. */
export const DEMO_DELIVERY_DAYS = 365;
const STEP = "The demo's year of delivery";
const SETTLED_WAIT_MS = 10 * 60_000;

/**
 * Whether the campaign's publish finished and every ad it made has its platform's review (what the import can read);
 * null when it was never published (its nodes are on real platforms).
 */
async function servable(s: Seeding, campaignId: string): Promise<boolean | null> {
  const { running, publishes } = await s.api.get<PublishingAnswer>(`/campaigns/publishing/${campaignId}`);
  if (publishes.length === 0) return null;
  if (running || publishes[0]!.status !== 'finished') return false;
  const { markets } = await s.api.get<PublishingMarketData>(`/campaigns/publishing-market-data/${campaignId}`);
  const counts = markets.flatMap((m) => Object.values(m.platforms));
  return counts.some((c) => c.published > 0) && counts.every((c) => c.inQueue === 0 && c.pending === 0);
}

/** Imports the past year of each published demo campaign's delivery; answers the account-days imported. */
export async function importDemoDelivery(
  { baseUrl, superEmail, superPassword, log = () => undefined }: SeedOptions,
  imports: DeliveryImports,
): Promise<number> {
  const s: Seeding = { api: new ApiClient(baseUrl.replace(/\/+$/, '')), log };
  await s.api.post('/auth/login', { username: superEmail, password: superPassword });
  const days = daysBefore(new Date(), DEMO_DELIVERY_DAYS).reverse();
  const imported = await Promise.all(
    DEMO_CAMPAIGNS.filter((spec) => spec.publish?.length).map(async (spec) => {
      const campaign = await demoCampaign(s, spec.name);
      const published = await until(STEP, `the reviews of ${spec.name}`, SETTLED_WAIT_MS, async () => {
        const now = await servable(s, campaign.id);
        return now === false ? undefined : now;
      });
      if (!published) return 0;
      const started = performance.now();
      // Only where it published: a platform of the campaign with no ads delivers nothing, and CM360's reports come
      // at a query a second.
      const outcome = await imports.importDays(campaign.id, days, spec.publish);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      log(
        `${outcome.changed > 0 ? '+' : '='} ${DEMO_DELIVERY_DAYS} days of delivery of ${spec.name}: ${outcome.changed} account-days new, ${seconds} s`,
      );
      return outcome.accounts * outcome.days;
    }),
  );
  return imported.reduce((sum, n) => sum + n, 0);
}
