// The real product as a child process (node + tsx, so its pid is the server's own) on a temp DATA_DIR,
// signed in as the bootstrap super user, with its peak resident memory read from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../runtime/free-port';

export interface BenchProduct {
  baseUrl: string;
  cookie: string;
  /** Peak resident set size so far (VmHWM), in MB. */
  peakRssMb(): Promise<number>;
  stop(): Promise<void>;
}

/** As `npm start` does, so the product's memory is measured as it runs there. */
async function bundleWorkflowsAhead(): Promise<void> {
  await new Promise<void>((resolve, reject) =>
    spawn(process.execPath, ['--import', 'tsx', 'scripts/bundle-workflows.ts'], { stdio: 'ignore' }).once(
      'exit',
      (code) => (code === 0 ? resolve() : reject(new Error('bundling workflows failed'))),
    ),
  );
}

/** `env` adds to the product's environment (DATABASE_URL: run it on the bench's Postgres, where a baseline can read).
 * */
export async function startBenchProduct(env: Record<string, string> = {}): Promise<BenchProduct> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'varia-bench-app-'));
  const port = await freePort();
  await bundleWorkflowsAhead();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', SERVE_UI: 'false', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    const ok = await fetch(`${baseUrl}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the product did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'super@varia.local', password: 'Varia-super-2026-local' }),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  return {
    baseUrl,
    cookie,
    peakRssMb: async () => {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      return Math.round(Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
