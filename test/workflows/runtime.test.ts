// The Temporal runtime: connecting, running a worker, deterministic workflow ids, and ping. The Java test server
// as @temporalio/testing's executable: java-test-server.test.ts.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalTemporal } from '../../workflows/runtime/local-server';
import { freePort } from '../../runtime/free-port';
import { connectTemporal, type TemporalRuntime } from '../../workflows/runtime/temporal';
import { startWorker, type RunningWorker } from '../../workflows/runtime/worker';
import { testTaskQueue, testTemporal } from '../support/temporal';
import { greeting, greetingWhenReleased, release, type GreetingActivities } from './fixtures/greeting.workflow';

const workflowsPath = fileURLToPath(new URL('./fixtures/greeting.workflow.ts', import.meta.url));
const activities: GreetingActivities = { greet: async (name) => `Hello, ${name}` };
const quiet = () => undefined;

describe('on the run’s Temporal', () => {
  const taskQueue = testTaskQueue('runtime');
  let temporal: TemporalRuntime;
  let worker: RunningWorker;

  beforeAll(async () => {
    temporal = await testTemporal();
    worker = await startWorker(temporal, { taskQueue, workflowsPath, activities });
  });
  afterAll(async () => {
    await worker?.stop();
    await temporal?.close();
  });

  it('runs a workflow and its activity end to end', async () => {
    const result = await temporal.client.workflow.execute(greeting, {
      taskQueue,
      workflowId: `greeting-${taskQueue}`,
      args: ['Ada'],
    });
    expect(result).toBe('Hello, Ada');
  });

  it('refuses a second start of a running workflow id, so a reconciler may start work again safely', async () => {
    const workflowId = `upload-${taskQueue}-1`;
    const first = await temporal.client.workflow.start(greetingWhenReleased, { taskQueue, workflowId, args: ['Bo'] });
    expect(first.workflowId).toBe(workflowId);
    await expect(
      temporal.client.workflow.start(greetingWhenReleased, { taskQueue, workflowId, args: ['Bo'] }),
    ).rejects.toBeInstanceOf(WorkflowExecutionAlreadyStartedError);
    await first.signal(release);
    expect(await first.result()).toBe('Hello, Bo');
  });
});

describe('ping', () => {
  it('is true while the server runs and false once it has stopped', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'varia-ping-'));
    const local = await startLocalTemporal(dataDir, quiet, { uiPort: await freePort() });
    const temporal = await connectTemporal({ address: local.address, dataDir, log: quiet });
    try {
      expect(await temporal.ping()).toBe(true);
      await local.stop();
      expect(await temporal.ping()).toBe(false);
    } finally {
      await temporal.close();
      await local.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
