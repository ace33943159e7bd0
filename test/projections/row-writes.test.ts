// A batch folds the row writes of its events (projections/row-writes.ts): a row's creation and its changes become one
// statement, and so do the writes of one shape between two barriers. Folded or not, the rows must come out the same
// as when the events are applied one at a time, and a bad event in a folded batch must still be parked alone.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessTreeEvent } from '../../domain/business-tree';
import type { PartnerEvent } from '../../domain/partner';
import type { RecordedEvent } from '../../domain/shared/events';
import type { UserEvent } from '../../domain/user';
import { commitEvents } from '../../projections/batch-transaction';
import { businessTreeProjection } from '../../projections/business-tree/projection';
import { migrate } from '../../projections/migrate';
import { partnersProjection } from '../../projections/partners/projection';
import type { Projection } from '../../projections/projection';
import { foldWrites, insertRow, updateRow } from '../../projections/row-writes';
import { usersProjection } from '../../projections/users/projection';
import { createTestDatabase } from '../support/database';
import { stream } from '../support/projection-spec';

let pool: pg.Pool;
beforeAll(async () => {
  pool = new pg.Pool({ connectionString: await createTestDatabase(), max: 2 });
  await migrate(pool);
});
afterAll(() => pool?.end());

/** The rows of the tables after the events, applied in the given batches, in a transaction rolled back after. */
async function rowsAfter(projection: Projection, batches: RecordedEvent[][]) {
  const tx = await pool.connect();
  try {
    await tx.query('BEGIN');
    for (const batch of batches) await projection.handle(tx, batch);
    const tables: Record<string, unknown[]> = {};
    for (const table of projection.tables) tables[table] = (await tx.query(`SELECT * FROM ${table} ORDER BY id`)).rows;
    return tables;
  } finally {
    await tx.query('ROLLBACK');
    tx.release();
  }
}

/** The events as one batch and one at a time end in the same rows; answers them. */
async function sameRowsFolded(projection: Projection, events: RecordedEvent[]) {
  const folded = await rowsAfter(projection, [events]);
  expect(folded).toEqual(
    await rowsAfter(
      projection,
      events.map((e) => [e]),
    ),
  );
  return folded;
}

const hundred = (make: (i: number) => RecordedEvent) => Array.from({ length: 99 }, (_, i) => make(i));

