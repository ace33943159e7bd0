// Generating assembly variations (issue 23 §5): a datasource of 50 headlines imported into a campaign whose google
// tree has six formats, then POST /campaigns/generate-variations through the product's HTTP API on the bench's
// Postgres, timed until its generation is 'finished' (the workflow on the product's own worker, the read models
// holding it: polled every 50 ms). The baseline is the events the generation appended (the tree's variants and the
// generation's own progress) appended raw to streams of their own in the same database (feeds.ts rawAppendMs).
// Aim: at most 2 × the raw appends.
import pg from 'pg';
import { PostgresEventStore } from '../commands/event-store/postgres-event-store';
import { DEFAULT_SUPER_PASSWORD } from '../runtime/config';
import { HttpClient } from '../test/support/http';
import type { BenchDatabase } from './database';
import { rawAppendMs } from './feeds';
import { buildTree, ok, timed } from './personalise';
import { startBenchProduct } from './product';

const VARIATIONS = 50;
const POLL_MS = 50;

const progress = (message: string) => process.stderr.write(`bench: assemblies: ${message}\n`);
const seconds = (ms: number) => Number((ms / 1000).toFixed(2));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function assemblyFigures(db: BenchDatabase) {
  const databaseUrl = await db.database('assemblies_bench');
  const product = await startBenchProduct({ DATABASE_URL: databaseUrl });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const store = new PostgresEventStore(pool);
  try {
    const su = new HttpClient(product.baseUrl);
    await su.login('super@varia.local', DEFAULT_SUPER_PASSWORD);
    progress('a campaign with a google tree of six formats');
    const { campaignId, treeId } = await buildTree(su);
    const form = new FormData();
    const csv = ['headline', ...Array.from({ length: VARIATIONS }, (_, i) => `Summer sale ${i + 1}`)].join('\n');
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'datasource.csv');
    await ok(su.post(`/assemblies/import?campaignId=${campaignId}`, form), 'import');
    const treeStream = `PersonaliseTree-${treeId}`;
    const assemblyStream = `CampaignAssemblies-${campaignId}`;
    const treeBefore = (await store.readStream(treeStream)).length;
    const assemblyBefore = (await store.readStream(assemblyStream)).length;

    progress(`generating ${VARIATIONS} variations × 6 formats`);
    const [generation, generateMs] = await timed(async () => {
      await ok(su.post('/campaigns/generate-variations', { campaignId }), 'generate');
      for (;;) {
        const now = await ok(su.get(`/campaigns/${campaignId}/variations/generation`), 'generation');
        if (now.status !== 'running') return now;
        await sleep(POLL_MS);
      }
    });
    const appended = [
      ...(await store.readStream(treeStream)).slice(treeBefore),
      ...(await store.readStream(assemblyStream)).slice(assemblyBefore),
    ];

    progress('the same events appended raw');
    const rawMs = await rawAppendMs(
      store,
      appended.map(({ type, data, metadata }) => ({ type, data, metadata })),
    );
    return {
      assemblies: {
        generate50Variations: {
          answer: { status: generation.status, counts: generation.counts },
          events: appended.length,
          seconds: seconds(generateMs),
          rawAppendSeconds: seconds(rawMs),
          ratio: Number((generateMs / rawMs).toFixed(2)),
          aimRatio: 2,
        },
      },
    };
  } finally {
    await pool.end();
    await product.stop();
  }
}
