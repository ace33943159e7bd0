// The demo's cloud storage connector (issue 22 §5): when the product runs its local bucket (runtime/local-bucket.ts,
// a GCS emulator on this machine), a shared Google Cloud Storage connector points at it, tested once, and the nodes of
// the demo campaigns send their assets, creatives and templates there, so an export works on the first start. Its
// name says it is simulated storage, and the cloud storage screen marks a connector on loopback as such. Its key is a
// fresh one the emulator does not check. A re-run finds it by name and each node's connection by its connector.
import { generateKeyPairSync } from 'node:crypto';
import type { CloudStorage, ConnectionTestAnswer } from '../domain/cloud-storage/answers';
import type { NodeStorageConnectionAnswer } from '../domain/node-storage/answers';
import { EXPORTABLE_ENTITY_TYPES } from '../domain/node-storage/events';
import { LOCAL_BUCKET_PROJECT } from '../runtime/local-bucket';
import { sameName } from './api-client';
import { ensure, type Seeding } from './ensure';

/** Where the product's local bucket answers (AppDeps.localBucket). */
export interface DemoLocalBucket {
  endpoint: string;
  bucket: string;
  /** Given (the product seeding itself), the connection is tested once the emulator listens. */
  ready?: Promise<void>;
}

export const LOCAL_CONNECTOR_NAME = 'Local bucket (simulated: a Google Cloud Storage emulator on this machine)';
/** The folder the demo nodes' exports go to, under the bucket. */
export const LOCAL_CONNECTOR_PATH = 'demo-exports';

export async function seedLocalBucket(s: Seeding, local: DemoLocalBucket, nodeIds: Iterable<string>): Promise<void> {
  const storage = await ensure(
    s,
    `cloud storage ${LOCAL_CONNECTOR_NAME}`,
    async () => (await s.api.get<CloudStorage[]>('/cloud-storage')).find((c) => sameName(c.name, LOCAL_CONNECTOR_NAME)),
    () =>
      s.api.post<CloudStorage>('/cloud-storage', {
        name: LOCAL_CONNECTOR_NAME,
        storageType: 'gcs',
        connectionConfig: {
          bucket: local.bucket,
          endpoint: local.endpoint,
          projectId: LOCAL_BUCKET_PROJECT,
          clientEmail: `demo-exports@${LOCAL_BUCKET_PROJECT}.iam.gserviceaccount.com`,
          privateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
            type: 'pkcs8',
            format: 'pem',
          }),
        },
      }),
  );
  // Its last test shows on the screens; the emulator starts with the product, in the background (the first start
  // fetches it from PyPI). A start that failed is logged by the product, and the test then says so.
  await local.ready?.catch(() => undefined);
  const tested = await s.api.post<ConnectionTestAnswer>(`/cloud-storage/${storage.id}/test-connection`, {});
  s.log(`  test connection: ${tested.isConnected ? 'passed' : `failed: ${tested.error}`}`);
  for (const nodeId of nodeIds)
    await ensure(
      s,
      `node ${nodeId} exports to ${LOCAL_CONNECTOR_NAME}`,
      async () =>
        (await s.api.get<NodeStorageConnectionAnswer[]>(`/business-nodes/${nodeId}/cloud-storage-connections`)).find(
          (c) => c.storageId === storage.id,
        ),
      () =>
        s.api.post(`/business-nodes/${nodeId}/cloud-storage-connection`, {
          storageId: storage.id,
          entityTypes: [...EXPORTABLE_ENTITY_TYPES],
          path: LOCAL_CONNECTOR_PATH,
        }),
    );
}
