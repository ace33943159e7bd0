// The secret store (DESIGN §9 "Secrets"): envelope encryption per business node, shredding, and a master key that
// must be the one the database's secrets were sealed under, else the start fails saying what to do.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretShreddedError, type SecretStore } from '../../commands/secrets/secret-store';
import { loggableUrl } from '../../api/http/log-url';
import { migrate } from '../../projections/migrate';
import { loadConfig, type Config } from '../../runtime/config';
import { openSecretStore, SECRET_KEY_FILE } from '../../runtime/secret-key';
import { createTestDatabase } from '../support/database';

const NODE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const OTHER_NODE = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const noLog = () => undefined;
const pools: pg.Pool[] = [];
const dirs: string[] = [];

async function freshDatabase() {
  const pool = new pg.Pool({ connectionString: await createTestDatabase(), max: 2 });
  pools.push(pool);
  await migrate(pool);
  return pool;
}

async function dataDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'varia-secrets-'));
  dirs.push(dir);
  return dir;
}

const configWith = async (overrides: Partial<Config>): Promise<Config> => ({
  ...loadConfig({}),
  dataDir: await dataDir(),
  ...overrides,
});

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('sealing', () => {
  let store: SecretStore;
  let pool: pg.Pool;
  beforeAll(async () => {
    pool = await freshDatabase();
    store = await openSecretStore(await configWith({ secretKey: randomBytes(32).toString('base64') }), pool, noLog);
  });

  it('seals under the node key, so only that node and purpose open it, and nothing is in clear', async () => {
    const secret = JSON.stringify({ refresh_token: '1//refresh-in-clear' });
    const sealed = await store.seal(NODE, 'gadsToken', secret);
    expect(JSON.stringify(sealed)).not.toContain('refresh-in-clear');
    expect(await store.open(NODE, 'gadsToken', sealed)).toBe(secret);
    await expect(store.open(NODE, 'dv360Token', sealed)).rejects.toThrow();
    await store.seal(OTHER_NODE, 'gadsToken', 'other');
    await expect(store.open(OTHER_NODE, 'gadsToken', sealed)).rejects.toThrow();
    const { rows } = await pool.query<{ wrapped: string }>('SELECT wrapped FROM secret_data_key');
    expect(rows).toHaveLength(2);
  });

  it('cannot open a shredded node’s secrets, in events or anywhere else, while other nodes keep theirs', async () => {
    const sealed = await store.seal(NODE, 'youtubeToken', 'ya29.token');
    const kept = await store.seal(OTHER_NODE, 'youtubeToken', 'kept');
    await store.shred(NODE);
    await expect(store.open(NODE, 'youtubeToken', sealed)).rejects.toBeInstanceOf(SecretShreddedError);
    expect(await store.open(OTHER_NODE, 'youtubeToken', kept)).toBe('kept');
  });

  it('seals OAuth states that only it opens', () => {
    const state = store.sealState('{"nodeId":"x"}');
    expect(store.openState(state)).toBe('{"nodeId":"x"}');
    expect(store.openState(`${state.slice(0, -2)}AA`)).toBeNull();
    expect(store.openState('forged')).toBeNull();
  });
});

describe('the master key', () => {
  it('is made once into DATA_DIR with mode 0600 on the embedded default, and used again next start', async () => {
    const pool = await freshDatabase();
    const config = await configWith({ secretKey: null });
    const first = await openSecretStore(config, pool, noLog);
    const file = path.join(config.dataDir, SECRET_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const sealed = await first.seal(NODE, 'gadsToken', 'kept across starts');
    const again = await openSecretStore(config, pool, noLog);
    expect(await again.open(NODE, 'gadsToken', sealed)).toBe('kept across starts');
  });

  it('fails the start loudly when it is not the key the database’s secrets were sealed under', async () => {
    const pool = await freshDatabase();
    await openSecretStore(await configWith({ secretKey: randomBytes(32).toString('base64') }), pool, noLog);
    const wrong = openSecretStore(await configWith({ secretKey: randomBytes(32).toString('base64') }), pool, noLog);
    await expect(wrong).rejects.toThrow(
      'The master key from VARIA_SECRET_KEY does not open the secrets this database holds: set VARIA_SECRET_KEY to ' +
        'the key they were sealed with (or restore DATA_DIR/secret.key)',
    );
    // Missing: no VARIA_SECRET_KEY and a DATA_DIR without the key file.
    const missing = openSecretStore(await configWith({ secretKey: null }), pool, noLog);
    await expect(missing).rejects.toThrow(/a new key \(VARIA_SECRET_KEY is unset and .* was missing\) does not open/);
  });

  it('refuses a malformed key and a key file other users may read', async () => {
    const pool = await freshDatabase();
    await expect(openSecretStore(await configWith({ secretKey: 'short' }), pool, noLog)).rejects.toThrow(
      'VARIA_SECRET_KEY must be 32 random bytes in base64 (openssl rand -base64 32)',
    );
    const config = await configWith({ secretKey: null });
    await writeFile(path.join(config.dataDir, SECRET_KEY_FILE), randomBytes(32).toString('base64'), { mode: 0o644 });
    await expect(openSecretStore(config, pool, noLog)).rejects.toThrow('may be read by other users (mode 644)');
  });
});

describe('request lines', () => {
  it('log no OAuth code, state or socket key', () => {
    expect(loggableUrl('/admin/integration/oauth/google?code=4/secret&state=sealed&scope=x')).toBe(
      '/admin/integration/oauth/google?code=REDACTED&state=REDACTED&scope=x',
    );
    expect(loggableUrl('/ws?key=abc')).toBe('/ws?key=REDACTED');
    expect(loggableUrl('/api/v1/health')).toBe('/api/v1/health');
  });
});
