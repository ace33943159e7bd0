-- projection: users and partners (issue 22 §4, two-factor sign-in). Whether a user signs in with a TOTP code after
-- the password (TotpEnabled / TotpDisabled), and whether a partner requires it of its local users
-- (PartnerTwoFactorRequirementChanged).
ALTER TABLE user_account ADD COLUMN totp_enabled boolean NOT NULL DEFAULT false;
ALTER TABLE partner_list ADD COLUMN two_factor_required boolean NOT NULL DEFAULT false;

-- Not a read model (no projection writes it, a rebuild leaves it): each user's TOTP secrets, sealed under the user's
-- own data key in the secret store (commands/secrets/), never in clear and never in an event. `pending` is a secret
-- issued at setup and not yet confirmed, `active` the one sign-in checks; `last_step` is the time step of the last
-- code accepted, so a code is taken once.
CREATE TABLE user_totp (
  user_id text PRIMARY KEY,
  pending text,
  active text,
  last_step bigint NOT NULL DEFAULT 0
);
