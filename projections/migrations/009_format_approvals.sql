-- projection: personalise. What each format was last approved with (issue 10): the values and fingerprint the
-- approval judged, who gave it and when, and the kind of the format's last decision (interim or final). Set on an
-- approval and kept through a lapse (FormatApprovalsReset), so the creatives view shows "changed since the last
-- approval" with a diff of approved_values against the current values.
ALTER TABLE variant_format
  ADD COLUMN approved_values jsonb,
  ADD COLUMN approved_fingerprint text,
  ADD COLUMN approved_by text,
  ADD COLUMN approved_at timestamptz,
  ADD COLUMN decided_kind text;
