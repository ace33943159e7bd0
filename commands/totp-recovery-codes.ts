// TOTP recovery codes (issue 22 §4): single-use codes that sign a user in when the authenticator app is lost. A set of
// RECOVERY_CODE_COUNT is issued when two-factor sign-in is turned on and whenever the user asks for a new one (the old
// set goes); the codes are answered once and only their hashes are kept, in user_totp_recovery_code. They are random
// (about 50 bits each), so a fast salted hash is enough: unlike a password there is nothing to guess from. A code is
// used up by one UPDATE (`used_at IS NULL` in its WHERE), so two requests with the same code cannot both pass.
import { createHash, randomInt } from 'node:crypto';
import { decideUser, UserAggregate, type UserCommand } from '../domain/user';
import { eventContext, type CommandContext } from './context';
import { execute } from './execute';
import type { TwoFactorDeps } from './two-factor';

export const RECOVERY_CODE_COUNT = 10;
/** Lower case letters and digits without the look-alikes (0/o, 1/l/i), in two groups of five: 'abcde-23456'. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP = 5;
export const RECOVERY_CODE_PATTERN = '^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$';
type UserRef = { id: string; partnerId: string | null };

const group = () => Array.from({ length: GROUP }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
/** The same code however it was typed (case, the dash). */
const hashOf = (userId: string, code: string) =>
  createHash('sha256')
    .update(`${userId}:${code.toLowerCase().replace('-', '')}`)
    .digest('hex');

function recordOnUser(deps: TwoFactorDeps, context: CommandContext, user: UserRef, command: UserCommand) {
  return execute(deps.store, UserAggregate, user.id, eventContext(context, user.partnerId), (state) =>
    decideUser(command, state),
  );
}

/** A new set of codes for a user with two-factor sign-in on, replacing the old set; the clear codes are answered. */
export async function issueRecoveryCodes(deps: TwoFactorDeps, context: CommandContext, user: UserRef) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);
  const client = await deps.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('DELETE FROM user_totp_recovery_code WHERE user_id = $1', [user.id]);
    await client.query(
      'INSERT INTO user_totp_recovery_code (user_id, code_hash) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING',
      [user.id, codes.map((code) => hashOf(user.id, code))],
    );
    // The event is appended before the commit: a refused command (two-factor off) leaves the old set.
    const result = await recordOnUser(deps, context, user, { type: 'IssueTotpRecoveryCodes', count: codes.length });
    await client.query('COMMIT');
    return { ...result, codes };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** Uses up `code` if it is one of the user's unused codes; null when it is not (wrong, used, or another user's). */
export async function useRecoveryCode(deps: TwoFactorDeps, context: CommandContext, user: UserRef, code: string) {
  const used = await deps.pool.query(
    'UPDATE user_totp_recovery_code SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL',
    [user.id, hashOf(user.id, code)],
  );
  if (used.rowCount !== 1) return null;
  const { rows } = await deps.pool.query<{ remaining: number }>(
    'SELECT count(*)::int AS remaining FROM user_totp_recovery_code WHERE user_id = $1 AND used_at IS NULL',
    [user.id],
  );
  return recordOnUser(deps, context, user, { type: 'UseTotpRecoveryCode', remaining: rows[0]!.remaining });
}

/** Drops a user's codes (two-factor sign-in turned off). */
export async function dropRecoveryCodes(deps: TwoFactorDeps, userId: string) {
  await deps.pool.query('DELETE FROM user_totp_recovery_code WHERE user_id = $1', [userId]);
}
