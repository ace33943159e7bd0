// Personalisation at the spec's scale (issue 9 §6), through the product's HTTP API on the bench's Postgres: a
// google tree of 10,000 variants × 6 formats with segments and schedules, then
//  - a filtered page of 50 at 10 concurrent readers (p99), beside the same page as a plain SELECT on an equivalent
//    denormalised table, each timed twice: with the bench's own parse of the answer (JSON.parse of ~190 kB, which
//    ten readers in one Node process pay in turn), and to the answer's last byte, as load tools time a server;
//    variants/count (p99); the page read right after a change, when nothing of it is kept;
//  - one command (rename, activate one) on that tree (p99): a command must not replay the tree;
//  - a bulk activation of all 10,000, every rule checked, answered once the projections hold it;
//  - a CSV import of 10,000 segment rows, answered once the projections hold it.
import pg from 'pg';
import { DEFAULT_SUPER_PASSWORD } from '../runtime/config';
import { readyConcept } from '../test/support/campaigns';
import { HttpClient } from '../test/support/http';
import { banner, code, uploadTemplate } from '../test/support/templates';
import type { BenchDatabase } from './database';
import { startBenchProduct } from './product';

const VARIANTS = 10_000;
const SEGMENTS_ASSIGNED = 1_000;
const READERS = 10;
const READS_PER_READER = 60;
const COMMANDS = 200;
const PARALLEL = 16;
/** Six display sizes: the tree's six formats. */
const SIZES = ['300x250', '728x90', '160x600', '300x600', '970x250', '320x50'];

const progress = (message: string) => process.stderr.write(`bench: personalise: ${message}\n`);

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(2));
}

const latency = (samples: number[]) => ({
  samples: samples.length,
  p50Ms: percentile(samples, 50),
  p99Ms: percentile(samples, 99),
});

export async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

