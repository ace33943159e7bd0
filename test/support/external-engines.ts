// Servers the project cannot start itself (EventStoreDB/KurrentDB, an S3-compatible store): the one named in the
// environment, else one testcontainers starts where a Docker engine is reachable, else a reason to skip that
// the suite prints. Images as in docker-compose.yml.
import { GenericContainer, getContainerRuntimeClient, Wait, type StartedTestContainer } from 'testcontainers';

export type ExternalEngine = { url: string; stop(): Promise<void> } | { skipped: string };

async function dockerMissing(): Promise<string | null> {
  try {
    await getContainerRuntimeClient();
    return null;
  } catch (error) {
    return `no Docker engine for testcontainers (${(error as Error).message})`;
  }
}

async function fromContainer(container: GenericContainer, url: (started: StartedTestContainer) => string): Promise<ExternalEngine> {
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
    .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCodeMatching((status) => status >= 200 && status < 300));
  return fromContainer(container, (c) => `esdb://${c.getHost()}:${c.getMappedPort(2113)}?tls=false`);
}

/** BLOB_STORE_URL, or MinIO in a container (credentials through the AWS variables the store reads). */
export async function s3Engine(): Promise<ExternalEngine> {
  if (process.env.BLOB_STORE_URL) return { url: process.env.BLOB_STORE_URL, stop: async () => undefined };
  const missing = await dockerMissing();
  if (missing) return { skipped: `BLOB_STORE_URL is not set and ${missing}; point it at MinIO or another S3-compatible store` };
  const [user, password] = ['varia-test', 'varia-test-secret'];
  process.env.AWS_ACCESS_KEY_ID ??= user;
  process.env.AWS_SECRET_ACCESS_KEY ??= password;
  const container = new GenericContainer('minio/minio:RELEASE.2025-04-22T22-12-26Z')
    .withCommand(['server', '/data'])
    .withEnvironment({ MINIO_ROOT_USER: process.env.AWS_ACCESS_KEY_ID, MINIO_ROOT_PASSWORD: process.env.AWS_SECRET_ACCESS_KEY })
    .withExposedPorts(9000)
    .withWaitStrategy(Wait.forHttp('/minio/health/live', 9000));
  return fromContainer(container, (c) => `s3://varia-test?endpoint=http://${c.getHost()}:${c.getMappedPort(9000)}&region=us-east-1&forcePathStyle=true`);
}
