// Google Ads' failures as PlatformErrors (issue 20 §2; spec 2 §8's Google Ads list): a GoogleAdsFailure's error code
// (authenticationError CLIENT_CUSTOMER_ID_INVALID, authorizationError CUSTOMER_NOT_ENABLED or USER_PERMISSION_DENIED,
// quotaError RESOURCE_EXHAUSTED, ...) says the kind and the spec's message, Google's own message follows it; an OAuth
// refusal on refresh (invalid_grant) asks to reconnect. Only the far end's words are kept, never the request.
import { GADS_MESSAGES } from '../../domain/gads/messages';
import { PlatformError, type PlatformErrorKind } from '../ad-platform';
import { platformErrorOf, type GoogleApiRules } from '../google/api';

const CODES: Readonly<Record<string, { kind: PlatformErrorKind; message: string }>> = {
  CLIENT_CUSTOMER_ID_INVALID: { kind: 'account', message: GADS_MESSAGES.invalidCustomerId },
  INVALID_CUSTOMER_ID: { kind: 'account', message: GADS_MESSAGES.invalidCustomerId },
  CUSTOMER_NOT_FOUND: { kind: 'account', message: GADS_MESSAGES.invalidCustomerId },
  CUSTOMER_NOT_ENABLED: { kind: 'account', message: GADS_MESSAGES.invalidAdsUser },
  NOT_ADS_USER: { kind: 'auth', message: GADS_MESSAGES.invalidAdsUser },
  USER_PERMISSION_DENIED: { kind: 'auth', message: GADS_MESSAGES.invalidAdsUser },
  OAUTH_TOKEN_INVALID: { kind: 'auth', message: GADS_MESSAGES.invalidOAuthToken },
  OAUTH_TOKEN_EXPIRED: { kind: 'auth', message: GADS_MESSAGES.invalidOAuthToken },
  OAUTH_TOKEN_REVOKED: { kind: 'auth', message: GADS_MESSAGES.invalidOAuthToken },
  OAUTH_TOKEN_DISABLED: { kind: 'auth', message: GADS_MESSAGES.invalidOAuthToken },
  RESOURCE_EXHAUSTED: { kind: 'throttled', message: 'Google Ads asks to slow down' },
  RESOURCE_TEMPORARILY_EXHAUSTED: { kind: 'throttled', message: 'Google Ads asks to slow down' },
};

/** How long Google Ads asks to wait after RESOURCE_TEMPORARILY_EXHAUSTED when it names no delay. */
const THROTTLED_WAIT_MS = 30_000;

interface GadsFailureBody {
  error?:
    | string
    | {
        message?: string;
        details?: { errors?: { errorCode?: Record<string, string>; message?: string }[] }[];
      };
  error_description?: string;
}

const RULES: GoogleApiRules = { name: 'Google Ads', channel: 'Google Ads', reasons: {} };

/** The failure's first GoogleAdsError: its code (whichever error family holds it) and its message. */
function firstError(body: GadsFailureBody) {
  if (typeof body.error !== 'object') return null;
  const found = body.error.details?.flatMap((d) => d.errors ?? [])[0];
  const code = found?.errorCode ? Object.values(found.errorCode)[0] : undefined;
  return code ? { code, message: found?.message ?? body.error.message } : null;
}

/** `doing` heads a failure the list does not name (a look-up's 'Fetching ... failed', else 'Unexpected error'). */
export function gadsErrorOf(error: unknown, doing: string): PlatformError {
  if (error instanceof PlatformError) return error;
  const body = ((error as { response?: { data?: unknown } }).response?.data ?? {}) as GadsFailureBody;
  if (typeof body.error === 'string')
    return new PlatformError(
      'auth',
      `${GADS_MESSAGES.invalidOAuthToken} (${body.error_description ?? body.error})`,
      body.error,
    );
  const found = firstError(body);
  const known = found && CODES[found.code];
  if (found && known) {
    const said = found.message ? ` (Google Ads: ${found.message})` : '';
    const wait = known.kind === 'throttled' ? THROTTLED_WAIT_MS : undefined;
    return new PlatformError(known.kind, `${known.message}${said}`, found.code, wait);
  }
  const general = platformErrorOf(error, RULES);
  const reason = found?.message ?? (typeof body.error === 'object' ? body.error.message : undefined);
  return new PlatformError(
    general.kind,
    reason ? `${doing}: ${reason}` : doing,
    found?.code ?? general.platformCode,
    general.retryAfterMs,
  );
}
