// The embedded Postgres's free port can be taken by another process between finding it and the postmaster binding
// it (seen in a loaded run: 'could not bind IPv4 address "127.0.0.1": Address already in use'). The start then takes
// another port. Here the first port offered is one a listener of this test holds.
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it, vi } from 'vitest';
import { freePort } from '../../runtime/free-port';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../runtime/embedded-postgres';

vi.mock('../../runtime/free-port', async (original) => {
  const real = await original<typeof import('../../runtime/free-port')>();
  return { ...real, freePort: vi.fn(real.freePort) };
});

const taken = net.createServer();
let dataDir = '';
let server: EmbeddedDatabase | undefined;

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => taken.close(resolve));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it('starts on another port when the free one found is taken before Postgres binds it', async () => {
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const takenPort = (taken.address() as net.AddressInfo).port;
  vi.mocked(freePort).mockResolvedValueOnce(takenPort);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'varia-port-race-'));
  const notices: string[] = [];

  server = await startEmbeddedPostgres(dataDir, 'port_race', undefined, (line) => notices.push(line));

  const port = Number(new URL(server.url).port);
  expect(port).not.toBe(takenPort);
  expect(notices).toContain(`port ${takenPort} was taken before embedded Postgres could bind it; trying another`);
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    await expect(client.query('SELECT current_database() AS db')).resolves.toMatchObject({
      rows: [{ db: 'port_race' }],
    });
  } finally {
    await client.end();
  }
}, 120_000);
