-- projection: comments. Every comment of a campaign or a concept (spec 2 §3 Comment): threads by thread_id, soft
-- deletes kept (a deleted first comment still holds its replies), attachments as a jsonb list in upload order.
CREATE TABLE comment (
  id text PRIMARY KEY,
  campaign_id text,
  concept_id text,
  partner_id text NOT NULL,
  thread_id text,
  text text NOT NULL,
  private boolean NOT NULL,
  mentions text[] NOT NULL,
  hotspot jsonb,
  time_code double precision,
  entity_id text NOT NULL,
  entity_type text NOT NULL,
  entity_name text,
  user_id text NOT NULL,
  resolved boolean NOT NULL DEFAULT false,
  is_deleted boolean NOT NULL DEFAULT false,
  attachments jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- the order of posting within the topic: the stream's revision
  seq bigint NOT NULL,
  CHECK ((campaign_id IS NULL) <> (concept_id IS NULL))
);
CREATE INDEX comment_campaign_entity ON comment (campaign_id, entity_id) WHERE campaign_id IS NOT NULL;
CREATE INDEX comment_concept_entity ON comment (concept_id, entity_id) WHERE concept_id IS NOT NULL;
CREATE INDEX comment_thread ON comment (thread_id) WHERE thread_id IS NOT NULL;
