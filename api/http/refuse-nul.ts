// Postgres text cannot hold U+0000: input a route reads that carries one is refused (400) before it
// reaches a query, rather than failing there (500).
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../domain/shared/errors';

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasNul);
  return false;
}

export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema;
    for (const [part, value] of Object.entries({ querystring: request.query, params: request.params, body: request.body })) {
      if (schema?.[part as keyof typeof schema] && hasNul(value)) throw DomainError.badRequest(`${part} must not contain NUL characters`, { field: part });
    }
  });
}
