import net from 'node:net';

/** A loopback port free right now, for a server this process is about to start (Postgres, Temporal). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts tried while a start fails on a taken address. */
const STARTS = 3;

/**
 * A server's start, tried again while it ends on a taken address: its ports are chosen free here and bound by the
 * server a moment later, and another process (a parallel test file's Postgres or Temporal) can take one in between.
 * `retrying` hears of each new try (2 and 3 of 3).
 */
export async function startOnFreePorts<T>(start: () => Promise<T>, retrying: (attempt: number, of: number) => void) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start();
    } catch (error) {
      if (attempt >= STARTS || !/address already in use/i.test(String(error))) throw error;
      retrying(attempt + 1, STARTS);
    }
  }
}
