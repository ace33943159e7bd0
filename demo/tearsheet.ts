// The demo's shared tearsheet (issue 19 §7): once the social campaign's screenshots have rendered (the seed asks for
// them last and they render in the background), a tearsheet of all its creatives and a public link to it that does
// not expire, made through the API as a user would from the Tools tab. It runs after the sign-in lines are printed, so
// they do not wait for the renders. The link's token is answered only once: the run that makes the link prints it,
// and a re-run that finds the tearsheet shared records nothing.
import type { CreatedTearsheetLink, Tearsheet } from '../domain/tearsheet/answers';
import type { RenderQueueState } from '../domain/screenshot/answers';
import { ApiClient, listQuery, sameName } from './api-client';
import { DEMO_CAMPAIGNS } from './campaign-data';
import { DEMO_CONCEPTS } from './concept-data';
import type { Seeding } from './ensure';
import type { SeedOptions } from './seed';

/** The campaign shared: a dozen variants, so its renders and its PDF take moments. */
export const SHARED_CAMPAIGN = 'Cola Summer Splash – Social';

const POLL_MS = 2_000;
const RENDERS_WAIT_MS = 30 * 60_000;
const BUILD_WAIT_MS = 5 * 60_000;

/** A shared tearsheet just made, with its link; null when an earlier run shared it. */
export interface SharedTearsheet {
  campaignName: string;
  url: string;
}

async function until<T>(what: string, timeoutMs: number, read: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`The demo's shared tearsheet: ${what} took over ${timeoutMs / 60_000} min`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function sharedCampaign(s: Seeding): Promise<{ id: string; name: string }> {
  const spec = DEMO_CAMPAIGNS.find((c) => c.name === SHARED_CAMPAIGN);
  const partnerName = DEMO_CONCEPTS.find((c) => c.name === spec?.concept)?.partner;
  if (!partnerName) throw new Error(`The demo shares ${SHARED_CAMPAIGN}, which it does not create`);
  const partner = (
    await s.api.get<{ id: string; name: string }[]>(`/partners/admin?${listQuery({ q: partnerName })}`)
  ).find((p) => sameName(p.name, partnerName));
  const campaign = partner
    ? (
        await s.api.get<{ id: string; name: string }[]>(
          `/campaigns?${listQuery({ partnerId: partner.id, q: SHARED_CAMPAIGN })}`,
        )
      ).find((c) => sameName(c.name, SHARED_CAMPAIGN))
    : undefined;
  if (!campaign) throw new Error(`The demo's ${SHARED_CAMPAIGN} is missing: seed the demo first`);
  return campaign;
}

const isShared = (t: Tearsheet) =>
  t.status === 'ready' && t.links.some((l) => l.state === 'active' && l.expiresAt === null);

/** Makes the shared tearsheet unless an earlier run did; a tearsheet of the whole campaign made but not shared yet
 * (a run cut short) is shared rather than made again. */
export async function shareDemoTearsheet({
  baseUrl,
  superEmail,
  superPassword,
  log = () => undefined,
}: SeedOptions): Promise<SharedTearsheet | null> {
  const s: Seeding = { api: new ApiClient(baseUrl.replace(/\/+$/, '')), log };
  await s.api.post('/auth/login', { username: superEmail, password: superPassword });
  const campaign = await sharedCampaign(s);
  const label = `shared tearsheet of ${campaign.name}`;
  const listed = await s.api.get<Tearsheet[]>(`/campaigns/${campaign.id}/tearsheets`);
  if (listed.some(isShared)) {
    log(`= ${label}`);
    return null;
  }
  log(`${label}: waiting for its screenshots`);
  await until('its screenshots', RENDERS_WAIT_MS, async () => {
    const queue = await s.api.get<RenderQueueState>(`/campaigns/${campaign.id}/render-queue/state`);
    return queue.running ? undefined : queue;
  });
  const whole = (t: Tearsheet) => t.status !== 'failed' && Object.keys(t.filter).length === 0;
  const asked = listed.find(whole) ?? (await s.api.post<Tearsheet>(`/campaigns/${campaign.id}/create-pdf`, {}));
  const ready = await until('its PDF', BUILD_WAIT_MS, async () => {
    const now = await s.api.get<Tearsheet>(`/tearsheets/${asked.id}`);
    if (now.status === 'failed') throw new Error(`The demo's shared tearsheet failed: ${now.reason}`);
    return now.status === 'ready' ? now : undefined;
  });
  const link = await s.api.post<CreatedTearsheetLink>(`/tearsheets/${ready.id}/links`, {});
  log(`+ ${label}: ${ready.entries} creatives`);
  return { campaignName: campaign.name, url: link.url };
}

/** What a newcomer reads once the tearsheet is shared. */
export const sharedTearsheetBlock = ({ campaignName, url }: SharedTearsheet) =>
  ['', `A shared tearsheet of ${campaignName} opens without signing in:`, `  ${url}`, ''].join('\n');
