// Passwords are stored as Argon2id hashes at OWASP's floor (19 MiB of memory, 2 passes, 1 lane: the Password Storage
// Cheat Sheet's first choice), in the PHC string format. Hashes made earlier with scrypt (N=2^15, r=8, p=1, below that
// floor) still verify, and a sign-in that verifies one stores the password again under Argon2id (needsRehash).
import { argon2, randomBytes, scrypt, timingSafeEqual, type Argon2Parameters } from 'node:crypto';

const ARGON2 = { memory: 19_456, passes: 2, parallelism: 1 } as const;
const KEY_LENGTH = 32;
const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;
const LEGACY_SCRYPT_MAXMEM = 64 * 1024 * 1024;

type Costs = { memory: number; passes: number; parallelism: number };

function deriveArgon2(password: string, nonce: Buffer, costs: Costs): Promise<Buffer> {
  const parameters: Argon2Parameters = { message: password, nonce, tagLength: KEY_LENGTH, ...costs };
  return new Promise((resolve, reject) =>
    argon2('argon2id', parameters, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

function deriveScrypt(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: LEGACY_SCRYPT_MAXMEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

// PHC strings carry base64 without padding.
const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string): Promise<string> {
  const nonce = randomBytes(16);
  const key = await deriveArgon2(password, nonce, ARGON2);
  return `$argon2id$v=19$m=${ARGON2.memory},t=${ARGON2.passes},p=${ARGON2.parallelism}$${b64(nonce)}$${b64(key)}`;
}

const same = (key: Buffer, expected: Buffer) => key.length === expected.length && timingSafeEqual(key, expected);

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const argon = stored ? PHC.exec(stored) : null;
  if (argon) {
    const [, m, t, p, nonce, hash] = argon as unknown as [string, string, string, string, string, string];
    const costs = { memory: Number(m), passes: Number(t), parallelism: Number(p) };
    return same(await deriveArgon2(password, Buffer.from(nonce, 'base64'), costs), Buffer.from(hash, 'base64'));
  }
  const parts = stored?.split('$');
  if (parts?.length === 6 && parts[0] === 'scrypt') {
    const [, N, r, p, salt, hash] = parts as [string, string, string, string, string, string];
    return same(
      await deriveScrypt(password, Buffer.from(salt, 'base64'), Number(N), Number(r), Number(p)),
      Buffer.from(hash, 'base64'),
    );
  }
  // Same work as a real check, so a missing user cannot be told apart by timing.
  await deriveArgon2(password, randomBytes(16), ARGON2);
  return false;
}

/** Whether a verified password's stored hash is weaker than today's: scrypt, or Argon2id below today's costs. */
export function needsRehash(stored: string): boolean {
  const argon = PHC.exec(stored);
  if (!argon) return true;
  return Number(argon[1]) < ARGON2.memory || Number(argon[2]) < ARGON2.passes;
}
