import { describe, expect, it } from 'vitest';
import { useApiTest } from '../support/api-test';

const w = useApiTest({ config: { version: '9.9.9-test' } });

describe('platform', () => {
  it('GET /health names the event store, database, workflow engine and blob store, and whether each answers', async () => {
    const reply = await w.t.client().get('/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      status: 'ok',
      version: '9.9.9-test',
      eventStore: { kind: 'postgres', ok: true },
      database: { kind: 'postgres', embedded: false, ok: true },
      workflowEngine: { kind: 'external', uiUrl: null, ok: true },
      blobStore: { kind: 'filesystem' },
      projections: [],
    });
  });

  it('puts x-version on every response, errors included', async () => {
    for (const path of ['/health', '/auth/current-user', '/nowhere']) {
      expect((await w.t.client().get(path)).headers.get('x-version')).toBe('9.9.9-test');
    }
  });

  it('answers unknown API routes with the error shape', async () => {
    const reply = await w.t.client().get('/nowhere');
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', error: 'Not Found' });
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const json = await fetch(`${w.t.baseUrl}/api/docs/json`).then((r) => r.json());
    expect(json.openapi).toMatch(/^3\./);
    expect(Object.keys(json.paths)).toEqual(
      expect.arrayContaining(['/api/v1/partners', '/api/v1/auth/login', '/api/v1/audit']),
    );
    expect((await fetch(`${w.t.baseUrl}/api/docs`)).status).toBe(200);
  });

  it('serves the admin UI for any non-API path', async () => {
    const html = await fetch(`${w.t.baseUrl}/partners`).then((r) => r.text());
    expect(html).toContain('<div id="root">');
  });
});
