-- projection: campaigns. Each campaign with its settings and chosen templates (spec 2 §3 Campaign), and the
-- personalise trees its creation names (one per platform and channel); a deleted campaign keeps its row, flagged.
CREATE TABLE campaign (
  id text PRIMARY KEY,
  partner_id text NOT NULL,
  concept_id text NOT NULL,
  name text NOT NULL,
  name_lower text NOT NULL,
  node_ids text[] NOT NULL,
  platforms text[] NOT NULL,
  template_ids text[] NOT NULL,
  -- CampaignTemplate[] as chosen
  templates jsonb NOT NULL,
  flight_start date,
  flight_end date,
  personalization_type text NOT NULL,
  delivery_types jsonb NOT NULL,
  -- 'draft'; the list answers 'ready' while a variant is on (projections/campaigns/queries.ts); 'review' comes with approvals
  status text NOT NULL DEFAULT 'draft',
  locked boolean NOT NULL DEFAULT false,
  archived boolean NOT NULL DEFAULT false,
  deleted boolean NOT NULL DEFAULT false,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX campaign_partner_name ON campaign (partner_id, name_lower) WHERE NOT deleted;
CREATE INDEX campaign_nodes ON campaign USING gin (node_ids);
CREATE INDEX campaign_concept ON campaign (concept_id);
CREATE INDEX campaign_template_ids ON campaign USING gin (template_ids);

CREATE TABLE personalise_tree (
  id text PRIMARY KEY,
  campaign_id text NOT NULL,
  partner_id text NOT NULL,
  platform text NOT NULL,
  format text NOT NULL,
  template_ids text[] NOT NULL,
  -- the tree's place in the campaign (platform order, then channel)
  sort integer NOT NULL
);
CREATE INDEX personalise_tree_campaign ON personalise_tree (campaign_id, sort);
