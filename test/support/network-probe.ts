// A local HTTP server that notes every request and WebSocket upgrade it gets: what a render must never reach
// (test/workflows/render.test.ts through the product, test/workflows/chromium-pool.test.ts through the pool).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export async function networkProbe() {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    response.end('body { background: rgb(0, 255, 0); }');
  });
  server.on('upgrade', (request, socket) => {
    asked.push(`upgrade ${request.url}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** Its address, http:// and ws://. */
    url,
    ws: url.replace('http', 'ws'),
    /** The paths asked for, in order ('upgrade /socket' for a WebSocket). */
    asked,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
