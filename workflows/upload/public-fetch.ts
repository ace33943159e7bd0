// Fetching a user's link from the server must not become a way into the server's own network: every socket
// (each hop: redirects are followed by hand) connects only to addresses the link guard checked and found
// public, unless ALLOW_PRIVATE_LINKS is set.
import { Agent, fetch, type Response } from 'undici';
import {
  guardedConnector,
  PrivateAddressError,
  resolveWithDns,
  type ResolveHost,
  type TargetPolicy,
} from './link-guard';
import { LinkNotFetchedError } from './link-failure';
import { isPublicAddress } from './public-address';

const MAX_REDIRECTS = 5;

export interface FetchLinkOptions {
  allowPrivate: boolean;
  timeoutMs: number;
  /** Which targets count as public (default: public addresses on any port); moot when private links are allowed. */
  isPublic?: TargetPolicy;
  resolve?: ResolveHost;
}

// undici reports a refused connection as "fetch failed" with the refusal as its cause.
function unwrapRefusal(error: unknown): never {
  throw error instanceof TypeError && error.cause instanceof PrivateAddressError ? error.cause : error;
}

/** fetch() of a link, refusing private targets (also behind redirects) unless they are allowed. */
export async function fetchLink(link: string, opts: FetchLinkOptions): Promise<Response> {
  const accepts = opts.allowPrivate ? () => true : (opts.isPublic ?? isPublicAddress);
  // One dispatcher per link, so no socket outlives it: pipelining 0 keeps none alive.
  const dispatcher = new Agent({ pipelining: 0, connect: guardedConnector(opts.resolve ?? resolveWithDns, accepts) });
  const signal = AbortSignal.timeout(opts.timeoutMs);
  let url = new URL(link);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (!['http:', 'https:'].includes(url.protocol))
      throw new LinkNotFetchedError(`links over ${url.protocol.slice(0, -1)} are not fetched`);
    const response = await fetch(url, { signal, redirect: 'manual', dispatcher }).catch(unwrapRefusal);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return response;
    await response.body?.cancel();
    url = new URL(location, url);
  }
  throw new LinkNotFetchedError(`it redirects more than ${MAX_REDIRECTS} times`);
}
