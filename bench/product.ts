// The real product as a child process (node + tsx, so its pid is the server's own) on a temp DATA_DIR,
// signed in as the bootstrap super user, with its peak resident memory read from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../runtime/free-port';

/**
 * The memory settings every launcher gives the product: package.json's start and start:api, the Dockerfile's ENV
 * (ARCHITECTURE.md, "Memory"; test/gate/memory-settings.test.ts holds them together): V8's young generation at
 * Node 20's 2 × 16 MB (Node 24 sizes it from the machine's memory: 2 × 64 MB on a 24 GB machine), and two glibc malloc
 * arenas instead of up to eight per core.
 */
export const PRODUCT_NODE_FLAGS = ['--max-semi-space-size=16'];
export const PRODUCT_ENV = { MALLOC_ARENA_MAX: '2' };

const peakRssMbOf = async (pid: number | undefined) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024);
};

/** The floor under the product's figure: a Node process started as the product is, running nothing of ours. */
export async function bareNodePeakRssMb(): Promise<number> {
  const child = spawn(
    process.execPath,
    [...PRODUCT_NODE_FLAGS, '--import', 'tsx', '-e', "process.stdout.write('ready'); setInterval(() => {}, 1000);"],
    { env: { ...process.env, ...PRODUCT_ENV }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    await new Promise((resolve, reject) => {
      child.stdout.once('data', resolve);
      child.once('exit', () => reject(new Error('the bare Node process ended')));
    });
    await new Promise((r) => setTimeout(r, 500));
    return await peakRssMbOf(child.pid);
  } finally {
    child.kill('SIGTERM');
  }
}

export interface BenchProduct {
  baseUrl: string;
  /** The product's process (its workers' browsers and the local Temporal are its children). */
  pid: number;
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

/**
 * `env` adds to the product's environment (DATABASE_URL: run it on the bench's Postgres, where a baseline can read).
 * No demo: on a fresh embedded DATA_DIR it would seed itself in the background (uploads, renders, a 2,001-variant tree)
 * while the figures are taken, and its work would count as the idle product's.
 */
export async function startBenchProduct(env: Record<string, string> = {}): Promise<BenchProduct> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'varia-bench-app-'));
  const port = await freePort();
  await bundleWorkflowsAhead();
  const child: ChildProcess = spawn(process.execPath, [...PRODUCT_NODE_FLAGS, '--import', 'tsx', 'api/main.ts'], {
    env: {
      ...process.env,
      ...PRODUCT_ENV,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SERVE_UI: 'false',
      DEMO: 'false',
      ...env,
    },
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
    pid: child.pid!,
    cookie,
    peakRssMb: () => peakRssMbOf(child.pid),
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      // The local Temporal the product started may still be writing its history for a moment after the product ends.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}
