// The API's contract as OpenAPI shows it: every registered route declares its answers, errors share one
// body whose code pairs with its status, lists declare Content-Range and their JSON query parameters, a
// path asked with a method it does not list answers 405 with Allow, and input Postgres cannot store is a 400.
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { declareAnswers } from '../../api/http/route-contract';
import { useApiTest } from '../support/api-test';

const w = useApiTest();

interface Schema {
  type?: string;
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean;
  items?: Schema;
}
interface Operation {
  parameters?: { in: string; name: string; description?: string; example?: string }[];
  requestBody?: unknown;
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { schema: Schema }> }>;
}

/** Spec 3 §8's codes, each status paired with one. */
const CODE_OF_STATUS: Record<string, string> = {
  400: 'UNPROCESSABLE_ENTITY',
  401: 'NOT_AUTHORIZED',
  403: 'NOT_ALLOWED',
  404: 'NOT_FOUND',
  405: 'NOT_ALLOWED',
  409: 'NOT_ALLOWED',
  // Gone: a revoked or expired public link (issue 19 §3).
  410: 'NOT_FOUND',
  413: 'UNPROCESSABLE_ENTITY',
  414: 'UNPROCESSABLE_ENTITY',
  415: 'UNPROCESSABLE_ENTITY',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'DEFAULT_ERROR',
  500: 'DEFAULT_ERROR',
  // Background removal: no model here (api/routes/assets/remove-background.ts).
  501: 'DEFAULT_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};
/** The variations API pages in the spec's one order with no filter, and its full answer keeps the spec's {variations,
 * users}. */
const FIXED_ORDER_PAGES = [
  'GET /api/v1/campaigns/{id}/variations/full/{channel}/{formats}',
  'GET /api/v1/campaigns/{id}/variations/list/{channel}/{formats}',
];
const PUBLIC = [
  'GET /api/v1/health',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/logout',
  'POST /api/v1/auth/mode',
  // Password reset: asked, checked and completed signed out (issue 22 §4).
  'POST /api/v1/auth/password-reset',
  'POST /api/v1/auth/password-reset/complete',
  'POST /api/v1/auth/password-reset/validity',
  // Single sign-on starts and ends signed out (issue 22 §1).
  'GET /api/v1/auth/google-login',
  'GET /api/v1/auth/google-callback',
  'GET /api/v1/auth/saml-login',
  'POST /api/v1/auth/saml/{id}/acs',
  // A SAML config's service provider metadata, for the IdP's administrator.
  'GET /api/v1/auth/saml/{id}/metadata',
  'GET /api/v1/invitations/{id}',
  'POST /api/v1/invitations/{id}/accept',
  // A shared tearsheet opens signed out (issue 19 §3).
  'GET /api/v1/public/tearsheets/{token}',
  'GET /api/v1/public/tearsheets/{token}/screenshots/{fingerprint}',
];

let operations: [string, Operation][];

beforeAll(async () => {
  const doc = (await fetch(`${w.t.baseUrl}/api/docs/json`).then((r) => r.json())) as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]): [string, Operation] => [`${method.toUpperCase()} ${path}`, op]),
  );
});

/** Every API route Fastify registered, as 'METHOD /api/v1/path/{param}', read from its route tree (HEAD routes are its
 * copies of GET). */
function registeredRoutes(): string[] {
  const prefixes: string[] = [];
  return w.t.app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const match = /^([│ ]*)[├└]── (\S+)(?: \((.+)\))?$/.exec(line.replace(/│   /g, '│').replace(/ {4}/g, ' '));
      if (!match) return [];
      const depth = match[1]!.length;
      prefixes[depth] = (prefixes[depth - 1] ?? '') + match[2];
      const path = prefixes[depth]!.replace(/:(\w+)/g, '{$1}');
      if (!path.startsWith('/api/v1') || !match[3]) return [];
      return match[3]
        .split(', ')
        .filter((method) => method !== 'HEAD')
        .map((method) => `${method} ${path}`);
    });
}

