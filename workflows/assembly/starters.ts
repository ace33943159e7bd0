// Starting generations of assembly variations from the API and tests, on the render queue's shared Worker.
import type { Client } from '@temporalio/client';
import type { GenerationTarget } from '../../commands/assemblies';
import { generationWorkflowId } from '../../commands/assembly-variations';
import type { GenerationCounts } from '../../domain/assembly/events';
import { WorkflowStarter } from '../runtime/starter';
import type { TemporalLog } from '../runtime/local-server';
import { generateVariations } from './generate.workflow';

export const generationStarter = (client: Client, taskQueue: string, log?: TemporalLog) =>
  new WorkflowStarter<GenerationTarget, Pick<GenerationTarget, 'generationId'>, GenerationCounts>(
    client,
    taskQueue,
    { workflow: generateVariations, idOf: generationWorkflowId },
    log,
  );

export type GenerationStarter = ReturnType<typeof generationStarter>;
