// One event a projection cannot apply hurts only its own stream, loudly (ARCHITECTURE.md, "A failing event"): it is
// parked with its error and its stream's later events held behind it, while other streams and other projections go
// on, /health says degraded, GET /projections lists it, and a retry after the fix applies it and the held events in
// order. The failure is planted as a read model would meet one: a constraint the event's row breaks.
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { expectStatus, usePersonaliseWorld } from './personalise-fixture';

const w = usePersonaliseWorld({ roles: ['SELF_SERVICE_ADMIN'] });

const health = async () =>
  (await w.su.get('/health')).body as {
    status: string;
    projections: { name: string; state: string; parked: number; held: number }[];
  };
const personalise = async () => {
  const all = expectStatus(await w.su.get('/projections'), 200).body as {
    name: string;
    state: string;
    parked: number;
    held: number;
    parkedEvents: {
      position: number;
      streamId: string;
      type: string;
      reason: string;
      error: string;
      attempts: number;
      firstSeen: string;
    }[];
  }[];
  return all.find((p) => p.name === 'personalise')!;
};
const variantRow = async (id: string) =>
  (await w.t.system.deps.pool.query<{ name: string }>('SELECT name FROM variant WHERE id = $1', [id])).rows[0] ?? null;

beforeAll(async () => {
  await w.t.system.deps.pool.query(`ALTER TABLE variant ADD CONSTRAINT planted_failure CHECK (name <> 'Poison')`);
}, 120_000);

describe('an event the personalise projection cannot apply', () => {
  let poisoned: string;

  it('is accepted, answered as lagging at once, and parked with its error', async () => {
    const google = w.path(w.google);
    const created = await w.su.post(`${google}/variant`, { name: 'Poison' });
    expect(created.status).toBe(201);
    expect(created.headers.get('x-projections-lagging')).toBe('true');
    poisoned = created.body.id;
    await eventually(async () => expect((await personalise()).parked).toBe(1), 20_000);
    const { parkedEvents, state } = await personalise();
    expect(state).toBe('holding');
    expect(parkedEvents).toEqual([
      expect.objectContaining({
        streamId: `PersonaliseTree-${w.google}`,
        type: 'VariantCreated',
        reason: 'failed',
        attempts: 1,
        error: expect.stringContaining('planted_failure'),
      }),
    ]);
    expect(Date.parse(parkedEvents[0]!.firstSeen)).not.toBeNaN();
    expect(await variantRow(poisoned)).toBeNull();
  });

  let behind: string;

  it('holds its own stream: a later command on that tree is saved, answered as lagging, and waits behind it', async () => {
    const created = await w.su.post(`${w.path(w.google)}/variant`, { name: 'Behind' });
    expect(created.status).toBe(201);
    expect(created.headers.get('x-projections-lagging')).toBe('true');
    behind = created.body.id;
    await eventually(async () => expect((await personalise()).held).toBe(1));
    expect(await variantRow(behind)).toBeNull();
  });

  it('lets other trees, other partners and other projections go on, and their commands answer caught up', async () => {
    const facebook = await w.su.post(`${w.path(w.facebook)}/variant`, { name: 'Healthy' });
    expect(facebook.status).toBe(201);
    expect(facebook.headers.get('x-projections-lagging')).toBeNull();
    expect(await variantRow(facebook.body.id)).toEqual({ name: 'Healthy' });
    const foreign = await w.su.post(`/campaigns/${w.foreign.campaignId}/personalize/${w.foreign.treeId}/variant`, {
      name: 'Elsewhere',
    });
    expect(foreign.headers.get('x-projections-lagging')).toBeNull();
    expect(await variantRow(foreign.body.id)).toEqual({ name: 'Elsewhere' });
    // The approval trail, another projection of the same event, holds the variant.
    const { rows } = await w.t.system.deps.pool.query('SELECT name FROM approval_variant WHERE variant_id = $1', [
      poisoned,
    ]);
    expect(rows).toEqual([{ name: 'Poison' }]);
  });

  it('makes /health degraded, naming the projection and its parked events', async () => {
    const answer = await health();
    expect(answer.status).toBe('degraded');
    expect(answer.projections).toEqual([{ name: 'personalise', state: 'holding', parked: 1, held: 1 }]);
  });

  it('stays parked when retried before a fix, with the new attempt counted', async () => {
    expect(expectStatus(await w.su.post('/projections/personalise/retry', {}), 200).body).toEqual({
      applied: 0,
      parked: 2,
    });
    expect((await personalise()).parkedEvents[0]).toMatchObject({ attempts: 2, reason: 'failed' });
    expect((await w.su.post('/projections/nonesuch/retry', {})).status).toBe(404);
  });

  it('after the fix, a retry applies it and the held event in order, and health is ok again', async () => {
    await w.t.system.deps.pool.query('ALTER TABLE variant DROP CONSTRAINT planted_failure');
    const retried = await w.su.post(`/projections/personalise/retry?streamId=PersonaliseTree-${w.google}`, {});
    expect(expectStatus(retried, 200).body).toEqual({ applied: 2, parked: 0 });
    expect(await variantRow(poisoned)).toEqual({ name: 'Poison' });
    expect(await variantRow(behind)).toEqual({ name: 'Behind' });
    expect(await health()).toMatchObject({ status: 'ok', projections: [] });
    // The tree is no longer held: its next command answers caught up.
    const next = await w.su.post(`${w.path(w.google)}/variant`, { name: 'After' });
    expect(next.headers.get('x-projections-lagging')).toBeNull();
    expect(await variantRow(next.body.id)).toEqual({ name: 'After' });
  });

  it('is only for top admins', async () => {
    expect((await w.as('SELF_SERVICE_ADMIN').get('/projections')).status).toBe(403);
    expect((await w.as('SELF_SERVICE_ADMIN').post('/projections/personalise/retry', {})).status).toBe(403);
  });
});
