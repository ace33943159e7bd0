// Helmet's headers on every answer, the UI's and the API's: a Content-Security-Policy the built UI works
// with, no framing (clickjacking), no MIME sniffing, no referrer. The UI frames only itself and Meta's ad previews
// (Meta answers a preview as an iframe of its own page).
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** A Host header fit to go into the policy (anything else could add directives of its own). */
const PLAIN_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The live channel's own origin; CSP Level 2 browsers do not count ws: and wss: as 'self'. */
function liveChannel(request: IncomingMessage): string {
  const host = request.headers.host ?? '';
  return PLAIN_HOST.test(host) ? `ws://${host} wss://${host}` : "'self'";
}

/** `metaPreviewOrigin`: where Meta's preview iframes load from (the real Meta's site, or the simulated one). */
export async function securityHeaders(app: FastifyInstance, metaPreviewOrigin: string) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // MUI (emotion) writes its styles into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        frameSrc: ["'self'", metaPreviewOrigin],
        connectSrc: ["'self'", liveChannel],
      },
    },
    frameguard: { action: 'deny' },
  });
}
