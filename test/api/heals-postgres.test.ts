// The product heals a dead embedded Postgres (issue 18 §3): kill -9 of the postmaster under 20 concurrent writers.
// The app runs on an embedded Postgres of its own (a temp DATA_DIR), never the run's shared server.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../support/api-test';
import { okAgainWithin, startWriters } from '../support/writers';

const w = useApiTest({ config: { databaseUrl: undefined } });

const postmasterPid = async () =>
  Number((await readFile(path.join(w.t.config.dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a killed embedded Postgres', () => {
  it('is started again: writes in flight get 503 with Retry-After, none acknowledged is lost, ok again within 15 s', async () => {
    expect(w.t.system.deps.databaseEmbedded).toBe(true);
    const writers = startWriters(20, w.su, (client, n) =>
      client.post('/partners', { name: `Heal ${n}`, type: 'Client' }),
    );
    await sleep(1_000);
    const killed = await postmasterPid();
    process.kill(killed, 'SIGKILL');
    const healedMs = await okAgainWithin(w.su, 15_000);
    // A while of writes on the healed server, then stop.
    await sleep(1_500);
    const answers = await writers.stop();

    expect(healedMs, 'GET /health ok again within 15 s').not.toBeNull();
    expect(await postmasterPid()).not.toBe(killed);
    const statuses = [...new Set(answers.map((a) => a.status))].sort();
    // 202: saved while the read side lagged past the wait (api/http/saved-answer.ts), never a 404 for it.
    expect(statuses.filter((status) => status !== 202)).toEqual([201, 503]);
    expect(answers.filter((a) => a.status === 503 && a.retryAfter === null)).toEqual([]);
    const acknowledged = answers.filter((a) => a.status === 201 || a.status === 202).map((a) => `Partner-${a.id}`);
    const { rows } = await w.t.system.deps.pool.query<{ stream_id: string }>(
      'SELECT DISTINCT stream_id FROM es_event WHERE stream_id = ANY($1)',
      [acknowledged],
    );
    expect(acknowledged.length - rows.length, 'acknowledged writes missing from the event store').toBe(0);
    // The projections resumed: every acknowledged partner is in the read model, and nothing was parked.
    expect(await w.t.system.runner.waitFor(await w.t.system.deps.store.headPosition(), 10_000)).toBe(true);
    expect((await w.su.get(`/partners/${acknowledged.at(-1)!.slice('Partner-'.length)}`)).status).toBe(200);
    expect((await w.su.get<{ status: string }>('/health')).body.status).toBe('ok');
    console.info('heal postgres', {
      healedMs,
      writes: answers.length,
      acknowledged: acknowledged.length,
      refused: answers.length - acknowledged.length,
      slowestMs: Math.round(Math.max(...answers.map((a) => a.ms))),
    });
  }, 60_000);
});
