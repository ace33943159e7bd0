// Password reset (issue 22 §4; spec 1 §2.1 /password, /password/{hash}). Asking mails a link to the account's e-mail
// and answers the same whether or not an account uses it; only an active user gets a link. The link's token is 32
// random bytes that only the mail holds: its SHA-256 names the link's own stream (`PasswordReset-<hash>`), so no event
// holds the token and the link finds its user without a read model. Using it marks the link used first (its stream's
// expected version makes it single-use however many tabs race), then sets the password on the user's stream; the
// caller then ends the user's sessions. A deactivated user's link opens nothing.
import { createHash, randomBytes } from 'node:crypto';
import {
  PasswordResetAggregate,
  RESET_LINK_INVALID,
  RESET_LINK_TTL_MS,
  decidePasswordReset,
  openResetUser,
  resetLinkValidity,
  type TokenValidity,
} from '../domain/password-reset';
import type { Role } from '../domain/roles';
import { passwordError } from '../domain/shared/password-rules';
import { DomainError } from '../domain/shared/errors';
import { UserAggregate, decideUser } from '../domain/user';
import type { EventContext } from './context';
import type { CommandDeps } from './deps';
import { execute, latestState } from './execute';
import { hashPassword } from './passwords';

const streamOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The user a link is asked for or used by, as the read model knows them. */
export interface ResetUser {
  id: string;
  role: Role;
  partnerId: string | null;
  status: string;
}

/** The link's events are the user's own acts (asking, using), as the user it is for. */
const asUser = (user: ResetUser, correlationId: string, now: () => Date): EventContext => ({
  actor: { userId: user.id, role: user.role },
  partnerId: user.partnerId,
  correlationId,
  now,
});

/** Records a link for an active user and answers its token (for the mail only); null for anyone else. */
export async function requestPasswordReset(
  deps: CommandDeps,
  user: ResetUser | null,
  correlationId: string,
  now: () => Date,
): Promise<string | null> {
  if (!user || user.status !== 'ACTIVE') return null;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now().getTime() + RESET_LINK_TTL_MS).toISOString();
  await execute(deps.store, PasswordResetAggregate, streamOf(token), asUser(user, correlationId, now), (state) =>
    decidePasswordReset({ type: 'RequestPasswordReset', userId: user.id, expiresAt }, state),
  );
  return token;
}

function linkState(deps: CommandDeps, stream: string, correlationId: string, now: () => Date) {
  const reading: EventContext = {
    actor: { userId: 'password-reset', role: 'SYSTEM' },
    partnerId: null,
    correlationId,
    now,
  };
  return latestState(deps.store, PasswordResetAggregate, stream, reading);
}

/** What the link's page shows before asking for a password: a link of a user no longer active is INVALID too. */
export async function resetLinkValidityOf(
  deps: CommandDeps,
  token: string,
  userOf: (userId: string) => Promise<ResetUser | null>,
  correlationId: string,
  now: () => Date,
): Promise<TokenValidity> {
  const state = await linkState(deps, streamOf(token), correlationId, now);
  const validity = resetLinkValidity(state, now());
  if (validity !== 'VALID' || state.status !== 'open') return validity;
  return (await userOf(state.userId))?.status === 'ACTIVE' ? 'VALID' : 'INVALID';
}

/** Sets the new password through the link; answers the user whose sessions are to end. */
export async function resetPassword(
  deps: CommandDeps,
  input: { token: string; password: string },
  userOf: (userId: string) => Promise<ResetUser | null>,
  correlationId: string,
  now: () => Date,
): Promise<string> {
  const invalid = passwordError(input.password);
  if (invalid) throw DomainError.badRequest(invalid, { field: 'password' });
  const stream = streamOf(input.token);
  const userId = openResetUser(await linkState(deps, stream, correlationId, now), now());
  const user = await userOf(userId);
  if (!user) throw DomainError.gone(RESET_LINK_INVALID);
  const passwordHash = await hashPassword(input.password);
  const context = asUser(user, correlationId, now);
  // Used first: a second tab racing this one finds the link used and changes nothing.
  await execute(deps.store, PasswordResetAggregate, stream, context, (state) =>
    decidePasswordReset({ type: 'UsePasswordReset', now: now() }, state),
  );
  await execute(deps.store, UserAggregate, userId, context, (state) =>
    decideUser({ type: 'ResetPassword', password: input.password, passwordHash }, state),
  );
  return userId;
}
