-- projection: sso-configs. One row per single sign-on config (stream SsoConfig-<id>); the OIDC client secret as sealed
-- JSON (ciphertext under the config's data key, never in clear). A deleted config's row is gone.
CREATE TABLE sso_config (
  id text PRIMARY KEY,
  partner_id text NOT NULL,
  version integer NOT NULL,
  name text NOT NULL,
  provider text NOT NULL,
  email_domains text[] NOT NULL,
  settings jsonb NOT NULL,
  client_secret jsonb,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX sso_config_partner ON sso_config (partner_id);
-- Sign-in finds the config of an e-mail's domain.
CREATE INDEX sso_config_domains ON sso_config USING gin (email_domains);
