-- Read models of the foundation slice. Each table is written by exactly one projection (DESIGN §4).
CREATE TABLE projection_checkpoint (
  name text PRIMARY KEY,
  position bigint NOT NULL DEFAULT -1,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- projection: partners
CREATE TABLE partner_list (
  id text PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL,
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX partner_list_name ON partner_list (lower(name));

-- projection: users
CREATE TABLE user_account (
  id text PRIMARY KEY,
  email text NOT NULL,
  name text,
  role text NOT NULL,
  status text NOT NULL,
  partner_id text,
  is_concept_only boolean NOT NULL DEFAULT false,
  password_hash text,
  invitation_id text,
  business_node_ids text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX user_account_email ON user_account (lower(email));
CREATE UNIQUE INDEX user_account_invitation ON user_account (invitation_id) WHERE invitation_id IS NOT NULL;
CREATE INDEX user_account_partner ON user_account (partner_id);
CREATE INDEX user_account_nodes ON user_account USING gin (business_node_ids);

-- projection: business-tree
CREATE TABLE business_node (
  id text PRIMARY KEY,
  partner_id text NOT NULL,
  parent_id text,
  name text NOT NULL,
  type text NOT NULL,
  market_id text,
  created_at timestamptz NOT NULL
);
CREATE INDEX business_node_partner ON business_node (partner_id);
CREATE TABLE market (
  id text PRIMARY KEY,
  partner_id text NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX market_partner ON market (partner_id);

-- projection: audit
CREATE TABLE audit_entry (
  position bigint NOT NULL,
  entity_type text NOT NULL,
  entity_id text NOT NULL,
  event_type text NOT NULL,
  actor_user_id text NOT NULL,
  actor_role text NOT NULL,
  partner_id text,
  occurred_at timestamptz NOT NULL,
  data jsonb NOT NULL,
  PRIMARY KEY (entity_type, entity_id, position)
);
