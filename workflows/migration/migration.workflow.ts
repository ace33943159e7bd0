// A business node's migration of one kind, `node-migration-<partnerId>` (issue 22 §3): one per partner at a time,
// since Temporal refuses a second start of a running id (the API answers 'Only one process at a time can be
// executed'). It reads the ids still on the source and moves them in chunks, each chunk one activity; its progress is
// a query. Resumable and idempotent: a worker killed mid-way replays to the last finished chunk and retries the one
// it was in, and a move appends only while the entity is still on the source, so nothing moves twice.
import { defineQuery, proxyActivities, setHandler, workflowInfo } from '@temporalio/workflow';
import type { NodeMigrationRun } from '../../commands/node-migration';
import type { MigrationActivities } from './activities';

const CHUNK = 50;

const act = proxyActivities<MigrationActivities>({
  startToCloseTimeout: '5 minutes',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute', maximumAttempts: 20 },
});

export interface MigrationProgress {
  kind: NodeMigrationRun['kind'];
  sourceId: string;
  targetId: string;
  /** Entities of the kind on the source when the run read them, those gone through, and those moved by this run. */
  total: number;
  done: number;
  moved: number;
}

export const migrationProgress = defineQuery<MigrationProgress>('migrationProgress');

export async function migrateNode(run: NodeMigrationRun): Promise<MigrationProgress> {
  const { kind, sourceId, targetId } = run;
  const progress: MigrationProgress = { kind, sourceId, targetId, total: 0, done: 0, moved: 0 };
  setHandler(migrationProgress, () => progress);
  const ids = await act.idsOnSourceNode(run);
  progress.total = ids.length;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    progress.moved += await act.moveEntitiesToNode({ run, ids: chunk, correlationId: workflowInfo().workflowId });
    progress.done += chunk.length;
  }
  return progress;
}
