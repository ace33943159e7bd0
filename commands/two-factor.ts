// Two-factor sign-in for local (password) accounts (issue 22 §4): TOTP (RFC 6238) through otplib, 6 digits every
// 30 s, a step either side accepted for clock drift. A user's secrets sit in user_totp, sealed under a data key of the
// user's own in the secret store (never in clear, never in an event): `pending` from a setup until a right code turns
// it on (TotpEnabled on the user's stream, without the secret), then `active`. A code is taken once: the time step of
// the last code accepted is kept and only later steps pass (compared and set in one UPDATE, so two requests with the
// same code cannot both pass).
import { generateSecret, generateURI, verify } from 'otplib';
import type pg from 'pg';
import { UserAggregate, decideUser, type UserCommand } from '../domain/user';
import { eventContext, type CommandContext } from './context';
import type { CommandDeps } from './deps';
import { execute } from './execute';
import type { SecretStore } from './secrets/secret-store';
import { dropRecoveryCodes, issueRecoveryCodes } from './totp-recovery-codes';

export const TOTP_ISSUER = 'Varia';
/** One 30 s step either side of now. */
const TOLERANCE_SECONDS = 30;
export const TOTP_CODE_PATTERN = '^[0-9]{6}$';
export const WRONG_CODE = 'The code is incorrect';
export type TwoFactorDeps = CommandDeps & { pool: pg.Pool; secrets: SecretStore };
type Slot = 'pending' | 'active';
type UserRef = { id: string; partnerId: string | null };

const keyOf = (userId: string) => `user:${userId}`;
const PURPOSE = 'totp';

/** A new secret held pending for the user (replacing an earlier pending one), and how an authenticator app takes it. */
export async function issueTotpSecret(deps: TwoFactorDeps, user: { id: string; email: string }) {
  const secret = generateSecret();
  const sealed = await deps.secrets.seal(keyOf(user.id), PURPOSE, secret);
  await deps.pool.query(
    `INSERT INTO user_totp (user_id, pending) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET pending = $2`,
    [user.id, JSON.stringify(sealed)],
  );
  const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: user.email, secret });
  // qrcode loads with the first setup, not at boot (ARCHITECTURE.md "Memory").
  const { default: QRCode } = await import('qrcode');
  return { otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl) };
}

/**
 * Whether `code` is right now for the user's pending or active secret and later than the last code accepted; a right
 * code is used up by this check.
 */
export async function acceptTotpCode(deps: TwoFactorDeps, userId: string, slot: Slot, code: string): Promise<boolean> {
  const { rows } = await deps.pool.query<{ sealed: string | null; lastStep: string }>(
    `SELECT ${slot} AS sealed, last_step AS "lastStep" FROM user_totp WHERE user_id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row?.sealed) return false;
  const secret = await deps.secrets.open(keyOf(userId), PURPOSE, JSON.parse(row.sealed));
  const lastStep = Number(row.lastStep);
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep > 0 ? { afterTimeStep: lastStep } : {}),
  }).catch(() => ({ valid: false as const }));
  if (!result.valid || !('timeStep' in result)) return false;
  const used = await deps.pool.query('UPDATE user_totp SET last_step = $2 WHERE user_id = $1 AND last_step < $2', [
    userId,
    result.timeStep,
  ]);
  return used.rowCount === 1;
}

function runTotp(deps: TwoFactorDeps, context: CommandContext, user: UserRef, command: UserCommand) {
  return execute(deps.store, UserAggregate, user.id, eventContext(context, user.partnerId), (state) =>
    decideUser(command, state),
  );
}

/**
 * Turns two-factor sign-in on with the pending secret, and issues its first recovery codes (answered, to show once);
 * the caller has accepted a code from the secret (acceptTotpCode).
 */
export async function enableTotp(deps: TwoFactorDeps, context: CommandContext, user: UserRef) {
  // The secret becomes the active one before the event: a failed append leaves it unused (sign-in asks the event's
  // state), and the user confirms again.
  await deps.pool.query('UPDATE user_totp SET active = pending, pending = NULL WHERE user_id = $1', [user.id]);
  await runTotp(deps, context, user, { type: 'EnableTotp' });
  return issueRecoveryCodes(deps, context, user);
}

/** Turns it off (the caller checked the password and a code); the secrets and recovery codes go after the event. */
export async function disableTotp(deps: TwoFactorDeps, context: CommandContext, user: UserRef) {
  const result = await runTotp(deps, context, user, { type: 'DisableTotp' });
  await deps.pool.query('DELETE FROM user_totp WHERE user_id = $1', [user.id]);
  await dropRecoveryCodes(deps, user.id);
  return result;
}
