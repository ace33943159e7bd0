// A projection is handed every event of the store (projections/projection.ts): those of types it does not handle
// must leave its tables as they are.
import { describe, expect, it } from 'vitest';
import type { PartnerEvent } from '../../domain/partner';
import { businessTreeProjection } from '../../projections/business-tree/projection';
import { campaignsProjection } from '../../projections/campaigns/projection';
import { commentsProjection } from '../../projections/comments/projection';
import { notificationsProjection } from '../../projections/notifications/projection';
import { partnersProjection } from '../../projections/partners/projection';
import { personaliseProjection } from '../../projections/personalise/projection';
import { usersProjection } from '../../projections/users/projection';
import type { Projection } from '../../projections/projection';
import { projectionSpec, stream } from '../support/projection-spec';

const foreign = stream<{
  type: 'SomethingElseHappened';
  data: { treeId: string; campaignId: string; partnerId: string; userId: string };
}>('Elsewhere-1');
const unrelated = [
  foreign('SomethingElseHappened', { treeId: 'tr1', campaignId: 'c1', partnerId: 'p1', userId: 'u1' }),
];
const rowsOf = (projection: Projection) =>
  projection.tables
    .map((table) => `SELECT '${table}' AS "table", count(*)::int AS rows FROM ${table}`)
    .join(' UNION ALL ');
const empty = (projection: Projection) => projection.tables.map((table) => ({ table, rows: 0 }));

describe.each([
  partnersProjection,
  usersProjection,
  businessTreeProjection,
  campaignsProjection,
  commentsProjection,
  notificationsProjection,
  personaliseProjection,
])('$name projection', (projection) => {
  const spec = projectionSpec(projection);

  it('does not claim an event type it does not handle', () => {
    expect(projection.eventTypes?.has('SomethingElseHappened')).toBe(false);
  });

  it('leaves its tables as they are for an event type it does not handle', async () => {
    await spec.given(unrelated).then(rowsOf(projection), empty(projection));
  });
});

describe('partners projection, among other events', () => {
  const spec = projectionSpec(partnersProjection);

  it('applies its own events and skips the others of the same batch', async () => {
    const event = stream<PartnerEvent>('Partner-p1');
    await spec
      .given([...unrelated, event('PartnerCreated', { partnerId: 'p1', name: 'Acme', type: 'Client' }), ...unrelated])
      .then('SELECT id, name FROM partner_list', [{ id: 'p1', name: 'Acme' }]);
  });
});
