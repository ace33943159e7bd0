// Every /api/v1 route declares its answers (schema.response with a 2xx, or a 3xx for a redirect): Fastify serializes
// by them and OpenAPI shows them; the app refuses to start otherwise. Routes list their own statuses; the ones that
// input checks, the gate and the error handler answer on any route are added here.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { inCampaignArea } from '../auth/concept-only';
import { errors } from './errors';

const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

function sharedStatuses(route: RouteOptions): number[] {
  const takesBody = [route.method].flat().some((method) => BODY_METHODS.includes(method));
  const checksInput = takesBody || Boolean(route.schema?.params || route.schema?.querystring || route.schema?.body);
  const access = route.config?.access;
  return [
    ...(checksInput ? [400] : []),
    ...(access === 'public' ? [] : [401]),
    // The campaigns area refuses concept-only callers whatever the route's group (api/auth/concept-only.ts).
    ...(access === 'public' || (access === 'ALL' && !inCampaignArea(route.url)) ? [] : [403]),
    // Fastify's router refuses a path parameter over 100 characters.
    ...(route.url.includes(':') ? [414] : []),
    // Fastify's body limit and content-type parsers.
    ...(takesBody ? [413, 415] : []),
    500,
    // The database away or restarting (api/http/errors.ts answerUnavailable).
    503,
  ];
}

export function declareAnswers(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1')) return;
    const own = (route.schema?.response ?? {}) as Record<string, unknown>;
    if (!Object.keys(own).some((status) => /^[23]/.test(status)))
      throw new Error(`${route.method} ${route.url} declares no answer`);
    const all = { ...errors(...sharedStatuses(route)), ...own };
    route.schema!.response = Object.fromEntries(Object.entries(all).sort(([a], [b]) => a.localeCompare(b)));
  });
}