describe('folding the row writes of a batch', () => {
  it('gives one statement for a creation and 99 changes of a row, and keeps a barrier in its place', () => {
    const created = insertRow('market', { id: 'm1' }, { name: 'A', partner_id: 'p1' });
    const renames = Array.from({ length: 99 }, (_, i) => updateRow('market', { id: 'm1' }, { name: `A${i}` }));
    expect(foldWrites([created, ...renames])).toHaveLength(1);
    expect(foldWrites([created, ...renames, 'SELECT 1', ...renames])).toEqual([
      expect.stringMatching(/^INSERT INTO "market"/),
      'SELECT 1',
      expect.stringMatching(/^UPDATE "market"/),
    ]);
    expect(() => updateRow('market', { id: 'm1' }, { id: 'm2' })).toThrow(/key column market.id/);
    // A second creation of the same row is not folded away: the duplicate key still fails.
    expect(foldWrites([created, created])[0]).toContain('"p1"},{"id":"m1"');
  });

  it('ends partners in the same rows as one event at a time', async () => {
    const p1 = stream<PartnerEvent>('Partner-p1');
    const p2 = stream<PartnerEvent>('Partner-p2');
    const rows = await sameRowsFolded(partnersProjection, [
      p1('PartnerCreated', { partnerId: 'p1', name: 'One', type: 'Client' }, 1),
      p2('PartnerCreated', { partnerId: 'p2', name: 'Two', type: 'Demo' }, 2),
      ...hundred((i) => p1('PartnerUpdated', { partnerId: 'p1', name: `One ${i}`, type: 'Client' }, 3 + i)),
      p2('PartnerArchived', { partnerId: 'p2' }, 200),
      p1('PartnerTwoFactorRequirementChanged', { partnerId: 'p1', required: true }, 201),
      p2('PartnerUpdated', { partnerId: 'p2', name: 'Two again', type: 'Demo' }, 202),
    ]);
    expect(rows.partner_list).toMatchObject([
      { id: 'p1', name: 'One 98', two_factor_required: true, archived: false },
      { id: 'p2', name: 'Two again', archived: true },
    ]);
  });

  it('ends users in the same rows, with partial changes and a statement that reads the row between them', async () => {
    const u = stream<UserEvent>('User-u1');
    const rows = await sameRowsFolded(usersProjection, [
      u('InternalUserCreated', { userId: 'u1', email: 'u1@example.com', name: 'U', role: 'ADMIN', passwordHash: 'h' }),
      ...hundred((i) =>
        u('UserUpdated', i % 2 ? { userId: 'u1', name: `U ${i}` } : { userId: 'u1', role: 'REVIEWER' }),
      ),
      u('UserBusinessNodesAdded', { userId: 'u1', businessNodeIds: ['n1'] }, 5),
      u('UserUpdated', { userId: 'u1', isConceptOnly: true }, 6),
      u('UserBusinessNodesAdded', { userId: 'u1', businessNodeIds: ['n2'] }, 7),
      u('TotpRecoveryCodesIssued', { userId: 'u1', count: 10 }, 8),
    ]);
    expect(rows.user_account).toMatchObject([
      { id: 'u1', name: 'U 97', role: 'REVIEWER', is_concept_only: true, business_node_ids: ['n1', 'n2'] },
    ]);
  });

  it('ends business trees in the same rows through a creation, 99 changes and a delete of one row', async () => {
    const tree = stream<BusinessTreeEvent>('BusinessTree-p1');
    const node = (nodeId: string, i: number) =>
      tree(
        'BusinessNodeCreated',
        { partnerId: 'p1', nodeId, parentId: null, name: nodeId, type: 'region', marketId: 'm1' },
        i,
      );
    const rows = await sameRowsFolded(businessTreeProjection, [
      tree('MarketCreated', { partnerId: 'p1', marketId: 'm1', name: 'Market' }),
      node('gone', 1),
      node('kept', 2),
      ...hundred((i) =>
        tree('BusinessNodeRenamed', { partnerId: 'p1', nodeId: i % 2 ? 'gone' : 'kept', name: `${i}` }),
      ),
      tree('BusinessNodeSubscribersChanged', { partnerId: 'p1', nodeId: 'kept', subscribers: ['u1', 'u2'] }),
      tree('BusinessNodeDeleted', { partnerId: 'p1', nodeId: 'gone' }),
      node('gone', 3),
      tree('MarketUpdated', { partnerId: 'p1', marketId: 'm1', name: 'Market 2' }),
    ]);
    expect(rows.business_node).toMatchObject([
      { id: 'gone', name: 'gone' },
      { id: 'kept', name: '98', subscriber_ids: ['u1', 'u2'] },
    ]);
    expect(rows.market).toMatchObject([{ id: 'm1', name: 'Market 2' }]);
  });

  it('folds interleaved trees into one statement per table, and never moves a row past its own earlier write', async () => {
    const trees = ['p1', 'p2', 'p3'].map((partnerId) => ({
      partnerId,
      emit: stream<BusinessTreeEvent>(`BusinessTree-${partnerId}`),
    }));
    const interleaved = trees.flatMap(({ partnerId, emit }) => [
      emit('MarketCreated', { partnerId, marketId: `m-${partnerId}`, name: partnerId }),
      ...[1, 2].map((n) =>
        emit('BusinessNodeCreated', {
          partnerId,
          nodeId: `n${n}-${partnerId}`,
          parentId: n === 2 ? `n1-${partnerId}` : null,
          name: `${n}`,
          type: 'region',
          marketId: `m-${partnerId}`,
        }),
      ),
    ]);
    expect(businessTreeProjection.statements!(interleaved)).toEqual([
      expect.stringMatching(/^INSERT INTO "market"/),
      expect.stringMatching(/^INSERT INTO "business_node"/),
    ]);
    const rows = await sameRowsFolded(businessTreeProjection, interleaved);
    expect(rows.business_node).toHaveLength(6);
    // m0's rename comes before its creation: moved into the first market creation's statement, it would rename it.
    const tree = stream<BusinessTreeEvent>('BusinessTree-p0');
    const early = [
      tree('MarketCreated', { partnerId: 'p0', marketId: 'm1', name: 'One' }),
      tree('MarketUpdated', { partnerId: 'p0', marketId: 'm0', name: 'Renamed' }),
      tree('MarketCreated', { partnerId: 'p0', marketId: 'm0', name: 'Zero' }),
    ];
    expect(businessTreeProjection.statements!(early)).toHaveLength(3);
    expect((await sameRowsFolded(businessTreeProjection, early)).market).toMatchObject([
      { id: 'm0', name: 'Zero' },
      { id: 'm1', name: 'One' },
    ]);
  });

  it('parks a bad event of a folded batch alone, with the events of its stream behind it', async () => {
    await pool.query(`INSERT INTO projection_checkpoint (name, position) VALUES ('users', -1)`);
    const a = stream<UserEvent>('User-a');
    const b = stream<UserEvent>('User-b');
    const c = stream<UserEvent>('User-c');
    const created = (userId: string, email: string) =>
      ({ userId, email, name: userId, role: 'ADMIN', passwordHash: 'h' }) as const;
    const events = [
      a('InternalUserCreated', created('a', 'a@example.com')),
      ...hundred((i) => a('UserUpdated', { userId: 'a', name: `a ${i}` })),
      b('InternalUserCreated', created('b', 'A@example.com')),
      b('UserUpdated', { userId: 'b', name: 'b again' }),
      c('InternalUserCreated', created('c', 'c@example.com')),
      ...hundred((i) => c('UserUpdated', { userId: 'c', name: `c ${i}` })),
    ];
    const last = events.at(-1)!.position;
    await expect(commitEvents(pool, usersProjection, events, { expected: -1, last, isolating: false })).rejects.toThrow(
      /user_account_email/,
    );
    const committed = await commitEvents(pool, usersProjection, events, { expected: -1, last, isolating: true });
    expect(committed!.parkings.map((p) => [p.event.type, p.event.streamId, p.reason])).toEqual([
      ['InternalUserCreated', 'User-b', 'failed'],
      ['UserUpdated', 'User-b', 'held'],
    ]);
    const { rows } = await pool.query('SELECT id, name FROM user_account ORDER BY id');
    expect(rows).toEqual([
      { id: 'a', name: 'a 98' },
      { id: 'c', name: 'c 98' },
    ]);
  });
});
