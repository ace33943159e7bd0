// Generating assembly variations (issue 23 §5): a datasource of 50 headlines imported into a campaign whose google
// tree has six formats, then POST /campaigns/generate-variations through the product's HTTP API on the bench's
// Postgres, timed until its generation is 'finished' (the workflow on the product's own worker, the read models
// holding it: polled every 50 ms). The baseline is the events the generation appended (the tree's variants and the
// generation's own progress) appended raw to streams of their own in the same database (tree-product.ts rawAppendMs).
// Aim: at most 2 × the raw appends.
import type { BenchDatabase } from './database';
import { ok, timed } from './personalise';
import { rawAppendMs, seconds, withBenchTree } from './tree-product';

const VARIATIONS = 50;
const POLL_MS = 50;

const progress = (message: string) => process.stderr.write(`bench: assemblies: ${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const assemblyFigures = (db: BenchDatabase) =>
  withBenchTree(db, 'assemblies_bench', progress, async ({ su, store, campaignId, treeId }) => {
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
    const rawMs = await rawAppendMs(store, appended);
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
  });
