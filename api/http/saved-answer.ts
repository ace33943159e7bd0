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
 * '/partners/:partnerId' after POST /partners names createPartner's partnerId. The last parameter is the answer's id,
 * unless `id` names another value of the same sources: where what was saved has no GET of its own, the location is the
 * nearest GET that shows it (the list it appears in), as accepted('/markets/:partnerId', 'marketId').
 */
export function accepted(location: string, id?: string) {
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
  return { 202: Object.assign(schema, { [LOCATION]: { template: location, id } }) };
}

interface Location {
  template: string;
  /** The name of the answer's id when it is not the location's last parameter. */
  id: string | undefined;
}

function locationOf(request: FastifyRequest): Location | undefined {
  const response = request.routeOptions.schema?.response as Record<string, { [LOCATION]?: Location }> | undefined;
  return response?.['202']?.[LOCATION];
}

/** The template's parameters filled, and the id's value (else the last one's); null when one is unknown. */
function fill(location: Location, sources: unknown[]): { path: string; id: string } | null {
  const valueOf = (name: string) =>
    sources.map((source) => (source as Record<string, unknown> | undefined)?.[name]).find(isId) ?? null;
  const values: (string | null)[] = [];
  const path = location.template.replace(/:(\w+)/g, (_match, name: string) => {
    values.push(valueOf(name));
    return encodeURIComponent(values.at(-1) ?? '');
  });
  const id = location.id === undefined ? (values.at(-1) ?? null) : valueOf(location.id);
  return id === null || values.includes(null) ? null : { path, id };
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
  const location = locationOf(request);
  if (!write || location === undefined) return undefined;
  const filled = fill(location, [request.params, write.result, request.body]);
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
