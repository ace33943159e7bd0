// A replay of the reporting projection from the start (a rebuild, a first start; issue 21 §5: 10 million facts in
// 5 minutes) leaves the rollups and report_fact's campaign index to its end: the facts go in without the five signed
// upserts each statement would make, and without an index that every attributed fact would update, then are summed
// once and indexed once. The report_replay row (migration 044) says a replay is deferring; it commits with the
// checkpoint, so a runner restarted mid-replay defers on and finishes the job once caught up. Until then the rollups
// are empty (a report shows no delivery, where it showed part of it), and the identity test proves the end the same.
import { markedReplay } from '../marked-replay';
import { ROLLUP_TABLES, summedRollups } from './rollups';

/** As migration 020 made it: the placement and segment splits' read of attributed facts by campaign and day. */
const CAMPAIGN_DAY_INDEX = `CREATE INDEX IF NOT EXISTS report_fact_campaign_day ON report_fact (campaign_id, day)
  WHERE campaign_id IS NOT NULL`;

export const reportingReplay = markedReplay('report_replay', {
  begin: async (tx) => {
    await tx.query('DROP INDEX IF EXISTS report_fact_campaign_day');
  },
  finish: async (tx) => {
    await tx.query(`TRUNCATE ${ROLLUP_TABLES.join(', ')}`);
    for (const statement of summedRollups()) await tx.query(statement);
    await tx.query(CAMPAIGN_DAY_INDEX);
  },
});

/** Whether this transaction's delivery and publish events leave the rollups to the end of a replay. */
export const deferring = reportingReplay.pending;
