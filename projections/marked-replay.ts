// A replay from the start (Projection.replay) whose state is one row in a table of the projection's own, of
// migration 044's shape: present while the replay defers, so a runner restarted mid-replay defers on, and deleted
// by the end of the replay in the same transaction as the deferred work is done, so that work is done once.
import type pg from 'pg';
import type { Replay } from './projection';

/** What a projection defers: undone when its replay begins, done once when it ends. */
export interface Deferred {
  begin(tx: pg.PoolClient): Promise<void>;
  finish(tx: pg.PoolClient): Promise<void>;
}

export function markedReplay(marker: string, deferred: Deferred): Replay {
  return {
    begin: async (tx) => {
      await tx.query(`INSERT INTO ${marker} DEFAULT VALUES ON CONFLICT DO NOTHING`);
      await deferred.begin(tx);
    },
    pending: async (tx) => ((await tx.query(`SELECT 1 FROM ${marker}`)).rowCount ?? 0) > 0,
    finish: async (tx) => {
      if ((await tx.query(`DELETE FROM ${marker}`)).rowCount === 0) return;
      await deferred.finish(tx);
    },
  };
}
