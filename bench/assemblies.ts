// Generating assembly variations (issue 23 §5): a datasource of 50 headlines imported into a campaign whose google
// tree has six formats, then POST /campaigns/generate-variations through the product's HTTP API on the bench's
// Postgres, timed until its generation is 'finished' with the variations in the read models: 50 rows are made at
// once by the request (commands/assembly-variations.ts generateAtOnce), whose answer comes once the projections hold
// them; a generation left running (a large one, on the workflow) would be polled every 50 ms. The read model is then
// checked to hold the 50 variants. The baseline is the events the generation appended (the tree's variants and the
// generation's own) appended raw to a stream of their own in the same database (tree-product.ts rawAppendMs).
// Five rounds, each on a campaign of its own (the first one is the product's first generation, cold), since one
// figure of some 50 ms on the shared, loaded machine is mostly noise. Aim: at most 2 × the raw appends.
import type { BenchDatabase } from './database';
import { buildTree, ok, timed } from './personalise';
import { rawAppendMs, withBenchTree, type BenchTree } from './tree-product';

const VARIATIONS = 50;
const ROUNDS = 5;
const POLL_MS = 50;

const progress = (message: string) => process.stderr.write(`bench: assemblies: ${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value: number) => Number(value.toFixed(1));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One generation of 50 variations on the campaign: its milliseconds and the same events' raw append's. */
async function generation({ su, store }: BenchTree, campaignId: string, treeId: string) {
  const form = new FormData();
  const csv = ['headline', ...Array.from({ length: VARIATIONS }, (_, i) => `Summer sale ${i + 1}`)].join('\n');
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'datasource.csv');
  await ok(su.post(`/assemblies/import?campaignId=${campaignId}`, form), 'import');
  const treeStream = `PersonaliseTree-${treeId}`;
  const assemblyStream = `CampaignAssemblies-${campaignId}`;
  const treeBefore = (await store.readStream(treeStream)).length;
  const assemblyBefore = (await store.readStream(assemblyStream)).length;

  const [answer, generateMs] = await timed(async () => {
    let now = await ok(su.post('/campaigns/generate-variations', { campaignId }), 'generate');
    while (now.status === 'running') {
      await sleep(POLL_MS);
      now = await ok(su.get(`/campaigns/${campaignId}/variations/generation`), 'generation');
    }
    return now;
  });
  const visible = await ok(su.get(`/campaigns/${campaignId}/personalize/${treeId}/variants/count`), 'count');
  if (answer.status !== 'finished' || visible.totalAmount !== VARIATIONS)
    throw new Error(`generation ${answer.status}, the read model holds ${visible.totalAmount} variants`);
  const appended = [
    ...(await store.readStream(treeStream)).slice(treeBefore),
    ...(await store.readStream(assemblyStream)).slice(assemblyBefore),
  ];
  return { answer, events: appended.length, generateMs, rawMs: await rawAppendMs(store, appended) };
}

export const assemblyFigures = (db: BenchDatabase) =>
  withBenchTree(db, 'assemblies_bench', progress, async (bench) => {
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { campaignId, treeId } = round === 0 ? bench : await buildTree(bench.su);
      progress(`round ${round + 1} of ${ROUNDS}: ${VARIATIONS} variations × 6 formats, then the same events raw`);
      rounds.push(await generation(bench, campaignId, treeId));
    }
    const generateMs = rounds.map((r) => r.generateMs);
    const rawMs = rounds.map((r) => r.rawMs);
    return {
      assemblies: {
        generate50Variations: {
          answer: { status: rounds[0]!.answer.status, counts: rounds[0]!.answer.counts },
          events: rounds[0]!.events,
          rounds: ROUNDS,
          generateMs: generateMs.map(ms),
          rawAppendMs: rawMs.map(ms),
          medianMs: ms(median(generateMs)),
          medianRawAppendMs: ms(median(rawMs)),
          ratio: Number((median(generateMs) / median(rawMs)).toFixed(2)),
          aimRatio: 2,
        },
      },
    };
  });
