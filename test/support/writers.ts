// Concurrent writers for the self-healing tests: each posts commands in a loop until told to stop, and keeps every
// answer, so a test can check that no acknowledged write was lost and no answer was a 500 or a hang.
import type { HttpClient, Reply } from './http';

export interface Answer {
  status: number;
  retryAfter: string | null;
  /** The id the command answered (2xx), whose stream must then hold its event. */
  id: string | null;
  /** When the request was sent (performance.now()), and how long its answer took. */
  startedMs: number;
  ms: number;
}

export interface Writers {
  answers: Answer[];
  /** Stops the loops and waits for the commands in flight. */
  stop(): Promise<Answer[]>;
}

/** Longest a request may take: a hang fails the test instead of holding it. */
const REQUEST_TIMEOUT_MS = 10_000;
/** A bound on each loop, whatever happens to the stop signal. */
const MAX_REQUESTS_PER_WRITER = 2_000;

/** `idOf` finds the id in a 2xx answer's body: its `id` unless told otherwise. */
export function startWriters(
  count: number,
  client: HttpClient,
  write: (client: HttpClient, n: number) => Promise<Reply>,
  idOf: (body: any) => unknown = (body: { id?: unknown }) => body.id,
): Writers {
  const answers: Answer[] = [];
  let stopping = false;
  const failures: unknown[] = [];
  const loops = Array.from({ length: count }, async (_, writer) => {
    for (let i = 0; i < MAX_REQUESTS_PER_WRITER && !stopping; i++) {
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`a write hung for ${REQUEST_TIMEOUT_MS} ms`)), REQUEST_TIMEOUT_MS);
      });
      const reply = await Promise.race([write(client, writer * MAX_REQUESTS_PER_WRITER + i), timeout]).finally(() =>
        clearTimeout(timer),
      );
      const ok = reply.status >= 200 && reply.status < 300;
      answers.push({
        status: reply.status,
        retryAfter: reply.headers.get('retry-after'),
        id: ok ? String(idOf(reply.body)) : null,
        startedMs: started,
        ms: performance.now() - started,
      });
      // A refused write is tried again after a moment, as a client honouring Retry-After would (shortened here).
      if (!ok) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }).map((loop) => loop.catch((error: unknown) => void failures.push(error)));
  return {
    answers,
    async stop() {
      stopping = true;
      await Promise.all(loops);
      if (failures.length > 0) throw failures[0];
      return answers;
    },
  };
}

/** Polls GET /health until it says ok; the milliseconds it took, or null when it did not within `timeoutMs`. */
export async function okAgainWithin(client: HttpClient, timeoutMs: number): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const health = await client.get<{ status: string }>('/health').catch(() => null);
    if (health?.status === 200 && health.body.status === 'ok') return Math.round(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}
