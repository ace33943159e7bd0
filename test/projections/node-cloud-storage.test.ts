import { describe, it } from 'vitest';
import type { BusinessTreeEvent } from '../../domain/business-tree/events';
import type { NodeStorageEvent } from '../../domain/node-storage/events';
import { nodeCloudStorageProjection } from '../../projections/node-cloud-storage/projection';
import { date, projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(nodeCloudStorageProjection);
const ROWS = `SELECT connection_id, node_id, partner_id, storage_id, entity_types, path, created_at, updated_at
  FROM node_cloud_storage ORDER BY connection_id`;

const connected = () => {
  const event = stream<NodeStorageEvent>('NodeCloudStorage-n1');
  const given = [
    event(
      'NodeStorageConnected',
      { partnerId: 'p1', nodeId: 'n1', connectionId: 'c1', storageId: 's1', entityTypes: ['asset'], path: '' },
      1,
    ),
  ];
  return { event, given };
};

describe('node-cloud-storage projection', () => {
  it("keeps a node's connection with its entity types and path, created and updated when it was made", async () => {
    const { event, given } = connected();
    await spec
      .given(given)
      .when([
        event(
          'NodeStorageConnected',
          {
            partnerId: 'p1',
            nodeId: 'n1',
            connectionId: 'c2',
            storageId: 's2',
            entityTypes: ['creative', 'template'],
            path: 'exports/n1',
          },
          2,
        ),
      ])
      .then(ROWS, [
        {
          connection_id: 'c1',
          node_id: 'n1',
          partner_id: 'p1',
          storage_id: 's1',
          entity_types: ['asset'],
          path: '',
          created_at: date(1),
          updated_at: date(1),
        },
        {
          connection_id: 'c2',
          node_id: 'n1',
          partner_id: 'p1',
          storage_id: 's2',
          entity_types: ['creative', 'template'],
          path: 'exports/n1',
          created_at: date(2),
          updated_at: date(2),
        },
      ]);
  });

  it('changes a connection in place: its connector, entity types and path, keeping when it was made', async () => {
    const { event, given } = connected();
    await spec
      .given(given)
      .when([
        event(
          'NodeStorageConnectionChanged',
          { nodeId: 'n1', connectionId: 'c1', storageId: 's3', entityTypes: ['asset', 'creative'], path: 'a/b' },
          3,
        ),
      ])
      .then(ROWS, [
        {
          connection_id: 'c1',
          node_id: 'n1',
          partner_id: 'p1',
          storage_id: 's3',
          entity_types: ['asset', 'creative'],
          path: 'a/b',
          created_at: date(1),
          updated_at: date(3),
        },
      ]);
  });

  it('makes no row for a change of a connection it does not know', async () => {
    const event = stream<NodeStorageEvent>('NodeCloudStorage-n2');
    await spec
      .given([
        event(
          'NodeStorageConnectionChanged',
          { nodeId: 'n2', connectionId: 'c9', storageId: 's1', entityTypes: ['asset'], path: '' },
          1,
        ),
      ])
      .then(ROWS, []);
  });

  it('drops a disconnected connection and keeps the others; a disconnection of an unknown one changes nothing', async () => {
    const { event, given } = connected();
    await spec
      .given([
        ...given,
        event(
          'NodeStorageConnected',
          { partnerId: 'p1', nodeId: 'n1', connectionId: 'c2', storageId: 's2', entityTypes: ['template'], path: 't' },
          2,
        ),
      ])
      .when([
        event('NodeStorageDisconnected', { nodeId: 'n1', connectionId: 'c1' }, 3),
        event('NodeStorageDisconnected', { nodeId: 'n1', connectionId: 'c9' }, 4),
      ])
      .then('SELECT connection_id, storage_id FROM node_cloud_storage ORDER BY connection_id', [
        { connection_id: 'c2', storage_id: 's2' },
      ]);
  });

  it('connects a connection again after its disconnection, as new', async () => {
    const { event, given } = connected();
    await spec
      .given([...given, event('NodeStorageDisconnected', { nodeId: 'n1', connectionId: 'c1' }, 2)])
      .when([
        event(
          'NodeStorageConnected',
          { partnerId: 'p1', nodeId: 'n1', connectionId: 'c1', storageId: 's2', entityTypes: ['creative'], path: 'x' },
          5,
        ),
      ])
      .then(ROWS, [
        {
          connection_id: 'c1',
          node_id: 'n1',
          partner_id: 'p1',
          storage_id: 's2',
          entity_types: ['creative'],
          path: 'x',
          created_at: date(5),
          updated_at: date(5),
        },
      ]);
  });

  it("forgets a deleted node's connections and keeps other nodes' (its connectors are no longer in use)", async () => {
    const { given } = connected();
    const other = stream<NodeStorageEvent>('NodeCloudStorage-n2');
    const tree = stream<BusinessTreeEvent>('BusinessTree-p1');
    await spec
      .given([
        ...given,
        other(
          'NodeStorageConnected',
          { partnerId: 'p1', nodeId: 'n2', connectionId: 'c2', storageId: 's1', entityTypes: ['asset'], path: '' },
          2,
        ),
      ])
      .when([tree('BusinessNodeDeleted', { partnerId: 'p1', nodeId: 'n1' }, 3)])
      .then('SELECT connection_id, node_id, storage_id FROM node_cloud_storage ORDER BY connection_id', [
        { connection_id: 'c2', node_id: 'n2', storage_id: 's1' },
      ]);
  });
});
