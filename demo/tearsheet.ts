// The demo's shared tearsheet (issue 19 §7): once the social campaign's screenshots have rendered (the seed asks for
// them last and they render in the background), a tearsheet of all its creatives and a public link to it that does
// not expire, made through the API as a user would from the Tools tab. It runs after the sign-in lines are printed, so
// they do not wait for the renders. The link's token is answered only once: the run that makes the link prints it,
// and a re-run that finds the tearsheet shared records nothing.
import type { CreatedTearsheetLink, Tearsheet } from '../domain/tearsheet/answers';
import type { RenderQueueState } from '../domain/screenshot/answers';
import { ApiClient } from './api-client';
import { demoCampaign, until } from './awaiting';
import type { Seeding } from './ensure';
import type { SeedOptions } from './seed';

/** The campaign shared: a dozen variants, so its renders and its PDF take moments. */
export const SHARED_CAMPAIGN = 'Cola Summer Splash – Social';

const STEP = "The demo's shared tearsheet";
const RENDERS_WAIT_MS = 30 * 60_000;
const BUILD_WAIT_MS = 5 * 60_000;

/** A shared tearsheet just made, with its link; null when an earlier run shared it. */
export interface SharedTearsheet {
  campaignName: string;
  url: string;
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
  const campaign = await demoCampaign(s, SHARED_CAMPAIGN);
  const label = `shared tearsheet of ${campaign.name}`;
  const listed = await s.api.get<Tearsheet[]>(`/campaigns/${campaign.id}/tearsheets`);
  if (listed.some(isShared)) {
    log(`= ${label}`);
    return null;
  }
  log(`${label}: waiting for its screenshots`);
  await until(STEP, 'its screenshots', RENDERS_WAIT_MS, async () => {
    const queue = await s.api.get<RenderQueueState>(`/campaigns/${campaign.id}/render-queue/state`);
    return queue.running ? undefined : queue;
  });
  const whole = (t: Tearsheet) => t.status !== 'failed' && Object.keys(t.filter).length === 0;
  const asked = listed.find(whole) ?? (await s.api.post<Tearsheet>(`/campaigns/${campaign.id}/create-pdf`, {}));
  const ready = await until(STEP, 'its PDF', BUILD_WAIT_MS, async () => {
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
