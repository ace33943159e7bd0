// A replay of the audit from the start (a first start, a rebuild) builds its primary key at its end instead of
// inserting every entry into it (projections/audit/replay.ts; issue 21 §5, catch-up of the whole product): the trail
// it leaves is the one the live projection wrote, keyed as migration 001 made it, also when a crash cut it short.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewEvent } from '../../commands/event-store/port';
import type { PostgresEventStore } from '../../commands/event-store/postgres-event-store';
import { auditProjection } from '../../projections/audit/projection';
import { ProjectionRunner } from '../../projections/runner';
import { cutAt } from '../support/cut-feed';
import { migratedStore } from '../support/migrated-store';

let pool: pg.Pool;
let store: PostgresEventStore;
let runner: ProjectionRunner;

beforeAll(async () => {
  ({ pool, store } = await migratedStore());
});
afterAll(async () => {
  await runner?.stop();
  await store?.close();
  await pool?.end();
});

/** A partner's stream: its creation and `renames` renames. */
async function partner(renames: number): Promise<void> {
  const partnerId = randomUUID();
  const metadata = {
    actor: { userId: 'u1', role: 'ADMIN' as const },
    partnerId,
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: '2026-03-01T10:00:00.000Z',
    schemaVersion: 1,
  };
  const events: NewEvent[] = [
    { type: 'PartnerCreated', data: { partnerId, name: 'Acme', type: 'Client' }, metadata },
    ...Array.from({ length: renames }, (_, i) => ({
      type: 'PartnerUpdated',
      data: { partnerId, name: `Acme ${i}`, type: 'Client' },
      metadata,
    })),
  ];
  await store.append(`Partner-${partnerId}`, events, 'no_stream');
}

async function trail() {
  expect(await runner.waitFor(await store.headPosition(), 60_000)).toBe(true);
  return (await pool.query('SELECT * FROM audit_entry ORDER BY position')).rows;
}

const keyed = async () =>
  (
    await pool.query(
      `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'audit_entry_pkey' AND contype = 'p'`,
    )
  ).rows.map((r: { def: string }) => r.def);
const replaying = async () => (await pool.query('SELECT 1 FROM audit_replay')).rowCount === 1;
const KEY = ['PRIMARY KEY (entity_type, entity_id, "position")'];

describe('the audit replay', () => {
  it('builds the key at the end of a first start, and keeps it through a live catch-up and a rebuild', async () => {
    for (let k = 0; k < 5; k++) await partner(20);
    runner = new ProjectionRunner(pool, store, [auditProjection]);
    await runner.start();
    const replayed = await trail();
    expect(replayed).toHaveLength(105);
    expect(await keyed()).toEqual(KEY);
    expect(await replaying()).toBe(false);

    await partner(3);
    const live = await trail();
    expect(live).toHaveLength(109);
    expect(await keyed()).toEqual(KEY);

    await runner.rebuild(auditProjection.name);
    expect(await trail()).toEqual(live);
    expect(await keyed()).toEqual(KEY);
    expect(await replaying()).toBe(false);
  });

  it('finishes a rebuild that a crash cut short: the restarted runner defers on, then builds the key', async () => {
    const live = await trail();
    await runner.stop();
    const cut = live[50]!.position as string;
    const crashing = new ProjectionRunner(pool, cutAt(store, Number(cut)), [auditProjection]);
    await crashing.start();
    await crashing.rebuild(auditProjection.name, 1).catch(() => undefined);
    expect(await crashing.waitFor(Number(cut), 60_000)).toBe(true);
    await crashing.stop();
    // mid-replay: the entries up to the cut, no key yet, and the row saying a replay defers
    expect(Number((await pool.query('SELECT count(*) AS n FROM audit_entry')).rows[0].n)).toBe(51);
    expect(await keyed()).toEqual([]);
    expect(await replaying()).toBe(true);

    runner = new ProjectionRunner(pool, store, [auditProjection]);
    await runner.start();
    expect(await trail()).toEqual(live);
    expect(await keyed()).toEqual(KEY);
    expect(await replaying()).toBe(false);
  });
});
