// A page of another site must not open the live channel with the user's cookie (cross-site WebSocket
// hijacking): a browser always sends Origin, so one that is present must be this server's own host or one
// configured (ALLOWED_ORIGINS). A client that sends none is no browser; the session still gates it.
import type { FastifyRequest } from 'fastify';

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

export function isAllowedOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  // The scheme is left out: behind a proxy that ends TLS the request itself may not know it was HTTPS.
  return hostOf(origin) === request.host.toLowerCase() || allowedOrigins.includes(origin);
}
