// One run of a server the product starts itself (the local Temporal, the local bucket): spawned with its output in a
// log file, waited for until it listens on its loopback port, ended with the product (an exit handler, the orphan
// guard), stopped with SIGTERM and, after 5 s, SIGKILL. The supervisor (supervisor.ts) starts it again when it dies.
// It leads a process group of its own: a terminal's Ctrl-C signals the whole foreground group, and a server that got
// it too would end under the product mid-stop and be started again by its supervisor. The product stops it itself.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import { stopWhenOrphaned } from './orphan-guard';
import type { ServerRun } from './supervisor';

export interface ServerLaunch {
  /** How the log names it ('local Temporal'). */
  what: string;
  command: string;
  args: string[];
  port: number;
  logFile: string;
  /** 'w' starts the log afresh; 'a' adds to it (a restart). */
  flags: 'w' | 'a';
  readyTimeoutMs: number;
  env?: SpawnOptions['env'];
}

/** One run of the server, once it listens on `port`; else an error with the log's last words. */
export async function spawnServer(launch: ServerLaunch): Promise<ServerRun> {
  const out = openSync(launch.logFile, launch.flags);
  const child = spawn(launch.command, launch.args, {
    stdio: ['ignore', out, out],
    env: launch.env ?? process.env,
    detached: true,
  });
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
    await waitForPort(launch, () => ended);
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

async function waitForPort({ what, port, logFile, readyTimeoutMs }: ServerLaunch, ended: () => string | null) {
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    const reason = ended();
    if (reason) {
      const tail = (await readFile(logFile, 'utf8').catch(() => '')).slice(-2000);
      throw new Error(`${what} ended (${reason}) before listening on 127.0.0.1:${port}: ${tail}`);
    }
    if (await accepts(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not listen on 127.0.0.1:${port} within ${readyTimeoutMs / 1000} s (log: ${logFile})`);
}

/** Whether something listens on the loopback port. */
export function accepts(port: number): Promise<boolean> {
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
