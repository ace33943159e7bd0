// A platform's refusal (PlatformError, platforms/ad-platform.ts) as the API answers it: the platform's reason as the
// message, what kind it was and how long to wait in the details. Throttling and spent quotas are 429, a platform that
// did not answer 503, and a token, account or creative the platform refused 422 (never 401: that would sign the
// user out of Varia for Meta's or Google's word).
import { PlatformError, type PlatformErrorKind } from '../../platforms/ad-platform';
import { DomainError } from '../../domain/shared/errors';

const STATUS: Record<PlatformErrorKind, 422 | 429 | 503> = {
  throttled: 429,
  quota: 429,
  auth: 422,
  account: 422,
  invalid: 422,
  unavailable: 503,
};

export function platformRefusal(error: PlatformError): DomainError {
  const status = STATUS[error.kind];
  const code = status === 503 ? 'SERVICE_UNAVAILABLE' : status === 429 ? 'DEFAULT_ERROR' : 'UNPROCESSABLE_ENTITY';
  return new DomainError(status, code, error.message, {
    kind: error.kind,
    platformCode: error.platformCode,
    ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }),
  });
}

/** Runs a platform call, its PlatformError answered as above. */
export async function onPlatform<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof PlatformError ? platformRefusal(error) : error;
  }
}
