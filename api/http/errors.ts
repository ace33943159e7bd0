// One error shape for every failure: {statusCode, code, error, message, details?}, its code fixed by its
// status (spec 3 §8). 5xx never leak details.
import { STATUS_CODES } from 'node:http';
import { Type } from 'typebox';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, MESSAGES, type ErrorCode } from '../../domain/shared/errors';
import { WrongExpectedRevisionError } from '../../commands/event-store/port';
import { isTransient } from '../../projections/failure';
import { savedAnswer } from './saved-answer';
import { pointerSteps, ruleMessage, valueAt } from './schemas';

const CONCURRENT_CHANGE = 'The entity was changed by someone else at the same time; please try again';

/** Bad input is UNPROCESSABLE_ENTITY whether it answers 400, 413, 415 or 422; refusals are NOT_ALLOWED. */
function codeFor(status: number): ErrorCode {
  if (status === 401) return 'NOT_AUTHORIZED';
  if (status === 403 || status === 405 || status === 409) return 'NOT_ALLOWED';
  if (status === 404 || status === 410) return 'NOT_FOUND';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  if (status >= 400 && status < 500 && status !== 429) return 'UNPROCESSABLE_ENTITY';
  return 'DEFAULT_ERROR';
}

export function errorBody(statusCode: number, message: string, details?: unknown) {
  return {
    statusCode,
    code: codeFor(statusCode),
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(details === undefined ? {} : { details }),
  };
}

/** The error body of one status as a response schema. */
function ErrorAnswer<S extends number>(status: S) {
  return Type.Object(
    {
      statusCode: Type.Literal(status),
      code: Type.Literal(codeFor(status)),
      error: Type.String({ examples: [STATUS_CODES[status]] }),
      message: Type.String(),
      details: Type.Optional(Type.Unknown({ description: 'What the message is about, e.g. {"field":"name"}' })),
    },
    { additionalProperties: false, description: STATUS_CODES[status] },
  );
}

/** Response schemas of the error statuses a route answers: `response: { 200: Partner, ...errors(404, 409) }`. */
export function errors<S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, ErrorAnswer(status)])) as {
    [K in S]: ReturnType<typeof ErrorAnswer<K>>;
  };
}

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Body must not be empty when content-type is application/json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_BAD_URL: 'The URL is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'A path parameter is too long',
};

export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DomainError) {
    // Not found because the read side lags behind what this request saved: 202, never a 404 for it.
    const saved = error.statusCode === 404 ? savedAnswer(request, reply) : undefined;
    if (saved) return reply.send(saved);
    return reply.status(error.statusCode).send(errorBody(error.statusCode, error.message, error.details));
  }
  if (error instanceof WrongExpectedRevisionError) return reply.status(409).send(errorBody(409, CONCURRENT_CHANGE));
  if (error.validation) return reply.status(400).send(validationAnswer(error, request));
  if (isTransient(error)) return answerUnavailable(error, request, reply);
  const status = error.statusCode ?? 500;
  if (status < 500) {
    return reply
      .status(status)
      .send(
        errorBody(status, FASTIFY_MESSAGES[error.code] ?? (status === 429 ? MESSAGES.tooManyRequests : error.message)),
      );
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(status).send(errorBody(status, 'Internal Server Error'));
}

/** Seconds a client waits before trying again while the database is away (a restart takes about one). */
const RETRY_AFTER_SECONDS = 2;
const BRIEFLY_UNAVAILABLE = 'The service is briefly unavailable; please try again in a moment';

/**
 * The database went away (a restart, a lost connection, no connection in time) or asked for a retry (deadlock,
 * serialization): nothing is wrong with the request, so 503 with Retry-After, never 500. Whether a write whose
 * connection broke at its commit went through is unknown: a retry meets its event (409, or the same state).
 */
function answerUnavailable(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.warn({ err: error }, 'request refused: database unavailable');
  return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(errorBody(503, BRIEFLY_UNAVAILABLE));
}

type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

/** A schema refusal: the domain rule's message where the refusing schema carries one (api/http/schemas.ts withRule),
 * else ajv's. */
function validationAnswer(error: FastifyError, request: FastifyRequest) {
  const [first] = error.validation!;
  const part = error.validationContext as RequestPart | undefined;
  // A value of the wrong type keeps the validator's message ('body/tags must be array'): rules judge values of their
  // type.
  if (!first || !part || first.keyword === 'type') return errorBody(400, error.message);
  const data: unknown = {
    body: request.body,
    querystring: request.query,
    params: request.params,
    headers: request.headers,
  }[part];
  const message = ruleMessage(request.routeOptions.schema?.[part], first.schemaPath, valueAt(data, first.instancePath));
  if (message === null) return errorBody(400, error.message);
  const field = pointerSteps(first.instancePath).findLast((step) => !/^\d+$/.test(step));
  return errorBody(400, message, field === undefined ? undefined : { field });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(answerError);
}

/** Ajv errors as one message that names the field: 'body/name must be string', 'body/foo is not allowed'. */
export function schemaErrorFormatter(
  errors: { instancePath: string; keyword: string; params: Record<string, unknown>; message?: string }[],
  dataVar: string,
) {
  const messages = errors.map((e) => {
    const at = `${dataVar}${e.instancePath}`;
    if (e.keyword === 'additionalProperties') return `${at}/${String(e.params.additionalProperty)} is not allowed`;
    if (e.keyword === 'required') return `${at}/${String(e.params.missingProperty)} is required`;
    return `${at} ${e.message ?? 'is invalid'}`;
  });
  return new Error(messages.join(', '));
}
