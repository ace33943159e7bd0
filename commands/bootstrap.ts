// On the very first start, a super user from BOOTSTRAP_SUPER_EMAIL / BOOTSTRAP_SUPER_PASSWORD.
// The user id is derived from the email, so two processes booting at once cannot both create one.
import { createHash } from 'node:crypto';
import { DomainError } from '../domain/shared/errors';
import { normalizeEmail } from '../domain/shared/validation';
import { decideUser, UserAggregate } from '../domain/user';
import { execute } from './execute';
import type { CommandDeps } from './deps';
import { hashPassword } from './passwords';

export async function bootstrapSuperUser(
  deps: CommandDeps,
  email: string,
  password: string,
  hasSuperUser: () => Promise<boolean>,
) {
  if (await hasSuperUser()) return null;
  const userId = createHash('sha256')
    .update(`bootstrap-super:${normalizeEmail(email)}`)
    .digest('hex')
    .slice(0, 24);
  const emailTaken = await deps.lookups.emailTaken(normalizeEmail(email));
  const passwordHash = await hashPassword(password);
  try {
    return await execute(
      deps.store,
      UserAggregate,
      userId,
      {
        actor: { userId: 'system', role: 'SYSTEM' },
        partnerId: null,
        correlationId: 'bootstrap',
        now: () => new Date(),
      },
      (state) =>
        decideUser(
          {
            type: 'CreateInternalUser',
            userId,
            email,
            name: 'Super Admin',
            role: 'SUPER',
            emailTaken,
            password,
            passwordHash,
          },
          state,
        ),
    );
  } catch (error) {
    if (error instanceof DomainError && error.statusCode === 409) return null;
    if (error instanceof DomainError) throw new Error(`BOOTSTRAP_SUPER_EMAIL/PASSWORD refused: ${error.message}`);
    throw error;
  }
}
