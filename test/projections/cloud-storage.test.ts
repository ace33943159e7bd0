import { describe, it } from 'vitest';
import type { CloudStorageEvent, CloudStorageSettings } from '../../domain/cloud-storage/events';
import type { SealedSecret } from '../../domain/integration/events';
import { cloudStorageProjection } from '../../projections/cloud-storage/projection';
import { date, projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(cloudStorageProjection);
const ROWS = `SELECT id, partner_id, version, name, settings, secret, is_connected, error, created_at, updated_at
  FROM cloud_storage ORDER BY id`;
const STATE = 'SELECT id, version, name, secret, is_connected, error, updated_at FROM cloud_storage ORDER BY id';
const sealed = (n: number): SealedSecret => ({ iv: `iv${n}`, ciphertext: `ct${n}`, tag: `tag${n}` });
const settings = (name: string, bucket = 'ads'): CloudStorageSettings => ({
  name,
  storageType: 's3',
  connectionConfig: {
    bucket,
    prefix: 'out/',
    region: 'eu-west-1',
    endpoint: null,
    forcePathStyle: false,
    accessKeyId: 'AKIA1',
    projectId: null,
    clientEmail: null,
    accountName: null,
  },
});

const created = () => {
  const event = stream<CloudStorageEvent>('CloudStorage-s1');
  const given = [
    event(
      'CloudStorageCreated',
      { storageId: 's1', partnerId: 'p1', settings: settings('Bucket'), secret: sealed(1) },
      1,
    ),
  ];
  return { event, given };
};

describe('cloud-storage projection', () => {
  it('keeps a created connector untested, its secret sealed, at its first revision', async () => {
    const { given } = created();
    await spec.given(given).then(ROWS, [
      {
        id: 's1',
        partner_id: 'p1',
        version: 0,
        name: 'Bucket',
        settings: settings('Bucket'),
        secret: sealed(1),
        is_connected: false,
        error: null,
        created_at: date(1),
        updated_at: date(1),
      },
    ]);
  });

  it("keeps a platform-wide connector's partner null", async () => {
    const event = stream<CloudStorageEvent>('CloudStorage-s2');
    await spec
      .given([
        event(
          'CloudStorageCreated',
          { storageId: 's2', partnerId: null, settings: settings('Shared'), secret: sealed(2) },
          1,
        ),
      ])
      .then('SELECT id, partner_id FROM cloud_storage', [{ id: 's2', partner_id: null }]);
  });

  it('records a test: passed, then refused with its words, each at its revision', async () => {
    const { event, given } = created();
    const passed = event('CloudStorageConnectionTested', { storageId: 's1', isConnected: true, error: null }, 2);
    await spec
      .given(given)
      .when([passed])
      .then(STATE, [
        {
          id: 's1',
          version: 1,
          name: 'Bucket',
          secret: sealed(1),
          is_connected: true,
          error: null,
          updated_at: date(1),
        },
      ]);
    await spec
      .given([...given, passed])
      .when([event('CloudStorageConnectionTested', { storageId: 's1', isConnected: false, error: 'Access denied' }, 3)])
      .then(STATE, [
        {
          id: 's1',
          version: 2,
          name: 'Bucket',
          secret: sealed(1),
          is_connected: false,
          error: 'Access denied',
          updated_at: date(1),
        },
      ]);
  });

  it('renames on new settings, keeps the secret when none is given, and asks for a new test', async () => {
    const { event, given } = created();
    await spec
      .given([...given, event('CloudStorageConnectionTested', { storageId: 's1', isConnected: true, error: null }, 2)])
      .when([event('CloudStorageUpdated', { storageId: 's1', settings: settings('Archive', 'archive') }, 3)])
      .then(
        'SELECT id, version, name, settings, secret, is_connected, error, created_at, updated_at FROM cloud_storage',
        [
          {
            id: 's1',
            version: 2,
            name: 'Archive',
            settings: settings('Archive', 'archive'),
            secret: sealed(1),
            is_connected: false,
            error: null,
            created_at: date(1),
            updated_at: date(3),
          },
        ],
      );
  });

  it('takes a new secret given with the settings, clearing the last refusal', async () => {
    const { event, given } = created();
    await spec
      .given([
        ...given,
        event('CloudStorageConnectionTested', { storageId: 's1', isConnected: false, error: 'No bucket' }, 2),
      ])
      .when([event('CloudStorageUpdated', { storageId: 's1', settings: settings('Bucket'), secret: sealed(9) }, 3)])
      .then(STATE, [
        {
          id: 's1',
          version: 2,
          name: 'Bucket',
          secret: sealed(9),
          is_connected: false,
          error: null,
          updated_at: date(3),
        },
      ]);
  });

  it('drops a deleted connector and touches nothing for a test of an unknown one', async () => {
    const { event, given } = created();
    const other = stream<CloudStorageEvent>('CloudStorage-s9');
    await spec
      .given(given)
      .when([
        event('CloudStorageDeleted', { storageId: 's1' }, 2),
        other('CloudStorageConnectionTested', { storageId: 's9', isConnected: true, error: null }, 3),
      ])
      .then(ROWS, []);
  });
});
