// Test connection of a Google Cloud Storage connector says in words why it fails (issue 22 §2), through the product's
// own GCS adapter (the official SDK) against gcp-storage-emulator from PyPI. The emulator checks no credentials, so a
// front before it (test/support/gcs-front.ts) stands in for Google's checks: the JWT each call carries must be signed
// by a registered service account's key (else 401 'Invalid Credentials'), and the account must have rights on the
// bucket (else 403), each answered with Google's error body; a bucket that does not exist is the emulator's 404. A
// front over HTTPS with a self-signed certificate is a TLS failure. Nothing a refused test does is recorded or left.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBE_MESSAGES } from '../../platforms/cloud-storage/probe';
import { useApiTest } from '../support/api-test';
import { gcsEmulator, type Emulator } from '../support/bucket-emulators';
import { startGcsFront, type GcsFront } from '../support/gcs-front';
import { keyPair, type KeyPair } from '../support/key-pair';

const api = useApiTest();
const BUCKET = 'varia-gcs-deliveries';
const WRITER = 'exports@varia-test.iam.gserviceaccount.com';
const OUTSIDER = 'outsider@varia-test.iam.gserviceaccount.com';

let emulator: Emulator;
let front: GcsFront;
let tlsFront: GcsFront;
let writer: KeyPair;
let outsider: KeyPair;

beforeAll(async () => {
  emulator = await gcsEmulator([BUCKET]);
  front = await startGcsFront(emulator.endpoint);
  tlsFront = await startGcsFront(emulator.endpoint, keyPair('127.0.0.1'));
  writer = keyPair(WRITER);
  outsider = keyPair(OUTSIDER);
  for (const f of [front, tlsFront]) {
    // The writer may use the missing bucket too: what answers for it is the emulator's 404, as Google's would.
    f.grant(WRITER, writer.publicKey, [BUCKET, 'no-such-bucket']);
    f.grant(OUTSIDER, outsider.publicKey, []);
  }
}, 240_000);
afterAll(async () => {
  await front?.stop();
  await tlsFront?.stop();
  await emulator?.stop();
});

const probe = async (overrides: Record<string, unknown>) =>
  (
    await api.su.post('/cloud-storage/test-connection', {
      storageType: 'gcs',
      connectionConfig: {
        bucket: BUCKET,
        prefix: 'exports',
        endpoint: front.endpoint,
        projectId: 'varia-test',
        clientEmail: WRITER,
        privateKey: writer.privateKey,
        ...overrides,
      },
    })
  ).body as { isConnected: boolean; error: string | null };

describe('test connection of a GCS connector', () => {
  it('passes with the service account’s own key, and leaves no probe key behind', async () => {
    const before = await api.t.system.deps.store.headPosition();
    expect(await probe({})).toEqual({ isConnected: true, error: null });
    const listed = await fetch(`${emulator.endpoint}/storage/v1/b/${BUCKET}/o`);
    expect(((await listed.json()) as { items?: unknown[] }).items ?? []).toEqual([]);
    expect(await api.t.system.deps.store.headPosition()).toBe(before);
  });

  it('says the credentials were refused: another key, a key that is not one', async () => {
    expect(await probe({ privateKey: keyPair('stranger').privateKey })).toEqual({
      isConnected: false,
      error: PROBE_MESSAGES.credentials,
    });
    expect(await probe({ privateKey: 'not a private key' })).toEqual({
      isConnected: false,
      error: PROBE_MESSAGES.credentials,
    });
  });

  it('says access was denied to an account without rights on the bucket', async () => {
    expect(await probe({ clientEmail: OUTSIDER, privateKey: outsider.privateKey })).toEqual({
      isConnected: false,
      error: PROBE_MESSAGES.access,
    });
  });

  it('says the bucket was not found', async () => {
    expect(await probe({ bucket: 'no-such-bucket' })).toEqual({
      isConnected: false,
      error: PROBE_MESSAGES.notFound('no-such-bucket'),
    });
  });

  it('says the TLS connection failed on a certificate nobody vouches for', async () => {
    const tls = await probe({ endpoint: tlsFront.endpoint });
    expect(tls.isConnected).toBe(false);
    expect(tls.error).toMatch(/^The TLS connection to the storage failed: (DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED)/);
  });
});
