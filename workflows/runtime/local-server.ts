// A local Temporal for `npm start` and the tests when no TEMPORAL_ADDRESS is given (DESIGN §1): a `temporal`
// CLI dev server if one is on PATH (history kept in DATA_DIR), else Temporal's Java test server from Maven
// Central, run with the installed Java (in memory; the boot reconciler restarts unfinished work).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { constants, openSync, closeSync } from 'node:fs';
import { access, chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from '../../runtime/free-port';

export type LocalTemporalKind = 'temporal-cli' | 'java-test-server';
export type TemporalLog = (msg: string, extra?: object) => void;

export interface LocalTemporal {
  address: string;
  kind: LocalTemporalKind;
  stop(): Promise<void>;
}

const POM = fileURLToPath(new URL('./temporal-test-server.pom.xml', import.meta.url));
const READY_TIMEOUT_MS = 30_000;

export async function startLocalTemporal(dataDir: string, log: TemporalLog): Promise<LocalTemporal> {
  const dir = path.join(dataDir, 'temporal');
  await mkdir(dir, { recursive: true });
  const port = await freePort();
  const cli = await onPath('temporal');
  if (!cli && !(await onPath('java'))) {
    throw new Error('No local Temporal: Java 17 (`java`) is not on PATH. Install it, put a `temporal` CLI on PATH, or set TEMPORAL_ADDRESS.');
  }
  const kind: LocalTemporalKind = cli ? 'temporal-cli' : 'java-test-server';
  const [command, args] = cli
    ? [cli, ['server', 'start-dev', '--headless', '--ip', '127.0.0.1', '--port', String(port), '--db-filename', path.join(dir, 'dev.db')]]
    : [await javaTestServerExecutable(dataDir), [String(port)]];
  const logFile = path.join(dir, `${kind}.log`);
  log(`starting a local Temporal (${kind})`, { command, port, logFile });
  const out = openSync(logFile, 'w');
  const child = spawn(command, args, { stdio: ['ignore', out, out] });
  closeSync(out);
  let ended: string | null = null;
  child.once('error', (error) => (ended = error.message));
  child.once('exit', (code, signal) => (ended ??= `exit ${code ?? signal}`));
  const killOnExit = () => child.kill();
  process.once('exit', killOnExit);
  if (child.pid) killWhenOrphaned(child.pid);
  const started = Date.now();
  try {
    await waitForPort(port, () => ended, logFile);
  } catch (error) {
    process.off('exit', killOnExit);
    child.kill('SIGKILL');
    throw error;
  }
  const address = `127.0.0.1:${port}`;
  log(`local Temporal (${kind}) listening`, { address, startMs: Date.now() - started });
  return {
    address,
    kind,
    async stop() {
      process.off('exit', killOnExit);
      await terminate(child);
    },
  };
}

/**
 * An executable script that runs Temporal's Java test server (`<script> <port> [--enable-time-skipping]`),
 * usable as @temporalio/testing's `existing-path` executable. Maven resolves the classpath once; it is cached
 * under <dataDir>/temporal/, keyed by the pom's content, and resolved again if a listed jar has gone.
 */
export async function javaTestServerExecutable(dataDir: string): Promise<string> {
  const dir = path.join(dataDir, 'temporal');
  await mkdir(dir, { recursive: true });
  const stamp = createHash('sha256').update(await readFile(POM)).digest('hex').slice(0, 12);
  const classpathFile = path.join(dir, `test-server-${stamp}.classpath`);
  const script = path.join(dir, `test-server-${stamp}.sh`);
  let classpath = (await readFile(classpathFile, 'utf8').catch(() => '')).trim();
  if (!classpath || !(await allExist([script, ...classpath.split(path.delimiter)]))) {
    classpath = await resolveClasspath(classpathFile);
    // Written aside and renamed so a concurrent start never runs a half-written script.
    const temp = `${script}.${process.pid}`;
    const quoted = `'${classpath.replaceAll("'", "'\\''")}'`;
    await writeFile(temp, `#!/bin/sh\nexec java -cp ${quoted} io.temporal.testserver.TestServer "$@"\n`);
    await chmod(temp, 0o755);
    await rename(temp, script);
  }
  return script;
}

async function resolveClasspath(classpathFile: string): Promise<string> {
  if (!(await onPath('mvn'))) {
    throw new Error(
      "No local Temporal: Maven (`mvn`) is needed once to fetch Temporal's Java test server from Maven Central. " +
        'Install Maven and Java 17, put a `temporal` CLI on PATH, or set TEMPORAL_ADDRESS.',
    );
  }
  const temp = `${classpathFile}.${process.pid}`;
  try {
    await promisify(execFile)('mvn', ['-q', '-B', '-f', POM, 'dependency:build-classpath', `-Dmdep.outputFile=${temp}`]);
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`mvn could not resolve io.temporal:temporal-test-server (${POM}): ${`${stdout ?? ''}${stderr ?? ''}`.trim().slice(-2000)}`);
  }
  await rename(temp, classpathFile);
  return (await readFile(classpathFile, 'utf8')).trim();
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
  throw new Error(`local Temporal did not listen on 127.0.0.1:${port} within ${READY_TIMEOUT_MS / 1000} s (log: ${logFile})`);
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

/** The 'exit' hook misses SIGKILL and crashes; this detached shell then kills the orphaned server. */
function killWhenOrphaned(pid: number): void {
  const loop = `while kill -0 ${process.pid} 2>/dev/null && kill -0 ${pid} 2>/dev/null; do sleep 1; done; kill ${pid} 2>/dev/null`;
  spawn('sh', ['-c', loop], { detached: true, stdio: 'ignore' }).unref();
}

async function onPath(command: string): Promise<string | null> {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, command);
    if (dir && (await allExist([candidate], constants.X_OK))) return candidate;
  }
  return null;
}

async function allExist(files: string[], mode = constants.F_OK): Promise<boolean> {
  const results = await Promise.all(files.map((file) => access(file, mode).then(() => true, () => false)));
  return results.every(Boolean);
}

