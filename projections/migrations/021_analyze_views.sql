-- projection: analyze-views (issue 21 §2). Saved analyze reports, one row per AnalyzeView-<id> stream not deleted;
-- the settings as saved (domain/analyze-view/answers.ts AnalyzeViewSettings), the name beside them for the list.
CREATE TABLE analyze_view (
  id text PRIMARY KEY,
  partner_id text NOT NULL,
  name text NOT NULL,
  is_default boolean NOT NULL,
  settings jsonb NOT NULL,
  copied_from text,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- the list of a partner's saved reports, by name or by time
CREATE INDEX analyze_view_partner_name ON analyze_view (partner_id, lower(name));
CREATE INDEX analyze_view_partner_updated ON analyze_view (partner_id, updated_at);
