// Issue 21 §5 "Export": a 1,000,000-row CSV streamed by the product (POST /report/analyze/export) in ≤ 30 s with the
// server's memory flat, beside its baseline, the same rows written by a bare COPY of the export's own SELECT. The
// delivery is written straight in SQL into the reporting read model (as reporting.ts writes it) for a campaign made
// through the product: 2,000 creatives × 14 placements × 36 days, one row each split by creative, placement and day
// (BENCH_EXPORT_CREATIVES, _PLACEMENTS, _DAYS to scale down). The server's resident memory (VmRSS of its process) is
// sampled every 100 ms; the figure is its peak over the idle RSS just before the export.
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { reportStatement, type ReportQuery } from '../projections/reporting/analyze';
import { DEFAULT_SUPER_PASSWORD } from '../runtime/config';
import { analyzeReport } from '../test/support/analyze-report';
import { HttpClient } from '../test/support/http';
import type { BenchDatabase } from './database';
import { buildTree } from './personalise';
import { startBenchProduct } from './product';

const FIRST_DAY = '2026-01-01';
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const isoDay = (offset: number) => new Date(Date.parse(`${FIRST_DAY}T00:00:00Z`) + offset * 86_400_000).toISOString();

const rssMbOf = async (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** Reads `body` to its end; answers its lines (newlines), the milliseconds since `started`, and the peak RSS seen. */
async function drained(body: AsyncIterable<Uint8Array>, started: number, pid: number | null) {
  let peakMb = pid === null ? 0 : await rssMbOf(pid);
  const sampler =
    pid === null ? null : setInterval(() => void rssMbOf(pid).then((mb) => (peakMb = Math.max(peakMb, mb))), 100);
  let lines = 0;
  try {
    for await (const chunk of body) for (const byte of chunk) if (byte === 10) lines++;
  } finally {
    if (sampler) clearInterval(sampler);
  }
  return { ms: Math.round(performance.now() - started), lines, peakMb };
}

/** The statement with its values written in, for COPY (which takes no parameters). */
function inlined(client: pg.PoolClient, { text, values }: { text: string; values: unknown[] }): string {
  const literal = (v: unknown): string =>
    Array.isArray(v) ? `ARRAY[${v.map(literal).join(', ')}]::text[]` : client.escapeLiteral(String(v));
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(values[Number(n) - 1]));
}

export async function reportExportFigures(db: BenchDatabase, progress: (message: string) => void) {
  const s = {
    creatives: env('BENCH_EXPORT_CREATIVES', 2000),
    placements: env('BENCH_EXPORT_PLACEMENTS', 14),
    days: env('BENCH_EXPORT_DAYS', 36),
  };
  const databaseUrl = await db.database('report_export');
  const product = await startBenchProduct({ DATABASE_URL: databaseUrl });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const su = new HttpClient(product.baseUrl);
    await su.login('super@varia.local', DEFAULT_SUPER_PASSWORD);
    const { campaignId } = await buildTree(su);
    const { rows: campaigns } = await pool.query<{ partner_id: string }>(
      'SELECT partner_id FROM campaign WHERE id = $1',
      [campaignId],
    );
    progress(`${s.creatives * s.placements * s.days} facts for the export`);
    await pool.query(
      `INSERT INTO report_fact (platform, account, day, ad_id, placement, segment, campaign_id, node_id, impressions,
         clicks, conversions, view_through_conversions, conversion_value, video_views, completions, viewable_impressions,
         media_spend)
       SELECT 'google', 'acct', DATE '${FIRST_DAY}' + d, 'ad-' || c, 'placement-' || p, 'all', $4, 'node', i, i / 80,
         i / 900, i / 3000, (i / 900) * 35.5, i / 3, i / 6, i * 7 / 10, i * 0.0045
       FROM generate_series(0, $1 - 1) d, generate_series(0, $2 - 1) c, generate_series(0, $3 - 1) p,
         LATERAL (SELECT 500 + ((d * 97 + c * 31 + p * 13) % 4000) AS i) figures`,
      [s.days, s.creatives, s.placements, campaignId],
    );
    await pool.query('ANALYZE report_fact');
    const range = { from: isoDay(0).slice(0, 10), to: isoDay(s.days - 1).slice(0, 10) };
    const body = analyzeReport([campaignId], {
      filters: [
        { id: 'campaignIds', values: [campaignId] },
        { id: 'dateRange', values: [range.from, range.to] },
      ],
      splits: [
        { field: 'creative', sortIndex: 0 },
        { field: 'placement', sortIndex: 1 },
      ],
    });

    progress('the export through the product');
    await new Promise((r) => setTimeout(r, 1000));
    const idleMb = await rssMbOf(product.pid);
    const started = performance.now();
    const reply = await fetch(
      `${product.baseUrl}/api/v1/report/analyze/export?partnerId=${campaigns[0]!.partner_id}&format=CSV`,
      {
        method: 'POST',
        headers: { cookie: su.cookieHeader(), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
    );
    if (reply.status !== 200) throw new Error(`the export answered ${reply.status}: ${await reply.text()}`);
    const exported = await drained(reply.body!, started, product.pid);

    progress('the baseline: a bare COPY of the same SELECT');
    const query: ReportQuery = {
      campaignIds: [campaignId],
      range,
      splits: ['creative', 'placement'],
      granularity: 'DAY',
      sort: { field: 'timestamp', direction: 'ASC' },
      platforms: [],
      segments: [],
    };
    const client = await pool.connect();
    try {
      const copyStarted = performance.now();
      const sql = `COPY (${inlined(client, reportStatement(query))}) TO STDOUT WITH (FORMAT csv, HEADER)`;
      const copied = await drained(client.query(copyTo(sql)), copyStarted, null);
      return {
        reportExportCsv: {
          scale: { ...s, facts: s.creatives * s.placements * s.days },
          product: {
            ms: exported.ms,
            rows: exported.lines - 1,
            idleRssMb: Math.round(idleMb),
            rssGrowthMb: Math.round(exported.peakMb - idleMb),
          },
          baselineBareCopy: { ms: copied.ms, rows: copied.lines - 1 },
          ratio: Number((exported.ms / copied.ms).toFixed(2)),
          aims: { ms: 30_000, rssGrowthMb: 100 },
        },
      };
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
    await product.stop();
  }
}
