// Why a link could not be downloaded, in the words the upload row shows (the AssetUploadFailed message): the
// server's answer, a host that does not resolve, a refused or timed-out connection, a private address, a bad
// certificate. Without the why, a user cannot tell a typo from a server that is down.
import { PrivateAddressError } from './link-guard';

export const LINK_FAILED = 'The link could not be downloaded';
export const linkFailed = (why: string) => `${LINK_FAILED}: ${why}`;

/** A link fetchLink will not follow (its scheme, or too many redirects); its message is the why. */
export class LinkNotFetchedError extends Error {
  constructor(why: string) {
    super(why);
    this.name = 'LinkNotFetchedError';
  }
}

const SOCKET_FAILURES: Record<string, string> = {
  ENOTFOUND: 'its host name was not found',
  EAI_AGAIN: 'its host name could not be looked up',
  ECONNREFUSED: 'the server refused the connection',
  ECONNRESET: 'the server closed the connection',
  ENETUNREACH: 'the server cannot be reached',
  EHOSTUNREACH: 'the server cannot be reached',
};

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

const isTimeout = (error: unknown, code: string | undefined) =>
  (error instanceof DOMException && error.name === 'TimeoutError') ||
  code === 'ETIMEDOUT' ||
  code === 'UND_ERR_CONNECT_TIMEOUT';
const isCertificate = (code: string | undefined) =>
  code !== undefined && /CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)/.test(code);

/** The why of a fetch that failed before an answer (undici reports socket errors as "fetch failed" with the error as
 * its cause). */
export function fetchFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof PrivateAddressError) return `${error.host} is not a public address`;
  if (error instanceof LinkNotFetchedError) return error.message;
  const cause = error instanceof TypeError && error.cause !== undefined ? error.cause : error;
  const code = codeOf(cause);
  if (isTimeout(cause, code)) return `the server did not answer within ${Math.round(timeoutMs / 1000)} seconds`;
  if (code && SOCKET_FAILURES[code]) return SOCKET_FAILURES[code];
  if (isCertificate(code)) return 'its HTTPS certificate is not valid';
  return cause instanceof Error ? cause.message : String(cause);
}

/** The why of an answer that carries no file. */
export const answerFailure = (status: number, statusText: string) =>
  `the server answered ${status}${statusText ? ` ${statusText}` : ''}`;
