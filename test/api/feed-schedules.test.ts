// Scheduled feeds (issue 23 §3): a tree's feed re-imported from a link on a Temporal Schedule, fetched through the
// asset links' guard. Against a real Temporal and a local HTTP server serving the CSV (the test world trusts private
// networks, as ALLOW_PRIVATE_LINKS does; without it the guard refuses the loopback link). Per role and with another
// partner's ids; refusals append nothing.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_ACCESS_DENIED } from '../../domain/campaign';
import { FEED_EVERY_INVALID, FEED_LINK_INVALID, FEED_NOT_SCHEDULED } from '../../domain/feed-schedule';
import type { FeedScheduleAnswer } from '../../domain/feed-schedule/answers';
import { fetchFeed } from '../../workflows/feeds/activities';
import { PrivateAddressError } from '../../workflows/upload/link-guard';
import { eventually } from '../support/eventually';
import type { HttpClient } from '../support/http';
import { expectStatus, usePersonaliseWorld } from './personalise-fixture';

const w = usePersonaliseWorld({ roles: ['SELF_SERVICE_ADMIN', 'MANAGER'], config: { runWorker: true } });

let feed = { status: 200, body: '' };
let server: Server;
let link = '';
beforeAll(async () => {
  server = createServer((_, res) => res.writeHead(feed.status, { 'content-type': 'text/csv' }).end(feed.body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  link = `http://127.0.0.1:${(server.address() as AddressInfo).port}/products.csv`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const csv = (titles: Record<string, string>) =>
  ['SKU,Product,Title', ...Object.entries(titles).map(([sku, title]) => `${sku},Product ${sku},${title}`)].join('\n');
const settings = () => ({
  url: link,
  everyHours: 6,
  idColumn: 'SKU',
  nameColumn: 'Product',
  elements: { Title: 'headline' },
});
const path = () => `${w.path(w.google)}/feed-schedule`;
const schedule = (client: HttpClient, body: object = settings(), at = path()) =>
  client.request<FeedScheduleAnswer>('PUT', at, body);

/** The tree's variants as the read model holds them: name, archived, and their first format's headline. */
async function variants() {
  const { rows } = await w.t.system.deps.pool.query<{ name: string; archived: boolean; headline: string }>(
    `SELECT v.name, v.archived, min(f."values" -> 'headline' ->> 'value') AS headline
     FROM variant v JOIN variant_format f ON f.variant_id = v.id WHERE v.tree_id = $1 GROUP BY v.id ORDER BY v.name`,
    [w.google],
  );
  return rows;
}

/** When the last trigger was answered: the run it started was named (and timed) no later. */
let triggered = 0;

/**
 * Runs the schedule now and waits for the run after `since` to be recorded. A schedule starts at most one run a
 * second: a run's workflow id ends with the second it was started, and a trigger in the same second as the one before
 * is dropped without a word (temporalio/temporal#3614). So a trigger waits for the next whole second after the last.
 */
async function runOnce(since: string | null) {
  const nextSecond = Math.floor(triggered / 1000) * 1000 + 1000;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextSecond - Date.now())));
  await w.t.system.deps.feedSchedules.runNow(w.google);
  triggered = Date.now();
  let answer: FeedScheduleAnswer | null = null;
  await eventually(async () => {
    answer = expectStatus(await w.as('SELF_SERVICE_ADMIN').get<FeedScheduleAnswer>(path()), 200).body;
    if (!answer.lastRun || answer.lastRun.at === since) throw new Error('no new run yet');
  }, 60_000);
  return answer!.lastRun!;
}

describe('scheduled feeds', () => {
  it("refuses the roles without personalise access, another partner's tree and bad settings, appending nothing", async () => {
    const head = await w.t.system.deps.store.headPosition();
    const admin = w.as('SELF_SERVICE_ADMIN');
    for (const reply of [await schedule(w.as('MANAGER')), await w.as('MANAGER').get(path())])
      expect(reply.status).toBe(403);
    const globex = w.globex.users.SELF_SERVICE_ADMIN!.client;
    const replies = [await schedule(globex), await globex.request('DELETE', path())];
    for (const reply of replies) expect([reply.status, reply.body.message]).toEqual([403, CAMPAIGN_ACCESS_DENIED]);
    const foreign = `/campaigns/${w.campaignId}/personalize/${w.foreign.treeId}/feed-schedule`;
    expect((await schedule(admin, settings(), foreign)).status).toBe(404);
    const refused = [
      [{ ...settings(), url: 'ftp://example.com/feed.csv' }, FEED_LINK_INVALID],
      [{ ...settings(), url: 'not a link' }, FEED_LINK_INVALID],
      [{ ...settings(), everyHours: 0 }, FEED_EVERY_INVALID],
      [{ ...settings(), everyHours: 169 }, FEED_EVERY_INVALID],
    ] as const;
    for (const [body, message] of refused) {
      const reply = await admin.request('PUT', path(), body);
      expect([reply.status, reply.body.message]).toEqual([422, message]);
    }
    const cleared = await admin.request('DELETE', path());
    expect([cleared.status, cleared.body.message]).toEqual([404, FEED_NOT_SCHEDULED]);
    expect(await w.t.system.deps.store.headPosition()).toBe(head);
    expect(await w.t.system.deps.feedSchedules.nextRunAt(w.google)).toBeNull();
  });

  it('imports the feed from its link on each run, records the last run, and stops once cleared', async () => {
    const admin = w.as('SELF_SERVICE_ADMIN');
    feed = { status: 200, body: csv({ A: 'A title', B: 'B title' }) };
    const set = expectStatus(await schedule(admin), 200).body;
    expect(set).toMatchObject({
      schedule: { url: link, everyHours: 6, idColumn: 'SKU', nameColumn: 'Product', elements: { Title: 'headline' } },
      lastRun: null,
    });
    // The first run is due within six hours (Temporal counts the intervals from the epoch).
    const next = Date.parse(set.schedule!.nextRunAt!) - Date.now();
    expect(next).toBeGreaterThan(0);
    expect(next).toBeLessThanOrEqual(6 * 3600_000);

    const first = await runOnce(null);
    expect(first).toMatchObject({ result: { new: 2, updated: 0, archived: 0, unchanged: 0 }, error: null });
    await eventually(async () =>
      expect(await variants()).toEqual([
        { name: 'Product A', archived: false, headline: 'A title' },
        { name: 'Product B', archived: false, headline: 'B title' },
      ]),
    );

    feed = { status: 200, body: csv({ A: 'A new title' }) };
    const second = await runOnce(first.at);
    expect(second.result).toEqual({ new: 0, updated: 1, archived: 1, unchanged: 0 });
    await eventually(async () =>
      expect(await variants()).toEqual([
        { name: 'Product A', archived: false, headline: 'A new title' },
        { name: 'Product B', archived: true, headline: 'B title' },
      ]),
    );

    // A link that fails: the run says why and imports nothing.
    feed = { status: 404, body: 'gone' };
    const failed = await runOnce(second.at);
    expect(failed).toMatchObject({ result: null, error: 'The feed link answered 404' });
    feed = { status: 200, body: 'SKU,Product\n"unclosed' };
    const unreadable = await runOnce(failed.at);
    expect(unreadable.error).toMatch(/^The file could not be parsed: /);

    // Setting it again changes the interval of the same schedule.
    const changed = expectStatus(await schedule(admin, { ...settings(), everyHours: 24 }), 200).body;
    expect(changed.schedule!.everyHours).toBe(24);
    expect(new Date(changed.schedule!.nextRunAt!).toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect(changed.lastRun).toEqual(unreadable);

    const cleared = expectStatus(await admin.request<FeedScheduleAnswer>('DELETE', path()), 200).body;
    expect(cleared).toEqual({ schedule: null, lastRun: unreadable });
    expect(await w.t.system.deps.feedSchedules.nextRunAt(w.google)).toBeNull();
  }, 240_000);

  it('fetches through the link guard: a loopback link is refused unless private networks are trusted', async () => {
    feed = { status: 200, body: csv({ A: 'A title' }) };
    await expect(fetchFeed(link, false)).rejects.toBeInstanceOf(PrivateAddressError);
    const fetched = await fetchFeed(link, true);
    expect([fetched.fileName, fetched.bytes.toString()]).toEqual(['products.csv', feed.body]);
  });
});
