// A command's answer when the read side lags (ARCHITECTURE.md, "Read your own writes"): runCommand waited its 5 s and
// the projections did not reach what was appended, so what the route would read back is missing (a 404 for what was
// just saved) or old. A route that answers from the read model declares `...accepted(location)` and then answers
// 202 Accepted {id, position}, with Location and x-projections-lagging, instead of either.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';

const LOCATION = Symbol('location');

interface LaggingWrite {
  position: number;
  /** The command's own result, naming what it created (partnerId, userId, …). */
  result: object;
}

const lagging = new WeakMap<FastifyRequest, LaggingWrite>();

/** Called by runCommand when the projections did not catch up with `position` in time. */
export function noteLaggingWrite(request: FastifyRequest, position: number, result: object): void {
  lagging.set(request, { position, result });
}

/**
 * The 202 answer of a route that reads back what its command saved. `location` is the path (under /api/v1) that
 * reads it, its parameters filled from the route's path parameters, else the command's result, else the body:
 * '/partners/:partnerId' after POST /partners names createPartner's partnerId. The last parameter is the answer's id.
 */
export function accepted(location: string) {
  const schema = Type.Object(
    {
      id: Type.String({ description: 'What was saved' }),
      position: Type.Integer({ description: 'Its position in the event store (x-position)' }),
    },
    {
      additionalProperties: false,
      description: `Saved, but the read side does not show it yet (x-projections-lagging): GET ${location} shows it shortly`,
    },
  );
  // The symbol is invisible to the serializer and to OpenAPI, as withRule's is (api/http/schemas.ts).
  return { 202: Object.assign(schema, { [LOCATION]: location }) };
}

function locationOf(request: FastifyRequest): string | undefined {
  const response = request.routeOptions.schema?.response as Record<string, { [LOCATION]?: string }> | undefined;
  return response?.['202']?.[LOCATION];
}

/** The template's parameters filled, and the last one's value; null when one is unknown. */
function fill(template: string, sources: unknown[]): { path: string; id: string } | null {
  let id: string | null = null;
  const path = template.replace(/:(\w+)/g, (_match, name: string) => {
    const value = sources.map((source) => (source as Record<string, unknown> | undefined)?.[name]).find(isId);
    id = value ?? null;
    return encodeURIComponent(value ?? '');
  });
  return id === null || path.includes('//') ? null : { path, id };
}

const isId = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * After a lagging write on a route that declares `accepted`: sets 202 and Location and gives the body to send;
 * otherwise undefined (the route's own answer stands).
 */
export function savedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
): { id: string; position: number } | undefined {
  const write = lagging.get(request);
  const template = locationOf(request);
  if (!write || template === undefined) return undefined;
  const filled = fill(template, [request.params, write.result, request.body]);
  if (!filled) return undefined;
  lagging.delete(request);
  reply.code(202).header('location', `/api/v1${filled.path}`);
  return { id: filled.id, position: write.position };
}

/** A success answer read from a lagging read model is replaced by the 202; the error handler does so for a 404. */
export function registerSavedAnswers(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload) =>
    reply.statusCode < 300 ? (savedAnswer(request, reply) ?? payload) : payload,
  );
}
