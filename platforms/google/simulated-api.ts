// What the simulated Google APIs (CM360, DV360 and its Bid Manager reports, YouTube and its Analytics, Google Ads)
// share, on the simulated Google's server: the bearer token checked against the simulated OAuth's grants and the
// API's scopes, CM360 held to a QPS (403 userRateLimitExceeded beyond it, as the real one) and DV360 to its writes per
// minute per advertiser (429 RESOURCE_EXHAUSTED), errors injected on demand (POST /__simulated/errors), Google's JSON
// error bodies (Google Ads' in its own shape) and multipart/related uploads.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GADS_VERSION } from '../gads/rest';
import { gadsFailure } from '../gads/simulated-failure';

export interface InjectedError {
  /** The request path it answers (a prefix: '/upload/youtube/v3/videos', '/token'). */
  path: string;
  method?: string;
  status: number;
  reason: string;
  message?: string;
  /** How many requests it answers before the path works again. */
  times: number;
  /** The wait it asks for, as an HTTP Retry-After of seconds. */
  retryAfterSeconds?: number;
}

const STATUS_WORDS: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ALREADY_EXISTS',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

/** The platforms' own words for the errors they throttle and refuse with. */
const REASON_MESSAGES: Record<string, string> = {
  userRateLimitExceeded: 'User Rate Limit Exceeded',
  dailyLimitExceeded: 'Daily Limit Exceeded',
  RESOURCE_EXHAUSTED: 'Resource has been exhausted (e.g. check quota).',
  quotaExceeded: 'The request cannot be completed because you have exceeded your quota.',
  uploadLimitExceeded: 'The user has exceeded the number of videos they may upload.',
  invalid_grant: 'Token has been expired or revoked.',
};

type ErrorAnswer = (reply: FastifyReply, status: number, reason: string, message?: string) => FastifyReply;

/** Google's JSON error answer: `{error: {code, message, errors: [{reason}], status}}`. */
export function googleError(reply: FastifyReply, status: number, reason: string, message?: string) {
  const text = message ?? REASON_MESSAGES[reason] ?? reason;
  return reply.status(status).send({
    error: {
      code: status,
      message: text,
      errors: [{ message: text, domain: 'global', reason }],
      status: STATUS_WORDS[status] ?? 'UNKNOWN',
    },
  });
}

