// Meta's errors in the product's terms (PlatformError). Meta sends most of them over HTTP 400, so the kind comes from
// the error object's code and subcode, never from the status: rate limits (4, 17, 32, 613, 80000-80014; 17/2446079
// and 613/1487742 for ads management) are throttled, with the wait the usage headers announce; 190 (subcodes 459, 460,
// 463, 467), 102 and the permission codes are auth; 100/33 (an ad account or object the token cannot reach) is
// account; 1, 2 and 5xx are unavailable; anything else is a refusal, in Meta's own words for the user.
import { PlatformError } from '../ad-platform';

interface MetaErrorBody {
  message?: string;
  code?: number;
  error_subcode?: number;
  error_user_title?: string;
  error_user_msg?: string;
}

/** What the SDK's FacebookRequestError carries (its url and data hold the access token: never keep them). */
interface SdkRequestError {
  name?: string;
  status?: number | null;
  response?: MetaErrorBody | null;
  headers?: Record<string, string> | null;
}

/** When Meta does not say how long to wait. */
const DEFAULT_THROTTLE_MS = 60_000;
const META_DID_NOT_ANSWER = 'Meta did not answer; please try again later';

const isThrottle = (code: number) => [4, 17, 32, 613].includes(code) || (code >= 80_000 && code <= 80_014);
const isAuth = (code: number) => code === 190 || code === 102 || code === 10 || (code >= 200 && code < 300);

/** The longest wait the usage headers announce: estimated_time_to_regain_access (minutes) in
 * X-Business-Use-Case-Usage, reset_time_duration (seconds) in X-Ad-Account-Usage. */
export function retryAfterMs(headers: Record<string, string> | null | undefined): number | undefined {
  const read = (name: string): unknown => {
    try {
      const value = headers?.[name];
      return value ? (JSON.parse(value) as unknown) : undefined;
    } catch {
      return undefined;
    }
  };
  const business = read('x-business-use-case-usage') as Record<string, { estimated_time_to_regain_access?: number }[]>;
  const minutes = Object.values(business ?? {})
    .flat()
    .map((usage) => usage.estimated_time_to_regain_access ?? 0);
  const account = read('x-ad-account-usage') as { reset_time_duration?: number } | undefined;
  const waits = [...minutes.map((m) => m * 60_000), (account?.reset_time_duration ?? 0) * 1000].filter((ms) => ms > 0);
  return waits.length > 0 ? Math.max(...waits) : undefined;
}

/** A Meta error as the product's PlatformError; anything else (a bug of ours) is passed on as it is. */
export function toPlatformError(error: unknown): unknown {
  if (error instanceof PlatformError) return error;
  const sdk = error as SdkRequestError;
  if (sdk?.name !== 'FacebookRequestError') return error;
  const body = sdk.response ?? {};
  const code = body.code;
  if (code === undefined) return new PlatformError('unavailable', META_DID_NOT_ANSWER, `http/${sdk.status ?? 'none'}`);
  const platformCode = body.error_subcode === undefined ? String(code) : `${code}/${body.error_subcode}`;
  const reason = body.error_user_msg ?? body.message ?? META_DID_NOT_ANSWER;
  if (isThrottle(code))
    return new PlatformError('throttled', reason, platformCode, retryAfterMs(sdk.headers) ?? DEFAULT_THROTTLE_MS);
  if (isAuth(code)) return new PlatformError('auth', `${reason} Reconnect Meta for this business node.`, platformCode);
  if (code === 100 && body.error_subcode === 33) return new PlatformError('account', reason, platformCode);
  if (code === 1 || code === 2 || (sdk.status ?? 0) >= 500)
    return new PlatformError('unavailable', reason, platformCode);
  return new PlatformError('invalid', reason, platformCode);
}

/** Runs a Graph call, its failure as a PlatformError. */
export async function metaCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toPlatformError(error);
  }
}
