-- projection: users (issue 22 §4, TOTP recovery codes). How many unused recovery codes a user has
-- (TotpRecoveryCodesIssued / TotpRecoveryCodeUsed; 0 again at TotpDisabled).
ALTER TABLE user_account ADD COLUMN totp_recovery_codes_left integer NOT NULL DEFAULT 0;

-- Not a read model (no projection writes it, a rebuild leaves it), like user_totp: the SHA-256 hashes of each user's
-- recovery codes, never the codes (shown once, when issued). `used_at` is set when a code signs in, so each works once.
CREATE TABLE user_totp_recovery_code (
  user_id text NOT NULL,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);
