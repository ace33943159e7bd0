// Servers the project does not run itself (EventStoreDB/KurrentDB, an S3-compatible store): the one named in the
// environment, else one testcontainers starts where a Docker engine is reachable (images as in docker-compose.yml),
// else, for S3, moto's emulator fetched from PyPI, else a reason to skip that the suite prints.
import { GenericContainer, getContainerRuntimeClient, Wait, type StartedTestContainer } from 'testcontainers';
import { motoS3, MotoUnavailable } from './bucket-emulators';

export type ExternalEngine = { url: string; stop(): Promise<void> } | { skipped: string };

async function dockerMissing(): Promise<string | null> {
  try {
    await getContainerRuntimeClient();
    return null;
  } catch (error) {
    return `no Docker engine for testcontainers (${(error as Error).message})`;
  }
}

async function fromContainer(
  container: GenericContainer,
  url: (started: StartedTestContainer) => string,
): Promise<ExternalEngine> {
  const started = await container.start();
  return { url: url(started), stop: async () => void (await started.stop()) };
}

/** EVENTSTORE_URL, or KurrentDB in a container. */
export async function eventStoreDbEngine(): Promise<ExternalEngine> {
  if (process.env.EVENTSTORE_URL) return { url: process.env.EVENTSTORE_URL, stop: async () => undefined };
  const missing = await dockerMissing();
  if (missing) return { skipped: `EVENTSTORE_URL is not set and ${missing}; docker-compose.yml runs KurrentDB for it` };
  const container = new GenericContainer('kurrentplatform/kurrentdb:26.1.1')
    .withEnvironment({ KURRENTDB_INSECURE: 'true', KURRENTDB_RUN_PROJECTIONS: 'None', KURRENTDB_MEM_DB: 'true' })
    .withExposedPorts(2113)
    .withWaitStrategy(
      Wait.forHttp('/health/live', 2113).forStatusCodeMatching((status) => status >= 200 && status < 300),
    );
  return fromContainer(container, (c) => `esdb://${c.getHost()}:${c.getMappedPort(2113)}?tls=false`);
}

/** SeaweedFS, as docker-compose.yml runs it, in a container: its S3 gateway on 8333, one identity with these keys. */
async function seaweedFsContainer(accessKey: string, secretKey: string): Promise<ExternalEngine> {
  const identities = {
    identities: [
      {
        name: 'varia-test',
        credentials: [{ accessKey, secretKey }],
        actions: ['Admin', 'Read', 'List', 'Tagging', 'Write'],
      },
    ],
  };
  const container = new GenericContainer('chrislusf/seaweedfs:4.44')
    .withCopyContentToContainer([{ content: JSON.stringify(identities), target: '/etc/seaweedfs/s3.json' }])
    .withCommand(['server', '-s3', '-s3.port=8333', '-s3.config=/etc/seaweedfs/s3.json'])
    .withExposedPorts(8333)
    .withWaitStrategy(Wait.forHttp('/healthz', 8333));
  return fromContainer(
    container,
    (c) =>
      `s3://varia-test?endpoint=http://${c.getHost()}:${c.getMappedPort(8333)}&region=us-east-1&forcePathStyle=true`,
  );
}

/**
 * moto's S3 emulator (test/support/bucket-emulators.ts): what runs the contract where there is no Docker engine, as in
 * CI. It takes any keys; buckets are addressed by path.
 */
async function motoServer(): Promise<ExternalEngine> {
  let moto;
  try {
    moto = await motoS3();
  } catch (error) {
    if (error instanceof MotoUnavailable) return { skipped: error.message };
    throw error;
  }
  return { url: `s3://varia-test?endpoint=${moto.endpoint}&region=us-east-1&forcePathStyle=true`, stop: moto.stop };
}

/**
 * BLOB_STORE_URL; else SeaweedFS in a container where a Docker engine is reachable; else moto's S3 emulator; else a
 * reason to skip (neither Docker nor Python with pip). Credentials through the AWS variables the store reads.
 */
export async function s3Engine(): Promise<ExternalEngine> {
  if (process.env.BLOB_STORE_URL) return { url: process.env.BLOB_STORE_URL, stop: async () => undefined };
  process.env.AWS_ACCESS_KEY_ID ??= 'varia-test';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'varia-test-secret';
  const missing = await dockerMissing();
  if (!missing) return seaweedFsContainer(process.env.AWS_ACCESS_KEY_ID, process.env.AWS_SECRET_ACCESS_KEY);
  const moto = await motoServer();
  return 'skipped' in moto ? { skipped: `BLOB_STORE_URL is not set, ${missing}, and ${moto.skipped}` } : moto;
}
