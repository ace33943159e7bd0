-- projection: audit (issue 21 §5: the whole product's catch-up from position 0). While the audit replays the log from
-- the start, its primary key is left to the end of the replay, which builds it once instead of inserting every entry
-- into it (projections/audit/replay.ts). This row says a replay is under way, as report_replay does for reporting.
CREATE TABLE audit_replay (
  deferred boolean PRIMARY KEY DEFAULT true CHECK (deferred),
  since timestamptz NOT NULL DEFAULT now()
);
