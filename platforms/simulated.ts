// What the simulated far ends share: the consent page a person clicks through (saying plainly that it is simulated),
// the PKCE check, random token values, and starting one on a port of its own.
import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import type { SimulatedStore } from './simulated-store';

export interface SimulatedFarEnd {
  url: string;
  close(): Promise<void>;
}

/** Starts a simulated platform's app on a free loopback port; its state is saved after each request it answers. */
export async function listenSimulated(
  store: SimulatedStore,
  routes: (app: FastifyInstance) => void,
): Promise<SimulatedFarEnd> {
  const app = Fastify({ logger: false });
  await app.register(formbody);
  app.addHook('onResponse', async () => store.touched());
  routes(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    close: async () => {
      await app.close();
      await store.close();
    },
  };
}

export const randomValue = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

/** RFC 7636 S256: the challenge is the verifier's SHA-256, base64url. */
export const pkceMatches = (verifier: string | undefined, challenge: string | undefined) =>
  !challenge || (verifier !== undefined && createHash('sha256').update(verifier).digest('base64url') === challenge);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The consent page: the platform's name, the scopes asked for, Allow and Cancel. */
export function consentPage(input: { platform: string; scopes: string[]; allowUrl: string; cancelUrl: string }) {
  const { platform, scopes, allowUrl, cancelUrl } = input;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Simulated ${escapeHtml(platform)}</title></head>
<body style="font-family: sans-serif; max-width: 36rem; margin: 3rem auto">
<p role="note"><strong>Simulated platform.</strong> This page is Varia's stand-in for ${escapeHtml(platform)}, not ${escapeHtml(platform)} itself: nothing leaves this machine.</p>
<h1>Varia wants to access your ${escapeHtml(platform)} account</h1>
<ul>${scopes.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(allowUrl)}">Allow</a> &nbsp; <a href="${escapeHtml(cancelUrl)}">Cancel</a></p>
</body></html>`;
}

/** The redirect URI with the given parameters added. */
export function redirectWith(redirectUri: string, params: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
}
