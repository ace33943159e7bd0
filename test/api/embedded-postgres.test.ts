// The embedded Postgres after an unclean stop (issue 18 §3): a postmaster.pid whose PID is dead, or has been reused
// by another process, never blocks a start or the rebuild CLI; the server counts as running only if it answers.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../runtime/embedded-postgres';
import { eventually } from '../support/eventually';

const dirs: string[] = [];
const servers: EmbeddedDatabase[] = [];
let stranger: ChildProcess | null = null;

afterAll(async () => {
  stranger?.kill('SIGKILL');
  for (const server of servers) await server.stop().catch(() => undefined);
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const lockFile = (dataDir: string) => path.join(dataDir, 'postgres', 'postmaster.pid');
const pidOf = async (dataDir: string) => Number((await readFile(lockFile(dataDir), 'utf8')).split('\n')[0]);
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The processes the killed postmasters left behind (their backends), by data folder. */
const leftBehind = new Map<string, number[]>();

/** The postmaster's child processes: its backends and auxiliary processes. */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one;
  } finally {
    await client.end();
  }
}

/**
 * A cluster whose owner and postmaster are both killed with SIGKILL (a container stopped hard): its lock file stays
 * behind. The owner is a process of its own, since a postmaster killed under a live owner is started again.
 */
async function uncleanlyStopped(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'varia-pg-'));
  dirs.push(dataDir);
  const owner = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(new URL('../support/embedded-postgres-child.ts', import.meta.url)),
      dataDir,
      'probe',
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    owner.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    owner.once('exit', (code) => reject(new Error(`the Postgres owner ended (${code}) before its server was ready`)));
  });
  const pid = await pidOf(dataDir);
  leftBehind.set(dataDir, childrenOf(pid));
  owner.kill('SIGKILL');
  process.kill(pid, 'SIGKILL');
  await eventually(() => expect(isAlive(pid)).toBe(false));
  return dataDir;
}

describe('the embedded Postgres after an unclean stop', () => {
  it('starts over a lock file whose PID is dead, and says it removed it', async () => {
    const dataDir = await uncleanlyStopped();
    const notices: string[] = [];
    const server = await startAfterUncleanStop(dataDir, notices);
    expect(await selectOne(server.url)).toBe(1);
    expect(notices.join('\n')).toMatch(/stale postmaster\.pid/);
  }, 120_000);

  it('starts over a lock file whose PID now belongs to another live process', async () => {
    const dataDir = await uncleanlyStopped();
    stranger = spawn('sleep', ['300'], { stdio: 'ignore' });
    const lock = (await readFile(lockFile(dataDir), 'utf8')).split('\n');
    await writeFile(lockFile(dataDir), [String(stranger.pid), ...lock.slice(1)].join('\n'));
    const notices: string[] = [];
    const server = await startAfterUncleanStop(dataDir, notices);
    expect(await selectOne(server.url)).toBe(1);
    expect(notices.join('\n')).toContain(`PID ${stranger.pid} is not a running Postgres`);
    expect(isAlive(stranger.pid!)).toBe(true);
  }, 120_000);

  it('lets `npm run projections:rebuild` run at once on the folder, its lock naming a live stranger', async () => {
    const dataDir = await uncleanlyStopped();
    // The killed postmaster's backends leave within moments; the stop is over when none is left.
    await eventually(() => expect(leftBehind.get(dataDir)!.filter(isAlive)).toEqual([]), 30_000);
    // And its PID now belongs to another live process, as after a container's restart.
    const lodger = spawn('sleep', ['300'], { stdio: 'ignore' });
    onTestFinished(() => void lodger.kill('SIGKILL'));
    const lock = (await readFile(lockFile(dataDir), 'utf8')).split('\n');
    await writeFile(lockFile(dataDir), [String(lodger.pid), ...lock.slice(1)].join('\n'));
    const rebuild = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/rebuild-projections.ts', 'users'], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(rebuild.stderr).not.toMatch(/ECONNREFUSED/);
    expect(rebuild.status).toBe(0);
    expect(JSON.parse(rebuild.stdout.slice(rebuild.stdout.indexOf('{'))).rebuilt).toEqual([
      expect.objectContaining({ name: 'users' }),
    ]);
  }, 180_000);

  it('says a server that did not come up did not, with its own last words', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'varia-pg-'));
    dirs.push(dataDir);
    await (await startEmbeddedPostgres(dataDir, 'probe')).stop();
    await appendFile(path.join(dataDir, 'postgres', 'postgresql.conf'), '\nno_such_setting = on\n');
    await expect(startEmbeddedPostgres(dataDir, 'probe')).rejects.toThrow(
      /embedded Postgres did not start on port \d+ .*no_such_setting/s,
    );
  }, 120_000);

  it('joins a server that answers instead of starting a second one', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'varia-pg-'));
    dirs.push(dataDir);
    const first = await startEmbeddedPostgres(dataDir, 'probe');
    servers.push(first);
    const second = await startEmbeddedPostgres(dataDir, 'probe');
    expect(second.url).toBe(first.url);
    expect(await selectOne(second.url)).toBe(1);
  }, 120_000);
});

/**
 * The killed postmaster's backends notice its death and leave within moments; until they have, Postgres itself
 * refuses a start on the folder's shared memory, so the start is tried again for a little while.
 */
async function startAfterUncleanStop(dataDir: string, notices: string[]): Promise<EmbeddedDatabase> {
  let server: EmbeddedDatabase | null = null;
  await eventually(async () => {
    server = await startEmbeddedPostgres(dataDir, 'probe', undefined, (line) => notices.push(line));
  }, 30_000);
  servers.push(server!);
  return server!;
}

describe('a new embedded cluster', () => {
  it('is UTF-8 with code-point collation even where the environment names no locale', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'varia-pg-'));
    dirs.push(dataDir);
    // initdb takes its locale from the environment; with none it would make an SQL_ASCII cluster sorting by libc.
    const saved = { LANG: process.env.LANG, LC_ALL: process.env.LC_ALL };
    process.env.LC_ALL = 'C';
    delete process.env.LANG;
    let server: EmbeddedDatabase;
    try {
      server = await startEmbeddedPostgres(dataDir, 'locale_probe');
    } finally {
      for (const [name, value] of Object.entries(saved))
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
    }
    servers.push(server);
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ encoding: string; provider: string; locale: string; sorted: string[] }>(
        `SELECT pg_encoding_to_char(encoding) AS encoding, datlocprovider AS provider, datlocale AS locale,
                (SELECT array_agg(n ORDER BY n) FROM unnest(ARRAY['b', 'Ä', 'a', 'B']) AS n) AS sorted
         FROM pg_database WHERE datname = current_database()`,
      );
      expect(rows[0]).toEqual({ encoding: 'UTF8', provider: 'b', locale: 'C.UTF-8', sorted: ['B', 'a', 'b', 'Ä'] });
    } finally {
      await client.end();
    }
  }, 120_000);
});
