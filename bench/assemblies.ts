// Generating assembly variations (issue 23 §5): a datasource of 50 headlines imported into a campaign whose google
// tree has six formats, then POST /campaigns/generate-variations through the product's HTTP API on the bench's
// Postgres. 50 rows are made at once by the request (commands/assembly-variations.ts generateAtOnce): the tree's
// variants and the generation's start and end in one append across the two streams. Two spans per round, from the same
// request: (1) generating, the command from its reads to its last append, as the product's Server-Timing header
// `command` reports it (api/http/commands.ts; no HTTP, as the raw side has none), which the aim is judged on; and (2)
// the request from the bench's send until the variants are readable in the read model (the answer waits for the
// projections' catch-up, Server-Timing `catchup`; an answer given before they held everything, x-projections-lagging,
// or a generation left running on the workflow, is followed by polling every 50 ms until the read model counts the
// 50). The baseline is the events the generation appended (the tree's variants and the generation's own) appended raw
// in one append to a stream of their own in the same database (tree-product.ts rawAppendMs), once every generation is
// measured. Fifteen rounds, each on a campaign of its own (the first one is the product's first generation, cold),
// since one figure of some 20 ms on the shared, loaded machine is mostly noise (five left the medians swinging 2–4×
// between runs); the medians are compared. Aim: (1) at most 2 × the raw append.
import { MAX_EVENTS_PER_APPEND } from '../commands/event-store/port';
import type { RecordedEvent } from '../domain/shared/events';
import type { BenchDatabase } from './database';
import { buildTree, ok, timed } from './personalise';
import { rawAppendMs, withBenchTree, type BenchTree } from './tree-product';

const VARIATIONS = 50;
const ROUNDS = 15;
const POLL_MS = 50;

const progress = (message: string) => process.stderr.write(`bench: assemblies: ${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value: number) => Number(value.toFixed(1));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A Server-Timing header's metric, in milliseconds. */
function timing(header: string | null, metric: string): number {
  const found = header?.match(new RegExp(`(?:^|, )${metric};dur=([\\d.]+)`));
  if (!found) throw new Error(`no ${metric} in Server-Timing: ${header}`);
  return Number(found[1]);
}

/** How many appends carried the events: the Postgres store numbers an append's events from its transaction's id. */
const appendsOf = (events: readonly RecordedEvent[]) =>
  new Set(events.map((e) => Math.floor(e.position / MAX_EVENTS_PER_APPEND))).size;

/** One generation of 50 variations on the campaign: its two spans and the events it appended. */
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
  let serverTiming: string | null = null;
  const [answer, visibleMs] = await timed(async () => {
    const reply = await su.post('/campaigns/generate-variations', { campaignId });
    lagging = reply.headers.get('x-projections-lagging') === 'true';
    serverTiming = reply.headers.get('server-timing');
    let now = await ok(Promise.resolve(reply), 'generate');
    while (now.status === 'running') {
      await sleep(POLL_MS);
      now = await ok(su.get(`/campaigns/${campaignId}/variations/generation`), 'generation');
    }
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
  const generateMs = timing(serverTiming, 'command');
  const catchUpMs = timing(serverTiming, 'catchup');
  return { answer, lagging, appended, generateMs, catchUpMs, visibleMs };
}

type Round = Awaited<ReturnType<typeof generation>>;

export const assemblyFigures = (db: BenchDatabase) =>
  withBenchTree(db, 'assemblies_bench', progress, async (bench) => {
    const rounds: Round[] = [];
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
    const spans = (pick: (round: Round) => number) => rounds.map(pick);
    const generateMs = spans((r) => r.generateMs);
    const visibleMs = spans((r) => r.visibleMs);
    const ratio = (of: number[]) => Number((median(of) / median(rawMs)).toFixed(2));
    return {
      assemblies: {
        generate50Variations: {
          answer: { status: rounds[0]!.answer.status, counts: rounds[0]!.answer.counts },
          events: rounds[0]!.appended.length,
          /** The appends that carried them (the raw baseline's is one). */
          appends: appendsOf(rounds[0]!.appended),
          rounds: ROUNDS,
          /** Rounds whose answer came before the read models held everything (x-projections-lagging). */
          lagging: rounds.filter((r) => r.lagging).length,
          /** (1) Generating: the command from its reads to its last append (Server-Timing `command`). */
          generateMs: generateMs.map(ms),
          /** (2) From the request's send until the variants are readable in the read model. */
          visibleMs: visibleMs.map(ms),
          /** Within (2): the answer's wait for the projections' catch-up (Server-Timing `catchup`). */
          catchUpMs: spans((r) => r.catchUpMs).map(ms),
          rawAppendMs: rawMs.map(ms),
          medianMs: ms(median(generateMs)),
          medianVisibleMs: ms(median(visibleMs)),
          medianRawAppendMs: ms(median(rawMs)),
          ratio: ratio(generateMs),
          visibleRatio: ratio(visibleMs),
          aimRatio: 2,
          met: ratio(generateMs) <= 2,
        },
      },
    };
  });
