-- projection: integrations. One row per business node with publishing integrations (stream NodeIntegrations-<id>):
-- the ids admins type in, and the tokens as sealed JSON (ciphertext under the node's data key, never in clear).
CREATE TABLE node_integration (
  node_id text PRIMARY KEY,
  partner_id text NOT NULL,
  ids jsonb NOT NULL DEFAULT '{}'::jsonb,
  tokens jsonb NOT NULL DEFAULT '{}'::jsonb
);

-- Not a read model (no projection writes it, a rebuild leaves it): the secret store's keys (commands/secrets/).
-- Each node's data key, wrapped under the master key; deleting a row shreds every secret sealed under it.
CREATE TABLE secret_data_key (
  node_id text PRIMARY KEY,
  wrapped text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- A value sealed under the master key when the first one was chosen, so a start with another key fails at once.
CREATE TABLE secret_master_check (
  id smallint PRIMARY KEY CHECK (id = 1),
  sealed text NOT NULL
);
