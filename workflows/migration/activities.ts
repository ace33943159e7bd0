// A node migration's activities (issue 22 §3): the ids of the kind still on the source, read again at each run (a
// resumed migration finds only the rest), and the moves of a chunk of them, each an event on the moved entity appended
// only while it is still on the source (commands/node-migration.ts), so a retried activity moves nothing twice. A
// node's tokens are opened and sealed again here only.
import { moveToNode, type NodeMigrationRun } from '../../commands/node-migration';
import type { MigrationDeps } from './deps';

export interface MigrationChunk {
  run: NodeMigrationRun;
  ids: string[];
  /** The workflow's id: every event of one migration shares it as its correlation. */
  correlationId: string;
}

export function createMigrationActivities(deps: MigrationDeps) {
  return {
    idsOnSourceNode: (run: NodeMigrationRun) => deps.idsOnNode(run.kind, run.sourceId),

    /** Answers how many of the chunk moved now (those moved before, or gone, append nothing). */
    moveEntitiesToNode: (chunk: MigrationChunk): Promise<number> =>
      moveToNode({ ...deps.commands, secrets: deps.secrets }, chunk.run, chunk.ids, chunk.correlationId),
  };
}

export type MigrationActivities = ReturnType<typeof createMigrationActivities>;
