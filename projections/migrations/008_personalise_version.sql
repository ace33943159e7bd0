-- projection: personalise. Each tree's version: the revision of the last event of its stream the read model holds.
-- The variant counts are kept per version (projections/personalise/counts.ts), so a count of 10,000 variants is
-- made once per change of the tree, not with every page. Schedules are judged by the domain's own rule now
-- (domain/personalise/signals.ts scheduleState), once per read, so the SQL copy of it goes.
ALTER TABLE personalise_tree_state ADD COLUMN version bigint NOT NULL DEFAULT -1;
DROP FUNCTION schedule_instant(text);
