// What browsers are told to enforce (DESIGN §6): a Content-Security-Policy and frame protection on the UI
// and the API, a Secure session cookie over HTTPS (behind a trusted proxy too, or always with COOKIE_SECURE),
// and /ws opened only from the server's own origin or a configured one.
import http from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../support/api-test';
import { SUPER, type TestApp } from '../support/app';

const VITE_DEV = 'http://localhost:5173';
const plain = useApiTest({ config: { allowedOrigins: [VITE_DEV] } });
const proxied = useApiTest({ config: { trustProxy: true } });
const alwaysSecure = useApiTest({ config: { cookieSecure: true } });

function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('Content-Security-Policy and frame protection', () => {
  it.each(['/', '/partners', '/api/v1/health', '/api/v1/auth/current-user'])('on %s', async (path) => {
    const reply = await fetch(`${plain.t.baseUrl}${path}`);
    const csp = directives(reply.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    // Meta answers its ad previews as an iframe of its own page (here the simulated Meta's).
    expect(csp.get('frame-src')).toEqual(["'self'", plain.t.system.deps.oauth.metaPreviewOrigin]);
    const { host } = new URL(plain.t.baseUrl);
    expect(csp.get('connect-src')).toEqual(["'self'", `ws://${host}`, `wss://${host}`]);
    expect(reply.headers.get('x-frame-options')).toBe('DENY');
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

function signIn(t: TestApp, headers: Record<string, string> = {}) {
  return fetch(`${t.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username: SUPER.email, password: SUPER.password }),
  });
}

const sessionCookie = (reply: Response) => reply.headers.getSetCookie().find((c) => c.startsWith('varia_session='))!;

describe('the session cookie', () => {
  it('is Secure when the request came over HTTPS through a trusted proxy', async () => {
    expect(sessionCookie(await signIn(proxied.t, { 'x-forwarded-proto': 'https' }))).toMatch(/; Secure/);
    expect(sessionCookie(await signIn(proxied.t))).not.toMatch(/; Secure/);
  });

  it('believes no X-Forwarded-Proto without TRUST_PROXY', async () => {
    expect(sessionCookie(await signIn(plain.t, { 'x-forwarded-proto': 'https' }))).not.toMatch(/; Secure/);
  });

  it('is always Secure with COOKIE_SECURE, slid on every request too', async () => {
    const signedIn = await signIn(alwaysSecure.t);
    expect(sessionCookie(signedIn)).toMatch(/; Secure/);
    const cookie = sessionCookie(signedIn).split(';')[0]!;
    const slid = await fetch(`${alwaysSecure.t.baseUrl}/api/v1/auth/current-user`, { headers: { cookie } });
    expect(slid.status).toBe(200);
    expect(sessionCookie(slid)).toMatch(/; Secure/);
  });
});

/** The status that answers a websocket upgrade of /ws: 101 when it opened. */
async function upgrade(t: TestApp, origin: string | null): Promise<number> {
  const cookie = (await t.superClient()).cookieHeader();
  return new Promise((resolve, reject) => {
    const request = http.request(`${t.baseUrl}/ws?key=${randomUUID()}`, {
      headers: {
        cookie,
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        ...(origin ? { origin } : {}),
      },
    });
    request.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode!);
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode!);
    });
    request.on('error', reject);
    request.end();
  });
}

describe('/ws checks Origin', () => {
  it('refuses a foreign Origin with 403, even signed in', async () => {
    expect(await upgrade(plain.t, 'https://evil.example')).toBe(403);
    expect(await upgrade(plain.t, `http://localhost:${new URL(plain.t.baseUrl).port}`)).toBe(403);
  });

  it("opens from the server's own origin, a configured one, or a client that sends none", async () => {
    expect(await upgrade(plain.t, plain.t.baseUrl)).toBe(101);
    expect(await upgrade(plain.t, VITE_DEV)).toBe(101);
    expect(await upgrade(plain.t, null)).toBe(101);
  });
});