describe('route contract', () => {
  it('documents every registered API route in OpenAPI', () => {
    const routes = registeredRoutes();
    expect(routes.length).toBeGreaterThan(40);
    expect(operations.map(([name]) => name).sort()).toEqual(routes.sort());
  });

  it('declares a success answer with its shape on every route', () => {
    for (const [name, op] of operations) {
      const success = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
      // A redirect (single sign-on) answers a 3xx with no body instead.
      const redirects = Object.keys(op.responses).filter((status) => status.startsWith('3'));
      expect(success.length + redirects.length, name).toBeGreaterThan(0);
      for (const [, answer] of success)
        expect(Object.values(answer.content ?? {})[0]?.schema.type, name).toMatch(/^(object|array|string)$/);
    }
  });

  it('declares the shared error body, its code paired with its status, for every error a route can answer', () => {
    for (const [name, op] of operations) {
      const statuses = Object.keys(op.responses);
      expect(statuses, name).toContain('500');
      if (op.parameters?.length || op.requestBody) expect(statuses, name).toContain('400');
      if (!PUBLIC.includes(name)) expect(statuses, name).toContain('401');
      for (const status of statuses.filter(
        (s) => Number(s) >= 400 && !(name === 'GET /api/v1/health' && s === '503'),
      )) {
        const schema = op.responses[status]!.content!['application/json']!.schema;
        expect(schema.required, `${name} ${status}`).toEqual(['statusCode', 'code', 'error', 'message']);
        expect(Object.keys(schema.properties!), `${name} ${status}`).toEqual([
          'statusCode',
          'code',
          'error',
          'message',
          'details',
        ]);
        expect(schema.additionalProperties).toBe(false);
        expect(schema.properties!.statusCode!.enum, `${name} ${status}`).toEqual([Number(status)]);
        expect(schema.properties!.code!.enum, `${name} ${status}`).toEqual([CODE_OF_STATUS[status]]);
      }
    }
  });

  it('answers lists with an array and Content-Range, and documents sort, range and filter as JSON', () => {
    const paged = operations.filter(([, op]) => op.parameters?.some((p) => p.in === 'query' && p.name === 'range'));
    expect(paged.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/partners/admin',
        'GET /api/v1/users/admins',
        'GET /api/v1/markets/{partnerId}',
        'GET /api/v1/audit',
        ...FIXED_ORDER_PAGES,
      ]),
    );
    for (const [name, op] of paged) {
      const answer = op.responses['200']!;
      expect(Object.keys(answer.headers ?? {}), name).toEqual(['Content-Range']);
      const param = (key: string) => op.parameters!.find((p) => p.name === key)!;
      expect(param('range').description, name).toMatch(/^JSON array/);
      expect(JSON.parse(param('range').example!)).toEqual([expect.any(Number), expect.any(Number)]);
      if (FIXED_ORDER_PAGES.includes(name)) continue;
      expect(answer.content!['application/json']!.schema.type, name).toBe('array');
      for (const key of ['sort', 'filter'])
        expect(param(key).description, `${name} ${key}`).toMatch(/^JSON (array|object)/);
      expect(JSON.parse(param('sort').example!)).toEqual([expect.any(String), expect.stringMatching(/^(ASC|DESC)$/)]);
      expect(JSON.parse(param('filter').example!)).toBeTypeOf('object');
    }
  });

  it("compiles every route's validators and answer serialisers, which the app compiles on first use", () => {
    expect(w.t.app.compileAllSchemas()).toBeGreaterThan(300);
    expect(w.t.app.compileAllSchemas()).toBe(0);
  });

  it('refuses to start with an API route that declares no answer', async () => {
    const app = Fastify();
    declareAnswers(app);
    await expect(
      (async () => {
        app.get('/api/v1/silent', async () => ({}));
        await app.ready();
      })(),
    ).rejects.toThrow('GET /api/v1/silent declares no answer');
  });
});

describe('methods a path does not list', () => {
  it('answers 405 with Allow and the error body', async () => {
    const su = await w.t.superClient();
    const reply = await su.delete('/partners/0123456789abcdef01234567');
    expect(reply.status).toBe(405);
    expect(reply.headers.get('allow')).toBe('GET, HEAD');
    expect(reply.body).toEqual({
      statusCode: 405,
      code: 'NOT_ALLOWED',
      error: 'Method Not Allowed',
      message: 'DELETE is not allowed here',
    });
  });

  it('matches a literal path before a templated one, also before signing in', async () => {
    // PUT /users/{id} exists, but /users/admins is a path of its own.
    const reply = await w.t.client().put('/users/admins');
    expect(reply.status).toBe(405);
    expect(reply.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers GET on a path without it, which the UI would otherwise take', async () => {
    const reply = await w.t.client().get('/auth/login');
    expect(reply.status).toBe(405);
    expect(reply.headers.get('allow')).toBe('POST');
  });

  it('answers before reading a body the method would need', async () => {
    const reply = await w.t.client().request('QUERY', '/health');
    expect(reply.status).toBe(405);
    expect(reply.headers.get('allow')).toBe('GET, HEAD');
  });

  it('still answers 404 for paths the API does not have', async () => {
    expect((await w.t.client().delete('/nowhere')).status).toBe(404);
    expect((await w.t.client().get('/nowhere')).status).toBe(404);
  });
});

describe('input refused before routing', () => {
  it('answers a too long path parameter with 414 and the error body', async () => {
    const reply = await w.t.client().put(`/partners/archive/${'x'.repeat(101)}`, { archived: true });
    expect(reply.status).toBe(414);
    expect(reply.body).toEqual({
      statusCode: 414,
      code: 'UNPROCESSABLE_ENTITY',
      error: 'URI Too Long',
      message: 'A path parameter is too long',
    });
    expect(reply.headers.get('x-version')).toBeTruthy();
  });
});

describe('input Postgres cannot store', () => {
  it('refuses a NUL character with 400 instead of failing in the query', async () => {
    const reply = await w.t.client().post('/auth/login', { username: 'a\u0000b', password: 'secret' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      code: 'UNPROCESSABLE_ENTITY',
      message: 'body/username must not contain a NUL character or an unpaired surrogate',
    });
    expect((await (await w.t.superClient()).get('/assets/single-files/many?ids=%00')).status).toBe(400);
  });
});
