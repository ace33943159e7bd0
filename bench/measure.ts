// Timing loops. Figures compare two operations in alternating rounds, so that drift in the machine
// (caches, checkpoints, other load) falls on both sides alike.

export interface Throughput {
  events: number;
  seconds: number;
  eventsPerSecond: number;
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

export async function compare(subject: Op, reference: Op, { workers, rounds = 8, secondsPerRound = 0.5 }: CompareOptions): Promise<Comparison> {
  await measure(0.3, workers, subject);
  await measure(0.3, workers, reference);
  const totals = { subject: { events: 0, seconds: 0 }, reference: { events: 0, seconds: 0 } };
  for (let round = 0; round < rounds; round++) {
    for (const [side, op] of [['subject', subject], ['reference', reference]] as const) {
      const result = await measure(secondsPerRound, workers, op);
      totals[side].events += result.events;
      totals[side].seconds += result.seconds;
    }
  }
  const subjectResult = throughput(totals.subject.events, totals.subject.seconds);
  const referenceResult = throughput(totals.reference.events, totals.reference.seconds);
  return {
    subject: subjectResult,
    reference: referenceResult,
    ratio: Number((subjectResult.eventsPerSecond / referenceResult.eventsPerSecond).toFixed(3)),
  };
}
