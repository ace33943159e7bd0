// A method a path does not list answers 405 and `Allow`, the path matched as OpenAPI matches it: a literal
// path before a templated one, so PUT /users/admins is refused here rather than taken for PUT /users/{id}.
// Answered when the request arrives, before Fastify reads a body the method may require.
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';

interface ApiPath {
  pattern: RegExp;
  params: number;
  methods: Set<string>;
}

const escape = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A route's path as Fastify's router matches it: a `:param` is one segment. */
const patternOf = (url: string) =>
  new RegExp(
    `^${url
      .split('/')
      .map((s) => (s.startsWith(':') ? '[^/]+' : escape(s)))
      .join('/')}$`,
  );

export function answerMethodNotAllowed(app: FastifyInstance) {
  const paths = new Map<string, ApiPath>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1')) return;
    const path = paths.get(route.url) ?? {
      pattern: patternOf(route.url),
      params: route.url.split(':').length - 1,
      methods: new Set<string>(),
    };
    for (const method of [route.method].flat()) path.methods.add(method);
    paths.set(route.url, path);
  });
  app.addHook('onRequest', async (request, reply) => {
    const matched = request.routeOptions.url;
    // A literal API path matched: nothing is more specific. Everything else (a template, the UI's wildcard, no route)
    // is looked up.
    if (matched?.startsWith('/api/v1') && !matched.includes(':')) return;
    const path = request.url.split('?')[0]!;
    if (!path.startsWith('/api/v1/')) return;
    const candidates = [...paths.values()].filter((p) => p.pattern.test(path));
    const fewestParams = Math.min(...candidates.map((p) => p.params));
    const allowed = new Set(candidates.filter((p) => p.params === fewestParams).flatMap((p) => [...p.methods]));
    if (allowed.size === 0 || allowed.has(request.method)) return;
    return reply
      .status(405)
      .header('allow', [...allowed].sort().join(', '))
      .send(errorBody(405, `${request.method} is not allowed here`));
  });
}
