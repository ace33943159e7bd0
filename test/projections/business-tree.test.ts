import { describe, it } from 'vitest';
import type { BusinessTreeEvent } from '../../domain/business-tree';
import { businessTreeProjection } from '../../projections/business-tree/projection';
import { date, projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(businessTreeProjection);
const NODES = 'SELECT id, partner_id, parent_id, name, type, market_id, created_at FROM business_node ORDER BY id';
const MARKETS = 'SELECT id, partner_id, name, created_at FROM market ORDER BY id';

const tree = () => {
  const event = stream<BusinessTreeEvent>('BusinessTree-p1');
  const given = [
    event('MarketCreated', { partnerId: 'p1', marketId: 'm1', name: 'Germany' }, 1),
    event(
      'BusinessNodeCreated',
      { partnerId: 'p1', nodeId: 'n1', parentId: null, name: 'EMEA', type: 'region', marketId: null },
      2,
    ),
    event(
      'BusinessNodeCreated',
      { partnerId: 'p1', nodeId: 'n2', parentId: 'n1', name: 'DE', type: 'market', marketId: 'm1' },
      3,
    ),
  ];
  return { event, given };
};

describe('business-tree projection', () => {
  it('holds created nodes under their parents, and created markets', async () => {
    const { given } = tree();
    await spec.given(given).then(NODES, [
      {
        id: 'n1',
        partner_id: 'p1',
        parent_id: null,
        name: 'EMEA',
        type: 'region',
        market_id: null,
        created_at: date(2),
      },
      { id: 'n2', partner_id: 'p1', parent_id: 'n1', name: 'DE', type: 'market', market_id: 'm1', created_at: date(3) },
    ]);
    await spec.given(given).then(MARKETS, [{ id: 'm1', partner_id: 'p1', name: 'Germany', created_at: date(1) }]);
  });

  it('renames a node and a market', async () => {
    const { event, given } = tree();
    const renames = [
      event('BusinessNodeRenamed', { partnerId: 'p1', nodeId: 'n2', name: 'Germany' }, 4),
      event('MarketUpdated', { partnerId: 'p1', marketId: 'm1', name: 'Deutschland' }, 5),
    ];
    await spec
      .given(given)
      .when(renames)
      .then('SELECT id, name FROM business_node ORDER BY id', [
        { id: 'n1', name: 'EMEA' },
        { id: 'n2', name: 'Germany' },
      ]);
    await spec
      .given(given)
      .when(renames)
      .then('SELECT id, name FROM market', [{ id: 'm1', name: 'Deutschland' }]);
  });

  it('drops a deleted node and a deleted market', async () => {
    const { event, given } = tree();
    const deletes = [
      event('BusinessNodeDeleted', { partnerId: 'p1', nodeId: 'n2' }, 4),
      event('MarketDeleted', { partnerId: 'p1', marketId: 'm1' }, 5),
    ];
    await spec
      .given(given)
      .when(deletes)
      .then('SELECT id FROM business_node', [{ id: 'n1' }]);
    await spec.given(given).when(deletes).then(MARKETS, []);
  });

  it("holds a node's subscribers, the list whole each time", async () => {
    const { event, given } = tree();
    const changes = [
      event('BusinessNodeSubscribersChanged', { partnerId: 'p1', nodeId: 'n2', subscribers: ['u1', 'u2'] }, 4),
      event('BusinessNodeSubscribersChanged', { partnerId: 'p1', nodeId: 'n2', subscribers: ['u2'] }, 5),
    ];
    await spec
      .given(given)
      .when(changes)
      .then('SELECT id, subscriber_ids FROM business_node ORDER BY id', [
        { id: 'n1', subscriber_ids: [] },
        { id: 'n2', subscriber_ids: ['u2'] },
      ]);
  });
});