export async function inParallel<T>(
  items: readonly T[],
  work: (item: T, index: number) => Promise<unknown>,
  workers = PARALLEL,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

/** Every request of the bench must succeed: a refused one would make a figure meaningless. */
export async function ok<T = any>(reply: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const { status, body } = await reply;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body).slice(0, 500)}`);
  return body;
}

const filterQuery = (filter: object) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** `readers` loops of `read` until each has made `each` reads; every read's milliseconds. */
async function concurrentReads(readers: number, each: number, read: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  await Promise.all(
    Array.from({ length: readers }, async () => {
      for (let i = 0; i < each; i++) samples.push((await timed(read))[1]);
    }),
  );
  return samples;
}

export async function buildTree(su: HttpClient) {
  const partnerId = (await ok(su.post('/partners', { name: `Bench ${Date.now()}`, type: 'Client' }), 'partner'))
    .id as string;
  const market = await ok(su.post(`/markets/create/${partnerId}`, { name: 'Germany' }), 'market');
  const node = await ok(
    su.post(`/business-nodes?partnerId=${partnerId}`, {
      parentId: null,
      name: 'Germany',
      type: 'market',
      marketId: market.id,
    }),
    'node',
  );
  const concept = await readyConcept(su, 'Bench concept', [node.id], partnerId);
  // The headline is required: every variant must be filled before it may go on.
  const template = banner(
    code({ defaultValues: '{"headline": "Summer sale", "hero": "hero.png"}', requiredFields: '["headline"]' }),
  );
  const templateIds: string[] = [];
  for (const size of SIZES)
    templateIds.push(
      (await ok(uploadTemplate(su, concept.conceptId, `${size}-Bench.html`, template), 'template')).templates[0].id,
    );
  const campaign = await ok(
    su.post('/campaigns', {
      partnerId,
      conceptId: concept.conceptId,
      name: 'Bench campaign',
      businessNodes: [node.id],
      platforms: ['google'],
      templateIds,
    }),
    'campaign',
  );
  const [tree] = await ok(su.get(`/campaigns/${campaign.id}/personalize/trees`), 'trees');
  return {
    campaignId: campaign.id as string,
    treeId: tree.id as string,
    path: `/campaigns/${campaign.id}/personalize/${tree.id}`,
  };
}

export async function personaliseFigures(db: BenchDatabase) {
  const databaseUrl = await db.database('personalise_bench');
  const product = await startBenchProduct({ DATABASE_URL: databaseUrl });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: READERS });
  try {
    const su = new HttpClient(product.baseUrl);
    await su.login('super@varia.local', DEFAULT_SUPER_PASSWORD);
    progress('a campaign with a google tree of six formats');
    const { campaignId, treeId, path } = await buildTree(su);

    progress(`${VARIANTS} variants`);
    const [, createSeconds] = await timed(() =>
      inParallel(
        Array.from({ length: VARIANTS }, (_, i) => i),
        (i) =>
          ok(
            su.post(`${path}/variant`, { name: i === 0 ? 'Fallback' : `Variant ${String(i).padStart(5, '0')}` }),
            'variant',
          ),
      ),
    );

    progress(`a CSV of ${VARIANTS} segments`);
    const rows = Array.from({ length: VARIANTS }, (_, i) => `Segment ${String(i).padStart(5, '0')},key-${i}`);
    const [, csvMs] = await timed(() =>
      ok(
        su.post(`${path}/signals/upload`, {
          csvData: ['Segment name,Dynamic Targeting Key', ...rows].join('\n'),
          segmentType: 'CM Dynamic Targeting Key',
        }),
        'csv',
      ),
    );

    progress('segments and schedules on the variants, values filled, creatives approved, the fallback set');
    const schedule = await ok(
      su.post(`${path}/signal`, {
        name: 'Season 2026–27',
        type: 'schedule',
        segmentType: null,
        values: [],
        campaignIds: [],
        countries: [],
        schedule: {
          startsAt: '2026-01-01T00:00:00.000Z',
          endsAt: '2027-12-31T23:59:59.000Z',
          weekdays: [],
          dailyFrom: null,
          dailyTo: null,
        },
      }),
      'schedule',
    );
    const segments = (await ok(su.get(`${path}/signals?type=userSegment`), 'segments')) as { id: string }[];
    const identifiers = (await ok(su.get(`${path}/variant-identifiers?${filterQuery({})}`), 'identifiers')) as {
      variantId: string;
      formatIds: string[];
    }[];
    const groups = Array.from({ length: SEGMENTS_ASSIGNED }, (_, g) =>
      identifiers.filter((_, i) => i % SEGMENTS_ASSIGNED === g).flatMap((v) => v.formatIds),
    );
    await inParallel(groups, (formats, g) =>
      ok(
        su.request('PATCH', `${path}/formats/signals`, { formats, signals: [segments[g]!.id, schedule.id] }),
        'assign',
      ),
    );
    await ok(
      su.request('PATCH', `${path}/formats/dynamic-elements`, {
        filters: {},
        elements: { headline: { value: 'Ice-cold summer' } },
      }),
      'fill',
    );
    // In requests of 1,000 variants: a body naming all 60,000 formats is past the API's body limit.
    const chunks = Array.from({ length: Math.ceil(identifiers.length / 1000) }, (_, i) =>
      identifiers.slice(i * 1000, (i + 1) * 1000),
    );
    for (const chunk of chunks) {
      await ok(
        su.request('PATCH', `/campaigns/${campaignId}/creatives/approvals`, {
          treeId,
          approvals: chunk.flatMap((v) => v.formatIds),
          rejections: [],
          final: true,
        }),
        'approve',
      );
    }
    const fallback = identifiers[0]!.variantId;
    await ok(su.request('PATCH', `${path}/variants/${fallback}/fallback`), 'fallback');

    progress('bulk activation of all');
    const everyone = identifiers.map((v) => ({ id: v.variantId }));
    const [activated, bulkMs] = await timed(() =>
      ok(su.request('PATCH', `${path}/bulk/variants/activate`, { variants: everyone, includeArchived: false }), 'bulk'),
    );

    progress('reads at 10 concurrent readers');
    const pageFilter = filterQuery({ q: 'Variant 0', statuses: ['active'] });
    const page = (offset: number) =>
      su.get(
        `${path}/variants?${pageFilter}&range=${encodeURIComponent(`[${offset},${offset + 49}]`)}&sort=${encodeURIComponent('["name","ASC"]')}`,
      );
    const first = await ok(page(0), 'page');
    if (first.length !== 50) throw new Error(`the filtered page has ${first.length} rows, not 50`);
    await pool.query(`DROP TABLE IF EXISTS bench_variant_page; CREATE TABLE bench_variant_page AS
      SELECT v.*, (SELECT jsonb_agg(to_jsonb(f) ORDER BY f.sort) FROM variant_format f WHERE f.variant_id = v.id) AS format_rows FROM variant v;
      CREATE INDEX ON bench_variant_page (tree_id, name_lower); ANALYZE bench_variant_page`);
    const plain = (offset: number) =>
      pool.query(
        `SELECT * FROM bench_variant_page WHERE tree_id = $1 AND name_lower LIKE $2 AND enabled AND NOT archived ORDER BY name_lower LIMIT 50 OFFSET $3`,
        [treeId, '%variant 0%', offset],
      );
    let n = 0;
    const pageSamples = await concurrentReads(READERS, READS_PER_READER, () => ok(page((n++ % 20) * 50), 'page'));
    let m = 0;
    const plainSamples = await concurrentReads(READERS, READS_PER_READER, () => plain((m++ % 20) * 50));
    // To the last byte: the page's bytes unparsed; the baseline's rows as the text Postgres sent, unparsed.
    const pageBytes = async (offset: number) => {
      const response = await fetch(
        `${product.baseUrl}/api/v1${path}/variants?${pageFilter}&range=${encodeURIComponent(`[${offset},${offset + 49}]`)}&sort=${encodeURIComponent('["name","ASC"]')}`,
        {
          headers: { cookie: su.cookieHeader() },
        },
      );
      if (response.status !== 200) throw new Error(`page bytes: ${response.status}`);
      return response.arrayBuffer();
    };
    // The same SELECT with every column left as the text Postgres sent (no type parsing, so no JSON.parse of the
    // formats).
    const asText = { getTypeParser: () => (value: string) => value };
    const plainText = (offset: number) =>
      pool.query({
        text: `SELECT * FROM bench_variant_page WHERE tree_id = $1 AND name_lower LIKE $2 AND enabled AND NOT archived ORDER BY name_lower LIMIT 50 OFFSET $3`,
        values: [treeId, '%variant 0%', offset],
        types: asText,
      });
    let k = 0;
    const pageByteSamples = await concurrentReads(READERS, READS_PER_READER, () => pageBytes((k++ % 20) * 50));
    let j = 0;
    const plainTextSamples = await concurrentReads(READERS, READS_PER_READER, () => plainText((j++ % 20) * 50));
    const countSamples = await concurrentReads(READERS, READS_PER_READER, () =>
      ok(su.get(`${path}/variants/count?${pageFilter}`), 'count'),
    );

    progress('single commands on the tree');
    const renames: number[] = [];
    const toggles: number[] = [];
    const target = identifiers[1]!.variantId;
    // Each rename moves the tree's version: the page read next is answered cold (no kept page or count).
    const coldPages: number[] = [];
    for (let i = 0; i < COMMANDS; i++) {
      renames.push(
        (
          await timed(() =>
            ok(su.request('PATCH', `${path}/variants/${target}/rename`, { name: `Renamed ${i}` }), 'rename'),
          )
        )[1],
      );
      coldPages.push((await timed(() => ok(page((i % 20) * 50), 'cold page')))[1]);
      const verb = i % 2 === 0 ? 'deactivate' : 'activate';
      toggles.push((await timed(() => ok(su.request('PATCH', `${path}/variants/${target}/${verb}`), verb)))[1]);
    }
    return {
      personalise: {
        tree: {
          variants: VARIANTS,
          formatsPerVariant: 6,
          segmentsAssigned: SEGMENTS_ASSIGNED,
          createdThroughHttpSeconds: Number((createSeconds / 1000).toFixed(1)),
        },
        pageOf50Filtered10Readers: {
          http: latency(pageSamples),
          baselinePlainSelect: latency(plainSamples),
          toLastByte: { http: latency(pageByteSamples), baselinePlainSelect: latency(plainTextSamples) },
          aimP99Ms: 50,
        },
        variantsCount10Readers: { http: latency(countSamples), aimP99Ms: 20 },
        pageOf50FilteredRightAfterAChange1Reader: latency(coldPages),
        renameOneVariant: { ...latency(renames), aimP99Ms: 50 },
        activateOrDeactivateOne: { ...latency(toggles), aimP99Ms: 50 },
        bulkActivateAll: {
          variants: (activated as { updated: string[] }).updated.length,
          seconds: Number((bulkMs / 1000).toFixed(2)),
          aimSeconds: 5,
        },
        csvImportSegments: { rows: VARIANTS, seconds: Number((csvMs / 1000).toFixed(2)), aimSeconds: 5 },
      },
    };
  } finally {
    await pool.end();
    await product.stop();
  }
}
