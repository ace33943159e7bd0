// Starting publish workflows from the API, the boot reconciler and tests, on the publish task queue.
import type { Client } from '@temporalio/client';
import { WorkflowStarter } from '../runtime/starter';
import type { TemporalLog } from '../runtime/local-server';
import { publishWorkflowId, type PublishTarget } from './activities';
import { publishCampaign, type PublishOutcome, type PublishRun } from './publish.workflow';

export const publishStarter = (client: Client, taskQueue: string, log?: TemporalLog) =>
  new WorkflowStarter<PublishRun, PublishTarget, PublishOutcome>(
    client,
    taskQueue,
    { workflow: publishCampaign, idOf: publishWorkflowId },
    log,
  );

export type PublishStarter = ReturnType<typeof publishStarter>;
