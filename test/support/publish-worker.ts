// The publish workflow tests' worker (test/workflows/publish*.test.ts): a simulated Google, a Temporal (the run's real
// server, or Temporal's time-skipping test server of the file's own), and the product's publish worker on a task queue
// of the file's own, publishing through the adapters as the product builds them (the product's own CM360 rate limit
// left out); started after the file's app and stopped before it.
import type { Client } from '@temporalio/client';
import { afterAll, beforeAll } from 'vitest';
import { adPlatformsOf, publishablePlatforms } from '../../api/publish-platforms';
import type { Platform } from '../../domain/campaign/platforms';
import type { SimulatedGoogleOptions } from '../../platforms/google/simulated';
import { publishStarter, type PublishStarter } from '../../workflows/publish/starters';
import { startPublishWorker } from '../../workflows/publish/worker';
import type { RunningWorker, WorkerHost } from '../../workflows/runtime/worker';
import type { ApiTest } from './api-test';
import { startGooglePlatform } from './google-platform';
import { testPublishDeps } from './publishing';
import { testTaskQueue, testTemporal } from './temporal';
import { timeSkippingEnvironment } from './time-skipping';

export interface PublishWorkerOptions {
  /** 'real': the run's Temporal, in real time; 'time-skipping': a test server whose waits take no real time. */
  temporal: 'real' | 'time-skipping';
  google?: SimulatedGoogleOptions;
  /** The task queue's name (a random suffix makes it the file's own). */
  queue: string;
}

/** Handles filled in by the `beforeAll` that `usePublishWorker` registers: read them in hooks and tests. */
export interface PublishWorkerTest {
  g: Awaited<ReturnType<typeof startGooglePlatform>>;
  /** The Temporal the worker polls, and where another process reaches it. */
  client: Client;
  address: string;
  namespace: string;
  taskQueue: string;
  starter: PublishStarter;
  /** What requestPublish may publish to. */
  supported: Platform[];
  /** One more publish worker in this process, on `taskQueue`; its caller stops it. */
  startWorker(taskQueue: string): Promise<RunningWorker>;
}

interface Temporal {
  client: Client;
  address: string;
  namespace: string;
  host: WorkerHost;
  close(): Promise<void>;
}

async function openTemporal(kind: PublishWorkerOptions['temporal']): Promise<Temporal> {
  if (kind === 'real') {
    const env = await testTemporal();
    return { client: env.client, address: env.address, namespace: env.namespace, host: env, close: () => env.close() };
  }
  const env = await timeSkippingEnvironment();
  const namespace = env.namespace ?? 'default';
  return {
    client: env.client,
    address: env.address,
    namespace,
    host: { nativeConnection: env.nativeConnection, namespace, log: () => undefined },
    close: () => env.teardown(),
  };
}

/** Registers the hooks; call it after `useApiTest`, so the worker starts after the app and stops before it. */
export function usePublishWorker(api: ApiTest, options: PublishWorkerOptions): PublishWorkerTest {
  let temporal: Temporal | undefined;
  let worker: RunningWorker | undefined;
  const test = { taskQueue: testTaskQueue(options.queue) } as PublishWorkerTest;
  beforeAll(async () => {
    test.g = await startGooglePlatform(options.google);
    temporal = await openTemporal(options.temporal);
    const platforms = adPlatformsOf(test.g.adapters({ cm360Rate: null }));
    Object.assign(test, {
      client: temporal.client,
      address: temporal.address,
      namespace: temporal.namespace,
      starter: publishStarter(temporal.client, test.taskQueue),
      supported: publishablePlatforms(platforms),
      startWorker: (taskQueue: string) =>
        startPublishWorker(temporal!.host, taskQueue, testPublishDeps(api, platforms)),
    });
    worker = await test.startWorker(test.taskQueue);
  }, 240_000);
  afterAll(async () => {
    await worker?.stop();
    await temporal?.close();
    await test.g?.close();
  });
  return test;
}
