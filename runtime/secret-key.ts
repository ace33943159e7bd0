// The secret store's master key (DESIGN §9 "Secrets"): VARIA_SECRET_KEY, or on the embedded default a key made once
// into DATA_DIR/secret.key (mode 0600). A key the database's secrets were not sealed under fails the start, loudly.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { SecretStore } from '../commands/secrets/secret-store';
import type { Config } from './config';
import type { Log } from './database';

export const SECRET_KEY_FILE = 'secret.key';
const KEY_BYTES = 32;

function decodeKey(text: string, origin: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== KEY_BYTES || key.toString('base64') !== text.trim())
    throw new Error(`${origin} must be ${KEY_BYTES} random bytes in base64 (openssl rand -base64 32)`);
  return key;
}

interface MasterKey {
  key: Buffer;
  origin: string;
  /** Writes a key just made to its file (only once the database has no other). */
  keep(): Promise<void>;
}

async function fileKey(file: string): Promise<MasterKey> {
  const found = await stat(file).catch(() => null);
  if (!found) {
    const key = randomBytes(KEY_BYTES);
    return {
      key,
      origin: `a new key (VARIA_SECRET_KEY is unset and ${file} was missing)`,
      keep: async () => {
        await mkdir(path.dirname(file), { recursive: true });
        // wx: a process starting beside this one never overwrites a key already written.
        await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
      },
    };
  }
  if ((found.mode & 0o077) !== 0)
    throw new Error(`${file} may be read by other users (mode ${(found.mode & 0o777).toString(8)}): chmod 600 it`);
  return { key: decodeKey(await readFile(file, 'utf8'), file), origin: file, keep: () => Promise.resolve() };
}

/** The secret store under the configured master key; throws, naming the key's origin, when it cannot be used. */
export async function openSecretStore(config: Config, pool: pg.Pool, log: Log): Promise<SecretStore> {
  const master: MasterKey = config.secretKey
    ? {
        key: decodeKey(config.secretKey, 'VARIA_SECRET_KEY'),
        origin: 'VARIA_SECRET_KEY',
        keep: () => Promise.resolve(),
      }
    : await fileKey(path.join(config.dataDir, SECRET_KEY_FILE));
  const store = await SecretStore.open(pool, master.key, {
    wrongKey:
      `The master key from ${master.origin} does not open the secrets this database holds: ` +
      'set VARIA_SECRET_KEY to the key they were sealed with (or restore DATA_DIR/secret.key)',
    firstUse: master.keep,
  });
  log('secret store ready', { masterKey: master.origin });
  return store;
}
