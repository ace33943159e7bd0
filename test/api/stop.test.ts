// The product stops within 5 s of SIGTERM (issue 18 §3), however its clients behave: an open websocket that never
// answers the close, an idle keep-alive connection, and a request still sending its body. The product runs as
// `npm start` does (api/main.ts in a process of its own, embedded Postgres and local Temporal in a temp DATA_DIR),
// since what must end is the process, with every server it started; an app-level test would not see a hung exit.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../runtime/free-port';
import { HttpClient } from '../support/http';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SUPER = { email: 'stop-super@test.local', password: 'Stop-secret-password-1' };
const STOP_BUDGET_MS = 5_000;

let product: ChildProcess | null = null;
let dataDir = '';
afterAll(async () => {
  product?.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Starts api/main.ts and resolves once it listens; its output is kept for a failure's message. */
async function startProduct(port: number): Promise<{ output: string[] }> {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'varia-stop-'));
  const output: string[] = [];
  product = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DEMO: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      TEMPORAL_UI_PORT: String(await freePort()),
      DATABASE_URL: '',
      TEMPORAL_ADDRESS: '',
      SERVE_UI: 'false',
      LOG_LEVEL: 'info',
      BOOTSTRAP_SUPER_EMAIL: SUPER.email,
      BOOTSTRAP_SUPER_PASSWORD: SUPER.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const listening = new Promise<void>((resolve, reject) => {
    const hear = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (chunk.toString().includes('Server listening')) resolve();
    };
    product!.stdout!.on('data', hear);
    product!.stderr!.on('data', hear);
    product!.once('exit', (code) =>
      reject(new Error(`the product ended (${code}) before listening: ${output.join('').slice(-3000)}`)),
    );
  });
  await listening;
  return { output };
}

/** A raw connection that sends `request` and then neither reads nor answers anything. */
function silentConnection(port: number, request: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(request);
      resolve(socket);
    });
    socket.on('error', () => undefined);
    socket.once('error', reject);
  });
}

describe('stopping the product', () => {
  it('exits within 5 s of SIGTERM with a silent websocket, an idle keep-alive and an unfinished request open', async () => {
    const port = await freePort();
    const { output } = await startProduct(port);
    const client = new HttpClient(`http://127.0.0.1:${port}`);
    await client.login(SUPER.email, SUPER.password);
    const cookie = client.cookieHeader();

    // A websocket client that completes the upgrade and then never answers (not even the close handshake).
    const ws = await silentConnection(
      port,
      [
        'GET /ws?key=stop-test HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        'Connection: Upgrade',
        'Upgrade: websocket',
        'Sec-WebSocket-Version: 13',
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
        `Cookie: ${cookie}`,
        '',
        '',
      ].join('\r\n'),
    );
    const upgraded = await new Promise<string>((resolve) =>
      ws.once('data', (data: Buffer) => resolve(data.toString())),
    );
    expect(upgraded).toMatch(/^HTTP\/1\.1 101/);
    ws.pause();
    // A keep-alive connection that made one request and stays open, idle.
    const idle = await silentConnection(
      port,
      `GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`,
    );
    await new Promise((resolve) => idle.once('data', resolve));
    // A request that announced a body and sends only part of it.
    const unfinished = await silentConnection(
      port,
      [
        'POST /api/v1/partners HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        'Content-Length: 1000',
        `Cookie: ${cookie}`,
        '',
        '{"name":',
      ].join('\r\n'),
    );

    const exited = new Promise<number | null>((resolve) => product!.once('exit', (code) => resolve(code)));
    const started = performance.now();
    product!.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 15_000)),
    ]);
    const stopMs = Math.round(performance.now() - started);
    console.info('stop', { stopMs, code });
    for (const socket of [ws, idle, unfinished]) socket.destroy();

    expect(code, output.join('').slice(-3000)).toBe(0);
    expect(stopMs).toBeLessThan(STOP_BUDGET_MS);
    product = null;
  }, 90_000);
});
