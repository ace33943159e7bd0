// A cloud storage connector (domain/cloud-storage) and a node's connections to one (domain/node-storage): each type
// keeps only its own fields, a create needs its secret and a type change the new type's, an update without a secret
// keeps the sealed one; a node connects to a connector once, for known entity types, under a path that stays inside.
import { describe, expect, it } from 'vitest';
import {
  checkedCloudStorage,
  decideCloudStorage,
  evolveCloudStorage,
  initialCloudStorageState,
  requireSecret,
  type CloudStorageEvent,
  type CloudStorageInput,
} from '../../domain/cloud-storage';
import { decideNodeStorage, evolveNodeStorage, initialNodeStorageState } from '../../domain/node-storage';
import { DomainError } from '../../domain/shared/errors';

const ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const sealed = { iv: 'iv', ciphertext: 'c', tag: 't' };
const s3: CloudStorageInput = {
  name: 'Deliveries',
  storageType: 's3',
  connectionConfig: {
    bucket: 'deliveries',
    region: 'eu-west-1',
    accessKeyId: 'AKIA',
    secretAccessKey: 'secret',
    accountName: 'ignored',
    prefix: '/exports',
  },
};
const fold = (events: CloudStorageEvent[]) => events.reduce(evolveCloudStorage, initialCloudStorageState());
/** The DomainError's status and message, null when it passed; any other error fails the test. */
const refusal = (run: () => unknown): [number, string] | null => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return [error.statusCode, error.message];
    throw error;
  }
  return null;
};

describe('cloud storage connector', () => {
  it('keeps only the fields of its type, the prefix without a leading slash', () => {
    expect(checkedCloudStorage(s3).connectionConfig).toEqual({
      bucket: 'deliveries',
      prefix: 'exports',
      region: 'eu-west-1',
      endpoint: null,
      forcePathStyle: false,
      accessKeyId: 'AKIA',
      projectId: null,
      clientEmail: null,
      accountName: null,
    });
    const azure = { name: 'Blob', storageType: 'azure', connectionConfig: { bucket: 'out', accountName: 'acme' } };
    expect(checkedCloudStorage(azure).connectionConfig).toMatchObject({ accountName: 'acme', region: null });
    expect(refusal(() => requireSecret(azure))).toEqual([400, 'The account key is required']);
    expect(
      refusal(() => checkedCloudStorage({ ...azure, connectionConfig: { bucket: 'a.b', accountName: 'x' } })),
    ).toEqual([400, 'The container name is not one the platform accepts']);
  });

  it('an update without a secret keeps the sealed one; a type change needs the new type’s', () => {
    const created = decideCloudStorage(
      { type: 'CreateCloudStorage', storageId: ID, partnerId: null, input: s3, secret: sealed },
      initialCloudStorageState(),
    );
    const state = fold(created);
    const [updated] = decideCloudStorage({ type: 'UpdateCloudStorage', input: s3, secret: null }, state);
    expect(updated).toEqual({ type: 'CloudStorageUpdated', data: { storageId: ID, settings: expect.anything() } });
    expect(fold([...created, updated!]).secret).toEqual(sealed);
    const gcs = {
      name: 'G',
      storageType: 'gcs',
      connectionConfig: { bucket: 'out', projectId: 'p', clientEmail: 'e' },
    };
    expect(refusal(() => decideCloudStorage({ type: 'UpdateCloudStorage', input: gcs, secret: null }, state))).toEqual([
      400,
      'The secret of the new storage type is required',
    ]);
    const [tested] = decideCloudStorage({ type: 'RecordConnectionTest', error: 'No' }, state);
    expect(tested!.data).toEqual({ storageId: ID, isConnected: false, error: 'No' });
    const deleted = fold([...created, ...decideCloudStorage({ type: 'DeleteCloudStorage' }, state)]);
    expect(refusal(() => decideCloudStorage({ type: 'DeleteCloudStorage' }, deleted))).toEqual([
      404,
      'Cloud storage not found',
    ]);
  });
});

describe('node storage connections', () => {
  const input = { storageId: ID, entityTypes: ['creative', 'creative'], path: '/out/' };
  it('connects a connector once, for known entity types, under a path that stays inside', () => {
    const connect = (connectionId: string, state = initialNodeStorageState(), given = input) =>
      decideNodeStorage({ type: 'Connect', nodeId: 'n', partnerId: 'p', connectionId, input: given }, state);
    const [connected] = connect('c1');
    expect(connected!.data).toMatchObject({ entityTypes: ['creative'], path: 'out' });
    const state = evolveNodeStorage(initialNodeStorageState(), connected!);
    expect(refusal(() => connect('c2', state))).toEqual([409, 'This node is already connected to that cloud storage']);
    expect(refusal(() => connect('c2', state, { ...input, storageId: 'other', path: 'a/../..' }))?.[0]).toBe(400);
    expect(refusal(() => connect('c2', state, { ...input, storageId: 'other', entityTypes: [] }))?.[0]).toBe(400);
    const gone = decideNodeStorage({ type: 'Disconnect', nodeId: 'n', connectionId: 'c1' }, state);
    const empty = gone.reduce(evolveNodeStorage, state);
    expect(empty.connections).toEqual([]);
    expect(refusal(() => decideNodeStorage({ type: 'Disconnect', nodeId: 'n', connectionId: 'c1' }, empty))).toEqual([
      404,
      'Cloud storage connection not found',
    ]);
  });
});