/** Which API a path belongs to, and the scopes that may call it. */
const APIS = [
  // CM360's reports need the reporting scope; they are CM360 queries all the same (its QPS holds them too).
  {
    api: 'cm360',
    prefix: /^\/dfareporting\/v5\/(userprofiles\/[^/]+\/reports|reports\/)/,
    scopes: ['https://www.googleapis.com/auth/dfareporting'],
  },
  { api: 'cm360', prefix: /^(\/upload)?\/dfareporting\//, scopes: ['https://www.googleapis.com/auth/dfatrafficking'] },
  { api: 'dv360', prefix: /^(\/upload)?\/v4\//, scopes: ['https://www.googleapis.com/auth/display-video'] },
  { api: 'bidManager', prefix: /^\/v2\/queries/, scopes: ['https://www.googleapis.com/auth/doubleclickbidmanager'] },
  {
    api: 'youtubeAnalytics',
    prefix: /^\/v2\/reports/,
    scopes: ['https://www.googleapis.com/auth/yt-analytics.readonly'],
  },
  {
    api: 'youtube',
    prefix: /^(\/upload)?\/youtube\//,
    scopes: ['https://www.googleapis.com/auth/youtube', 'https://www.googleapis.com/auth/youtube.upload'],
  },
  {
    api: 'gads',
    prefix: new RegExp(`^/${GADS_VERSION}/customers/`),
    scopes: ['https://www.googleapis.com/auth/adwords'],
  },
] as const;

/** How each API words its errors: Google Ads in a GoogleAdsFailure, the others in Google's common shape. */
const errorAnswerOf = (api: string | undefined): ErrorAnswer => (api === 'gads' ? gadsFailure : googleError);

export interface SimulatedLimits {
  /** CM360's queries per second; null: unlimited. */
  cm360Qps: number | null;
  /** DV360's writes per minute per advertiser. */
  dv360WritesPerMinute: number;
}

/** A window of recent calls, counted per key. */
class SlidingWindow {
  private readonly calls = new Map<string, number[]>();
  /** Whether one more call fits `limit` per `ms`; counted when it does. */
  admit(key: string, limit: number, ms: number, now = Date.now()): boolean {
    const recent = (this.calls.get(key) ?? []).filter((t) => t > now - ms);
    const admitted = recent.length < limit;
    if (admitted) recent.push(now);
    this.calls.set(key, recent);
    return admitted;
  }
}

export interface SimulatedApiOptions {
  /** The scopes an access token was granted, or null when it is unknown or expired. */
  scopesOf(accessToken: string): string[] | null;
  limits?: Partial<SimulatedLimits>;
}

/** Installs the checks every simulated API request passes, and the simulator's control routes. */
export function simulatedApis(server: FastifyInstance, options: SimulatedApiOptions) {
  let injected: InjectedError[] = [];
  const limits: SimulatedLimits = { cm360Qps: null, dv360WritesPerMinute: 150, ...options.limits };
  const window = new SlidingWindow();
  /** Quota errors answered, per reason (the bench and tests count them). */
  const answered: Record<string, number> = {};

  const injectedFor = (method: string, path: string) => {
    const found = injected.find((e) => path.startsWith(e.path) && (!e.method || e.method === method));
    if (found && --found.times <= 0) injected = injected.filter((e) => e !== found);
    return found;
  };
  const refuse = (reply: FastifyReply, status: number, reason: string, message?: string, answer = googleError) => {
    answered[reason] = (answered[reason] ?? 0) + 1;
    return answer(reply, status, reason, message);
  };

  server.addContentTypeParser('multipart/related', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  server.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/__simulated/')) return;
    const error = injectedFor(request.method, path);
    if (error && path === '/token')
      return reply
        .status(error.status)
        .send({ error: error.reason, error_description: error.message ?? REASON_MESSAGES[error.reason] });
    const api = APIS.find((a) => a.prefix.test(path));
    const answer = errorAnswerOf(api?.api);
    if (error?.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error) return refuse(reply, error.status, error.reason, error.message, answer);
    if (!api) return;
    const scopes = options.scopesOf(request.headers.authorization?.replace(/^Bearer /, '') ?? '');
    if (!scopes) return answer(reply, 401, 'authError', 'Request had invalid authentication credentials.');
    if (!api.scopes.some((s) => scopes.includes(s)))
      return answer(reply, 403, 'insufficientPermissions', 'Request had insufficient authentication scopes.');
    if (api.api === 'cm360' && limits.cm360Qps !== null && !window.admit('cm360', limits.cm360Qps, 1000))
      return refuse(reply, 403, 'userRateLimitExceeded');
    const advertiser = /\/advertisers\/(\d+)/.exec(path)?.[1];
    if (api.api === 'dv360' && request.method !== 'GET' && advertiser)
      if (!window.admit(`dv360:${advertiser}`, limits.dv360WritesPerMinute, 60_000))
        return refuse(reply, 429, 'RESOURCE_EXHAUSTED');
  });

  server.post('/__simulated/errors', (request: FastifyRequest<{ Body: InjectedError }>) => {
    const { path, method, status, reason, message, times = 1, retryAfterSeconds } = request.body;
    injected.push({ path, method, status, reason, message, times, retryAfterSeconds });
    return { injected: injected.length };
  });
  server.post('/__simulated/limits', (request: FastifyRequest<{ Body: Partial<SimulatedLimits> }>) => {
    Object.assign(limits, request.body);
    return limits;
  });
  server.get('/__simulated/answered', () => answered);
}

/** The JSON metadata and the media of a googleapis multipart/related upload. */
export function multipartOf(request: FastifyRequest): { metadata: Record<string, unknown>; media: Buffer } {
  const boundary = /boundary=([^;]+)/.exec(request.headers['content-type'] ?? '')?.[1];
  const body = request.body as Buffer;
  if (!boundary || !Buffer.isBuffer(body)) return { metadata: {}, media: Buffer.alloc(0) };
  const parts: Buffer[] = [];
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    // Each part ends with the CRLF before the next delimiter.
    parts.push(part.subarray(headerEnd + 4, part.length - 2));
    start = next;
  }
  const [metadata, media] = parts;
  return {
    metadata: metadata ? (JSON.parse(metadata.toString('utf8')) as Record<string, unknown>) : {},
    media: media ?? Buffer.alloc(0),
  };
}

/** A page of `items` from the offset `pageToken` names. */
export function pageOf<T>(items: readonly T[], pageToken: string | undefined, size: number) {
  const offset = Number(pageToken ?? 0) || 0;
  const next = offset + size < items.length ? String(offset + size) : undefined;
  return { items: items.slice(offset, offset + size), nextPageToken: next };
}
