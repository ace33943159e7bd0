// Timing loops. Figures compare operations in alternating rounds, so that drift in the machine
// (caches, checkpoints, other load) falls on both sides alike.

export interface Throughput {
  events: number;
  seconds: number;
  eventsPerSecond: number;
}

/** The middle sample (the mean of the two middle ones when even): one run's figure where the load swings. */
export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
}

/** Each op writes or reads some events and says how many. */
export type Op = (worker: number) => Promise<number>;

const throughput = (events: number, seconds: number): Throughput => ({
  events,
  seconds: Number(seconds.toFixed(3)),
  eventsPerSecond: Math.round(events / seconds),
});

/** Runs `workers` loops of `op` for `seconds`. */
export async function measure(seconds: number, workers: number, op: Op): Promise<Throughput> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let events = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < deadline) {
        const written = await op(worker);
        events += written;
      }
    }),
  );
  return throughput(events, (performance.now() - started) / 1000);
}

export interface Comparison {
  subject: Throughput;
  reference: Throughput;
  /** subject / reference events per second. */
  ratio: number;
}

export interface CompareOptions {
  workers: number;
  rounds?: number;
  secondsPerRound?: number;
}

/** Measures every op in alternating rounds after a warm-up of each; answers each op's summed throughput. */
export async function alternate<K extends string>(
  ops: Record<K, Op>,
  { workers, rounds = 8, secondsPerRound = 0.5 }: CompareOptions,
): Promise<Record<K, Throughput>> {
  const sides = Object.entries(ops) as [K, Op][];
  for (const [, op] of sides) await measure(0.3, workers, op);
  const totals = new Map(sides.map(([side]) => [side, { events: 0, seconds: 0 }]));
  for (let round = 0; round < rounds; round++) {
    for (const [side, op] of sides) {
      const result = await measure(secondsPerRound, workers, op);
      totals.get(side)!.events += result.events;
      totals.get(side)!.seconds += result.seconds;
    }
  }
  return Object.fromEntries(
    sides.map(([side]) => [side, throughput(totals.get(side)!.events, totals.get(side)!.seconds)]),
  ) as Record<K, Throughput>;
}

export async function compare(subject: Op, reference: Op, options: CompareOptions): Promise<Comparison> {
  const result = await alternate({ subject, reference }, options);
  return { ...result, ratio: Number((result.subject.eventsPerSecond / result.reference.eventsPerSecond).toFixed(3)) };
}
