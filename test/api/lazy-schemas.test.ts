// Route schemas are compiled on a route's first use (api/http/lazy-schemas.ts), with Fastify's own compilers: a
// refused body still answers Ajv's reasons, an answer is still serialised by its schema, and compileAll finds a
// schema that does not compile even though the app started.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazySchemas } from '../../api/http/lazy-schemas';

function appWith(bodySchema: object) {
  const schemas = lazySchemas();
  const app = Fastify({ schemaController: { compilersFactory: schemas.compilersFactory } });
  app.post(
    '/things',
    {
      schema: {
        body: bodySchema,
        response: { 200: { type: 'object', properties: { name: { type: 'string' } }, additionalProperties: false } },
      },
    },
    async (request) => ({ ...(request.body as object), secret: 'never answered' }),
  );
  return { app, schemas };
}

const NAMED = { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 5 } } };

describe('route schemas compiled on first use', () => {
  it('validates a body and serialises an answer as the eager compilers do', async () => {
    const { app } = appWith(NAMED);
    const refused = await app.inject({ method: 'POST', url: '/things', payload: { name: 'far too long' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('body/name must NOT have more than 5 characters');
    const answered = await app.inject({ method: 'POST', url: '/things', payload: { name: 'cola' } });
    expect(answered.json()).toEqual({ name: 'cola' });
  });

  it('compiles nothing until asked, then everything once', async () => {
    const { app, schemas } = appWith(NAMED);
    await app.ready();
    expect(schemas.compileAll()).toBe(2);
    expect(schemas.compileAll()).toBe(0);
  });

  it('starts with a schema that does not compile, which compileAll then throws', async () => {
    const { app, schemas } = appWith({ type: 'object', properties: { name: { type: 'nonsense' } } });
    await app.ready();
    expect(() => schemas.compileAll()).toThrow(/schema is invalid/);
  });
});
