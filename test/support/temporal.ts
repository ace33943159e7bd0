// Workflow tests share the run's Temporal (global-setup.ts); each test file connects on its own and
// works on its own task queue, so workers of different files never take each other's tasks.
import { randomBytes } from 'node:crypto';
import type { Client } from '@temporalio/client';
import { inject } from 'vitest';
import { connectTemporal, type TemporalRuntime } from '../../workflows/runtime/temporal';

export function testTemporal(): Promise<TemporalRuntime> {
  return connectTemporal({
    address: inject('temporalAddress'),
    dataDir: inject('temporalDataDir'),
    log: () => undefined,
  });
}

export function testTaskQueue(name: string): string {
  return `${name}-${randomBytes(4).toString('hex')}`;
}

/** The heartbeat timeout, in seconds, each `activity` of the workflow's latest run was scheduled with. */
export async function scheduledHeartbeatTimeouts(client: Client, workflowId: string, activity: string) {
  const { events } = await client.workflow.getHandle(workflowId).fetchHistory();
  return (events ?? [])
    .map((e) => e.activityTaskScheduledEventAttributes)
    .filter((a) => a?.activityType?.name === activity)
    .map((a) => Number(a!.heartbeatTimeout?.seconds));
}
