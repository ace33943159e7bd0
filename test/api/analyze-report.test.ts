// Running and exporting analyze reports over HTTP (issue 21 §2), delivery seeded through the real path
// (test/support/delivered.ts): 60 ads × 20 days give 1,200 rows by creative and day; the builder shows 1,000 and says
// it is truncated, the export streams all 1,200 in each format under the spec's file name. Benchmarks add their
// columns; the caller analyzes only the campaigns it may ('Wrong campaigns. …'), another partner's never.
import { DOMParser } from '@xmldom/xmldom';
import { beforeAll, describe, expect, it } from 'vitest';
import { WRONG_CAMPAIGNS } from '../../domain/campaign/messages';
import { analyzeReport } from '../support/analyze-report';
import { useApiTest } from '../support/api-test';
import { delivered, importedDays, metaCampaign, publishedAds } from '../support/delivered';
import { addNode } from '../support/fixtures';
import { expectStatus } from './personalise-fixture';

const api = useApiTest({ roles: ['ANALYST'], globex: ['ANALYST'] });
const ADS = 60;
const DAYS = Array.from({ length: 20 }, (_, n) =>
  new Date(Date.now() - (n + 1) * 86_400_000).toISOString().slice(0, 10),
);
let reached: string;
let elsewhere: string;
let foreign: string;

