// A replay of the audit from the start (a rebuild, a first start) writes a row per event of the whole log, and leaves
// its primary key to the end: building it once over the rows costs less than inserting each entry into it. Meanwhile
// a read of an entity's trail scans the table (as the reporting replay's rollups are empty meanwhile); a replay writes
// each position once, so no duplicate waits for the key to refuse it. The audit_replay row (migration 047) says a
// replay is deferring.
import { markedReplay } from '../marked-replay';

/** As migration 001 made it. */
const PRIMARY_KEY = 'audit_entry_pkey';

export const auditReplay = markedReplay('audit_replay', {
  begin: async (tx) => {
    await tx.query(`ALTER TABLE audit_entry DROP CONSTRAINT IF EXISTS ${PRIMARY_KEY}`);
  },
  finish: async (tx) => {
    await tx.query(
      `ALTER TABLE audit_entry ADD CONSTRAINT ${PRIMARY_KEY} PRIMARY KEY (entity_type, entity_id, position)`,
    );
  },
});
