// Google Ads' JSON error answer, as its REST interface sends it: Google's error with a GoogleAdsFailure in its
// details, the code under its error family (authenticationError CLIENT_CUSTOMER_ID_INVALID, authorizationError
// CUSTOMER_NOT_ENABLED, ...) and Google Ads' own message for it.
import type { FastifyReply } from 'fastify';
import { GADS_VERSION } from './rest';

const FAMILIES: Record<string, string> = {
  CLIENT_CUSTOMER_ID_INVALID: 'authenticationError',
  NOT_ADS_USER: 'authenticationError',
  OAUTH_TOKEN_INVALID: 'authenticationError',
  DEVELOPER_TOKEN_PARAMETER_MISSING: 'authenticationError',
  CUSTOMER_NOT_ENABLED: 'authorizationError',
  USER_PERMISSION_DENIED: 'authorizationError',
  ACCESS_TOKEN_SCOPE_INSUFFICIENT: 'authorizationError',
  RESOURCE_EXHAUSTED: 'quotaError',
  RESOURCE_TEMPORARILY_EXHAUSTED: 'quotaError',
};

const MESSAGES: Record<string, string> = {
  CLIENT_CUSTOMER_ID_INVALID: 'The customer ID is not a valid Google Ads customer ID.',
  NOT_ADS_USER:
    'The Google account that generated the OAuth access tokens is not associated with any Google Ads accounts.',
  CUSTOMER_NOT_ENABLED: "The customer account can't be accessed because it is not yet enabled or has been deactivated.",
  USER_PERMISSION_DENIED: "User doesn't have permission to access customer.",
  DEVELOPER_TOKEN_PARAMETER_MISSING: 'Developer token is missing from the request.',
  RESOURCE_EXHAUSTED: 'Too many requests.',
  RESOURCE_TEMPORARILY_EXHAUSTED: 'Too many requests. Retry in 30 seconds.',
};

/** The simulated Google's own reasons, in Google Ads' words. */
const ALIASES: Record<string, string> = {
  authError: 'OAUTH_TOKEN_INVALID',
  insufficientPermissions: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
};

const STATUS_WORDS: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

const familyOf = (code: string, status: number) =>
  FAMILIES[code] ?? (status === 429 ? 'quotaError' : status >= 500 ? 'internalError' : 'requestError');

export function gadsFailure(reply: FastifyReply, status: number, reason: string, message?: string) {
  const code = ALIASES[reason] ?? reason;
  const text = message ?? MESSAGES[code] ?? code;
  return reply.status(status).send({
    error: {
      code: status,
      message: status >= 500 ? 'Internal error encountered.' : 'Request contains an invalid argument.',
      status: STATUS_WORDS[status] ?? 'UNKNOWN',
      details: [
        {
          '@type': `type.googleapis.com/google.ads.googleads.${GADS_VERSION}.errors.GoogleAdsFailure`,
          errors: [{ errorCode: { [familyOf(code, status)]: code }, message: text }],
          requestId: `sim-${Date.now().toString(36)}`,
        },
      ],
    },
  });
}
