// What the googleapis adapters (CM360, DV360, YouTube) share: each client's options (our auth, the base URL, no
// retries of gaxios' own: the publish workflow retries as PlatformError says), a node's token as an OAuth2Client,
// and a Google API error turned into a PlatformError with the platform's own reason.
import { Readable } from 'node:stream';
import type { GoogleAuth, OAuth2Client } from 'google-auth-library';
import { PlatformError, type PlatformErrorKind } from '../ad-platform';

/** Who a googleapis client calls as: a node's OAuth tokens, or the product's own credentials (CM360). */
export type GoogleAuthClient = GoogleAuth | OAuth2Client;

/**
 * Options for a googleapis client: `rootUrl` is the simulated platform's base URL, unset for Google's own hosts. Its
 * requests go through Node's own fetch (undici: kept-alive sockets, a body written without stream pipelines) rather
 * than gaxios' node-fetch, which spent a third of a publish worker's HTTP time setting up each request (issue 20 §5).
 */
export function clientOptions(auth: GoogleAuthClient, rootUrl: string | undefined) {
  return { auth, retry: false, fetchImplementation: fetch, ...(rootUrl ? { rootUrl } : {}) };
}

/** Per-call options for an upload: googleapis builds a media URL from the call's rootUrl only, never the client's. */
export const uploadOptions = (rootUrl: string | undefined) => (rootUrl ? { rootUrl } : {});

/** A file's bytes as googleapis' multipart upload wants them: a stream. */
export const mediaOf = (contentType: string, bytes: Buffer) => ({
  mimeType: contentType,
  body: Readable.from([bytes]),
});

/** What one platform's errors mean beyond HTTP's defaults. */
export interface GoogleApiRules {
  /** The platform's name as a user knows it. */
  name: string;
  /** The spec's channel word for "something went wrong publishing into {channel}". */
  channel: string;
  /** The kind each of the platform's reasons (errors[].reason or status) means. */
  reasons: Readonly<Record<string, PlatformErrorKind>>;
}

interface ApiErrorBody {
  error?:
    string | { code?: number; message?: string; status?: string; errors?: { reason?: string; message?: string }[] };
  error_description?: string;
}
interface HttpFailure {
  status?: number;
  code?: string | number;
  response?: { status?: number; data?: unknown; headers?: Headers | Record<string, string> };
}

const byStatus = (status: number | undefined): PlatformErrorKind => {
  if (status === 401 || status === 403) return 'auth';
  if (status === 404) return 'account';
  if (status === 429) return 'throttled';
  if (status !== undefined && status >= 400 && status < 500) return 'invalid';
  return 'unavailable';
};

/** Google's daily quotas refresh at midnight Pacific time. */
export function untilPacificMidnight(now = new Date()): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    hourCycle: 'h23',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const elapsed = ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 + now.getMilliseconds();
  return 24 * 3600_000 - elapsed;
}

function retryAfterHeader(headers: Headers | Record<string, string> | undefined) {
  // Judged by shape: gaxios answers a fetch Headers that is not this realm's (instanceof Headers is false).
  const value =
    typeof headers?.get === 'function'
      ? (headers as Headers).get('retry-after')
      : (headers as Record<string, string> | undefined)?.['retry-after'];
  const seconds = Number(value);
  return value && Number.isFinite(seconds) ? seconds * 1000 : undefined;
}

/**
 * The PlatformError a googleapis call failed with: an OAuth refusal (`invalid_grant` on refresh) is auth; else the
 * platform's reason, then its HTTP status, says the kind. Only the far end's words are kept, never the request (its
 * Authorization header carries the token).
 */
export function platformErrorOf(error: unknown, rules: GoogleApiRules): PlatformError {
  if (error instanceof PlatformError) return error;
  const failure = error as HttpFailure;
  const status = failure.response?.status ?? (typeof failure.status === 'number' ? failure.status : undefined);
  const body = (failure.response?.data ?? {}) as ApiErrorBody;
  const sorry = `Sorry, something went wrong publishing into ${rules.channel}. Please contact your Customer Success team for more details.`;
  if (typeof body.error === 'string') {
    const message =
      body.error === 'invalid_grant'
        ? `The ${rules.name} connection has expired or was revoked (${body.error_description ?? 'invalid_grant'}): connect it again in the business node's integrations`
        : `Google refused the ${rules.name} token: ${body.error_description ?? body.error}`;
    return new PlatformError('auth', message, body.error);
  }
  if (!failure.response) return new PlatformError('unavailable', sorry, String(failure.code ?? 'no answer'));
  const reason = body.error?.errors?.[0]?.reason ?? body.error?.status;
  const kind = (reason && rules.reasons[reason]) || byStatus(status);
  const retryAfterMs =
    retryAfterHeader(failure.response.headers) ?? (kind === 'quota' ? untilPacificMidnight() : undefined);
  const message = body.error?.message ? `${rules.name}: ${body.error.message}` : sorry;
  return new PlatformError(kind, message, reason ?? String(status), retryAfterMs);
}

/** Runs a googleapis call, its failure turned into a PlatformError. */
export async function calling<T>(rules: GoogleApiRules, call: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await call()).data;
  } catch (error) {
    throw platformErrorOf(error, rules);
  }
}

/**
 * googleapis' API modules, each loaded with its adapter's first call rather than at boot: an idle product never calls
 * them (~3 MB of heap, ARCHITECTURE.md "Memory"). Their types are imported as types only.
 */
export const googleApis = {
  dfareporting: () => import('googleapis/build/src/apis/dfareporting/v5.js'),
  displayvideo: () => import('googleapis/build/src/apis/displayvideo/v4.js'),
  bidManager: () => import('googleapis/build/src/apis/doubleclickbidmanager/v2.js'),
  youtube: () => import('googleapis/build/src/apis/youtube/v3.js'),
  youtubeAnalytics: () => import('googleapis/build/src/apis/youtubeAnalytics/v2.js'),
};

/** How many nodes' clients an adapter keeps, so a token is refreshed once per hour rather than once per call. */
const KEPT_CLIENTS = 100;

/** A googleapis client per node token, kept while recently used. */
export function clientsByToken<T>(make: (token: string) => T): (token: string | null) => T {
  const kept = new Map<string, T>();
  return (token) => {
    if (!token)
      throw new PlatformError(
        'auth',
        "The platform is not connected: connect it in the business node's integrations",
        'noToken',
      );
    let client = kept.get(token);
    if (!client) {
      client = make(token);
      if (kept.size >= KEPT_CLIENTS) kept.delete(kept.keys().next().value!);
    }
    kept.delete(token);
    kept.set(token, client);
    return client;
  };
}
