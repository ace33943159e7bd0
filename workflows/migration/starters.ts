// Starting a business node's migration and reading where it stands (issue 22 §3). One workflow id per partner,
// `node-migration-<partnerId>`: Temporal refuses to start an id that runs, which is what keeps one migration at a time
// per partner across processes; a finished id may start again (a repeat moves only what is still on the source).
import { WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError, type Client } from '@temporalio/client';
import type { NodeMigrationRun } from '../../commands/node-migration';
import { ONE_PROCESS_AT_A_TIME } from '../../domain/business-tree/migration';
import { DomainError } from '../../domain/shared/errors';
import { migrateNode, type MigrationProgress } from './migration.workflow';

export const nodeMigrationId = (partnerId: string) => `node-migration-${partnerId}`;

export type MigrationState = MigrationProgress & { status: 'RUNNING' | 'COMPLETED' | 'FAILED' };

export function nodeMigrations(client: Client, taskQueue: string) {
  return {
    /** Starts the run; 409 'Only one process at a time can be executed' while the partner's last one runs. */
    async start(run: NodeMigrationRun, total: number): Promise<string> {
      const workflowId = nodeMigrationId(run.partnerId);
      const { kind, sourceId, targetId } = run;
      try {
        await client.workflow.start(migrateNode, {
          workflowId,
          taskQueue,
          args: [run],
          memo: { kind, sourceId, targetId, total },
        });
      } catch (error) {
        if (error instanceof WorkflowExecutionAlreadyStartedError) throw DomainError.conflict(ONE_PROCESS_AT_A_TIME);
        throw error;
      }
      return workflowId;
    },

    /**
     * The partner's last migration, or null when there was none: a finished one with its outcome, a running one as
     * it started (`total` as the start counted it; its progress is the read side's to tell, since a query would wait
     * for a worker).
     */
    async state(partnerId: string): Promise<MigrationState | null> {
      const handle = client.workflow.getHandle<typeof migrateNode>(nodeMigrationId(partnerId));
      try {
        const { status, memo } = await handle.describe();
        if (status.name === 'COMPLETED') return { status: 'COMPLETED', ...(await handle.result()) };
        const started = (memo ?? {}) as Pick<MigrationProgress, 'kind' | 'sourceId' | 'targetId' | 'total'>;
        return { status: status.name === 'RUNNING' ? 'RUNNING' : 'FAILED', ...started, done: 0, moved: 0 };
      } catch (error) {
        if (error instanceof WorkflowNotFoundError) return null;
        throw error;
      }
    },
  };
}

export type NodeMigrations = ReturnType<typeof nodeMigrations>;