/** An export's bytes, its type and file name. */
async function exported(format: string, body: unknown) {
  const reply = await fetch(`${api.t.baseUrl}/api/v1/report/analyze/export?format=${format}`, {
    method: 'POST',
    headers: { cookie: api.as('ANALYST').cookieHeader(), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: reply.status, disposition: reply.headers.get('content-disposition'), text: await reply.text() };
}

beforeAll(async () => {
  const france = await addNode(api.su, api.acme.partnerId, { parentId: api.acme.rootNodeId, name: 'France' });
  const mine = await metaCampaign(api, api.acme, api.acme.childNodeId, 'Reached');
  reached = mine.campaignId;
  elsewhere = (await metaCampaign(api, api.acme, france, 'Elsewhere')).campaignId;
  foreign = (await metaCampaign(api, api.globex, api.globex.childNodeId, 'Foreign')).campaignId;
  const ads = Array.from({ length: ADS }, (_, n) => ({ adId: `ad-${n}`, treeId: mine.treeId, variantId: `v${n % 3}` }));
  const on = { campaignId: reached, partnerId: api.acme.partnerId, nodeId: api.acme.childNodeId };
  await publishedAds(api, on, ads);
  const rows = ads.map((ad, n) => delivered(ad.adId, 'feed', 'all', 1000 + n, 10 + n));
  await importedDays(api, { ...on, account: 'acct-1' }, Object.fromEntries(DAYS.map((day) => [day, rows])));
}, 240_000);

describe('analyze reports', () => {
  it('shows the first 1,000 rows by creative and day, each metric from the sums', async () => {
    const shown = expectStatus(await api.as('ANALYST').post('/report/analyze', analyzeReport([reached])), 200).body;
    expect(shown.columns).toEqual(['timestamp', 'creative', 'impressions', 'clicks', 'CTR']);
    expect(shown.rows).toHaveLength(1000);
    expect(shown.truncated).toBe(true);
    expect(shown.rows[0]).toMatchObject({ timestamp: DAYS.at(-1) });
    const ad7 = shown.rows.find((r: { creative: string }) => r.creative === 'ad-7');
    expect(ad7).toEqual({ timestamp: DAYS.at(-1), creative: 'ad-7', impressions: 1007, clicks: 17, CTR: 1.69 });

    const total = expectStatus(
      await api
        .as('ANALYST')
        .post(
          '/report/analyze',
          analyzeReport([], { splits: [], granularity: { field: 'timestamp', value: 'ALL', sortIndex: 0 } }),
        ),
      200,
    ).body;
    const impressions = DAYS.length * Array.from({ length: ADS }, (_, n) => 1000 + n).reduce((a, b) => a + b, 0);
    expect(total.rows).toEqual([{ impressions, clicks: total.rows[0].clicks, CTR: total.rows[0].CTR }]);
    expect(total.campaigns).toBe(1);
  });

  it('exports every row, in each format, under the spec’s file name', async () => {
    const today = new Date().toISOString().slice(0, 10).split('-').reverse().join('-');
    const csv = await exported('CSV', analyzeReport([reached]));
    expect(csv.status).toBe(200);
    expect(csv.disposition).toBe(`attachment; filename=video-and-display-report-${today}.csv`);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('timestamp,creative,impressions,clicks,CTR');
    expect(lines).toHaveLength(ADS * DAYS.length + 1);
    expect(lines).toContain(`${DAYS.at(-1)},ad-7,1007,17,1.69`);

    const named = await exported('TabSeparatedWithNames', analyzeReport([reached]));
    expect(named.disposition).toContain('.tsv');
    expect(
      named.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toHaveLength(ADS * DAYS.length + 1);
    const bare = await exported('TabSeparated', analyzeReport([reached]));
    expect(
      bare.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toHaveLength(ADS * DAYS.length);
    const json = await exported('JSON', analyzeReport([reached]));
    const parsed = JSON.parse(json.text) as Record<string, unknown>[];
    expect(parsed).toHaveLength(ADS * DAYS.length);
    expect(parsed).toContainEqual({
      timestamp: DAYS.at(-1),
      creative: 'ad-7',
      impressions: 1007,
      clicks: 17,
      CTR: 1.69,
    });

    const compact = await exported('JSONCompact', analyzeReport([reached]));
    expect(compact.disposition).toContain('.json');
    const table = JSON.parse(compact.text) as { meta: { name: string }[]; data: unknown[][]; rows: number };
    expect(table.meta.map((c) => c.name)).toEqual(['timestamp', 'creative', 'impressions', 'clicks', 'CTR']);
    expect([table.rows, table.data.length]).toEqual([ADS * DAYS.length, ADS * DAYS.length]);
    expect(table.data).toContainEqual([DAYS.at(-1), 'ad-7', 1007, 17, 1.69]);

    const xml = await exported('XML', analyzeReport([reached]));
    expect(xml.disposition).toContain('.xml');
    const doc = new DOMParser().parseFromString(xml.text, 'application/xml');
    // xmldom's node lists are not iterable: read them by index.
    const all = (parent: Document | Element, tag: string) => {
      const list = parent.getElementsByTagName(tag);
      return Array.from({ length: list.length }, (_, n) => list.item(n)!);
    };
    const texts = (parent: Element, tag: string) => all(parent, tag).map((e) => e.textContent);
    expect(texts(all(doc, 'columns')[0]!, 'name')).toEqual(table.meta.map((c) => c.name));
    const rows = all(doc, 'row').map((row) => texts(row, 'field'));
    expect(rows).toHaveLength(ADS * DAYS.length);
    expect(rows).toContainEqual([DAYS.at(-1), 'ad-7', '1007', '17', '1.69']);
    expect(doc.getElementsByTagName('rows')[0]!.textContent).toBe(String(ADS * DAYS.length));
  });

  it('adds the benchmark columns, and answers each campaign’s benchmarks', async () => {
    const asked = expectStatus(await api.as('ANALYST').post('/campaigns/benchmarks', { campaignIds: [reached] }), 200);
    const ctr = asked.body[0].benchmarks.find((b: { metricName: string }) => b.metricName === 'CTR').metricValue;
    expect(asked.body[0].campaignId).toBe(reached);
    expect(ctr).toBeGreaterThan(0);
    const shown = expectStatus(
      await api.as('ANALYST').post('/report/analyze', analyzeReport([reached], { areBenchmarksShown: true })),
      200,
    ).body;
    expect(shown.columns).toEqual([
      'timestamp',
      'creative',
      'impressions',
      'clicks',
      'CTR',
      'CTR Benchmark',
      'CTR Benchmark Difference',
    ]);
    const row = shown.rows[0];
    expect(row['CTR Benchmark']).toBe(ctr);
    expect(row['CTR Benchmark Difference']).toBeCloseTo(((row.CTR - ctr) / ctr) * 100, 0);
  });

  it('analyzes only the campaigns the caller may', async () => {
    for (const campaignIds of [[foreign], [elsewhere]]) {
      for (const reply of [
        await api.as('ANALYST').post('/report/analyze', analyzeReport(campaignIds)),
        await api.as('ANALYST').post('/campaigns/benchmarks', { campaignIds }),
      ]) {
        expect(reply.status).toBe(403);
        expect(reply.body.message).toBe(WRONG_CAMPAIGNS);
      }
      expect((await exported('CSV', analyzeReport(campaignIds))).status).toBe(403);
    }
    const allowed = expectStatus(await api.as('ANALYST').get('/business-nodes/allowed-analyze-campaigns'), 200).body;
    expect(allowed.map((c: { id: string }) => c.id)).toEqual([reached]);
    const admin = expectStatus(
      await api.su.get(`/business-nodes/allowed-analyze-campaigns?partnerId=${api.acme.partnerId}`),
      200,
    );
    expect(admin.body.map((c: { id: string }) => c.id).sort()).toEqual([elsewhere, reached].sort());
    // globex's analyst reads none of acme's delivery
    const theirs = expectStatus(
      await api.globex.users.ANALYST!.client.post('/report/analyze', analyzeReport([])),
      200,
    ).body;
    expect(theirs.rows).toEqual([]);
  });
});
