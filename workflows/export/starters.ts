// Starting export workflows from the API, the boot reconciler and tests, on the render queue's shared Worker.
import type { Client } from '@temporalio/client';
import type { ExportJobState } from '../../domain/export/events';
import { WorkflowStarter } from '../runtime/starter';
import type { TemporalLog } from '../runtime/local-server';
import { exportWorkflowId, type ExportTarget } from './activities';
import { exportToCloudStorage } from './export.workflow';

export const exportStarter = (client: Client, taskQueue: string, log?: TemporalLog) =>
  new WorkflowStarter<ExportTarget, ExportTarget, ExportJobState>(
    client,
    taskQueue,
    { workflow: exportToCloudStorage, idOf: exportWorkflowId },
    log,
  );

export type ExportStarter = ReturnType<typeof exportStarter>;
