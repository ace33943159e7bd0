// Generating assembly variations (issue 23 §5): a datasource of 50 headlines imported into a campaign whose google
// tree has six formats, then POST /campaigns/generate-variations through the product's HTTP API on the bench's
// Postgres, timed until its generation is 'finished' with the variations in the read models: 50 rows are made at
// once by the request (commands/assembly-variations.ts generateAtOnce), whose answer comes once the projections hold
// them; a generation left running (a large one, on the workflow) would be polled every 50 ms. The read model is then
// checked to hold the 50 variants. The baseline is the events the generation appended (the tree's variants and the
// generation's own) appended raw to a stream of their own in the same database (tree-product.ts rawAppendMs), once
// every generation is measured. Five rounds, each on a campaign of its own (the first one is the product's first
// generation, cold), since one figure of some 50 ms on the shared, loaded machine is mostly noise; the medians are
// compared. An answer given before the read models held everything (x-projections-lagging) is counted, and its span
// then ends when the variants are counted. Aim: at most 2 × the raw appends.
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

  const count = async () =>
    (await ok(su.get(`/campaigns/${campaignId}/personalize/${treeId}/variants/count`), 'count')).totalAmount;
  let lagging = false;
  const [answer, generateMs] = await timed(async () => {
    const reply = await su.post('/campaigns/generate-variations', { campaignId });
    lagging = reply.headers.get('x-projections-lagging') === 'true';
    let now = await ok(Promise.resolve(reply), 'generate');
    while (now.status === 'running') {
      await sleep(POLL_MS);
      now = await ok(su.get(`/campaigns/${campaignId}/variations/generation`), 'generation');
    }
    // Answered before the read models held it all (x-projections-lagging), or ended on the workflow: the span ends
    // when the variations are visible.
    if (lagging || reply.body.status === 'running') while ((await count()) < VARIATIONS) await sleep(POLL_MS);
    return now;
  });
  const visible = await count();
  if (answer.status !== 'finished' || visible !== VARIATIONS)
    throw new Error(`generation ${answer.status}, the read model holds ${visible} variants`);
  const appended = [
    ...(await store.readStream(treeStream)).slice(treeBefore),
    ...(await store.readStream(assemblyStream)).slice(assemblyBefore),
  ];
  return { answer, lagging, appended, generateMs };
}

export const assemblyFigures = (db: BenchDatabase) =>
  withBenchTree(db, 'assemblies_bench', progress, async (bench) => {
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { campaignId, treeId } = round === 0 ? bench : await buildTree(bench.su);
      progress(`round ${round + 1} of ${ROUNDS}: ${VARIATIONS} variations × 6 formats`);
      rounds.push(await generation(bench, campaignId, treeId));
    }
    // After every generation: the product's projections read the raw copies too (and refuse them, their ids taken),
    // which would hold a later round's answer back.
    progress('the same events appended raw, round by round');
    const rawMs: number[] = [];
    for (const round of rounds) rawMs.push(await rawAppendMs(bench.store, round.appended));
    const generateMs = rounds.map((r) => r.generateMs);
    return {
      assemblies: {
        generate50Variations: {
          answer: { status: rounds[0]!.answer.status, counts: rounds[0]!.answer.counts },
          events: rounds[0]!.appended.length,
          rounds: ROUNDS,
          /** Rounds whose answer came before the read models held everything (x-projections-lagging). */
          lagging: rounds.filter((r) => r.lagging).length,
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
