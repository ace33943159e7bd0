// Passwords at OWASP's floor (issue 18 §4): new hashes are Argon2id; a user whose password was stored under the
// earlier scrypt parameters still signs in, and that sign-in stores it again under Argon2id (PasswordRehashed), so
// the next one verifies the new hash.
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from '../../commands/passwords';
import { useApiTest } from '../support/api-test';
import { eventually } from '../support/eventually';

const w = useApiTest();

/** A hash as the product stored them before: scrypt N=2^15, r=8, p=1. */
function legacyScrypt(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${2 ** 15}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

const storedHash = async (userId: string) =>
  (
    await w.t.system.deps.pool.query<{ password_hash: string }>(
      'SELECT password_hash FROM user_account WHERE id = $1',
      [userId],
    )
  ).rows[0]!.password_hash;

describe('password hashes', () => {
  it('are Argon2id at 19 MiB, 2 passes, 1 lane, and verify only the right password', async () => {
    const hash = await hashPassword('Right-password-1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword('Right-password-1', hash)).toBe(true);
    expect(await verifyPassword('Wrong-password-1', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
    expect(
      needsRehash('$argon2id$v=19$m=4096,t=1,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
    ).toBe(true);
  });

  it('rehashes a legacy scrypt password at its next sign-in, which then verifies the new hash', async () => {
    const userId = 'c0ffee0000000000000000aa';
    const email = 'legacy@test.local';
    const password = 'Legacy-password-1';
    const legacy = legacyScrypt(password);
    expect(needsRehash(legacy)).toBe(true);
    const appended = await w.t.system.deps.store.append(
      `User-${userId}`,
      [
        {
          type: 'InternalUserCreated',
          data: { userId, email, name: 'Legacy Admin', role: 'ADMIN', passwordHash: legacy },
          metadata: {
            actor: { userId: 'SYSTEM', role: 'SYSTEM' },
            partnerId: null,
            correlationId: 'legacy',
            causationId: null,
            occurredAt: new Date().toISOString(),
            schemaVersion: 1,
          },
        },
      ],
      'no_stream',
    );
    await w.t.system.runner.waitFor(appended.position);
    expect(await storedHash(userId)).toBe(legacy);

    expect((await w.t.client().post('/auth/login', { username: email, password })).status).toBe(200);
    await eventually(async () => expect(await storedHash(userId)).toMatch(/^\$argon2id\$/));
    const events = await w.t.system.deps.store.readStream(`User-${userId}`);
    expect(events.map((e) => e.type)).toEqual(['InternalUserCreated', 'PasswordRehashed']);
    expect(await verifyPassword(password, await storedHash(userId))).toBe(true);

    // The next sign-in verifies the new hash and stores nothing more.
    expect((await w.t.client().post('/auth/login', { username: email, password })).status).toBe(200);
    expect((await w.t.client().post('/auth/login', { username: email, password: 'Wrong-password-1' })).status).toBe(
      401,
    );
    expect(await w.t.system.deps.store.readStream(`User-${userId}`)).toHaveLength(2);
  });
});
