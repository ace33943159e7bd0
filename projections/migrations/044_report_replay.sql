-- projection: reporting (issue 21 §5: rebuilt from events in 5 minutes at 10 million facts). While the projection
-- replays the log from the start, the rollups and report_fact's campaign index are left to the end of the replay,
-- which sums the facts once and builds the index once (projections/reporting/replay.ts). This row says a replay is
-- under way, so a runner restarted after a crash mid-replay still defers, and finishes the job once caught up.
CREATE TABLE report_replay (
  deferred boolean PRIMARY KEY DEFAULT true CHECK (deferred),
  since timestamptz NOT NULL DEFAULT now()
);
