// A cloud storage connector's own endpoint (S3-compatible storage, a GCS emulator) must be public storage (issue 22
// §2): one resolving to a loopback, private or link-local address is refused in words, so neither the Test
// connection button nor an export can be pointed at the product's own network (a cloud's metadata service answers on
// 169.254.169.254), unless ALLOW_PRIVATE_LINKS trusts that network (as for upload links: an intranet's MinIO, the
// local emulators). The SDK resolves the name again when it connects; the platforms' own endpoints (none set) are
// public. The product's own local bucket (runtime/local-bucket.ts) is trusted by its exact origin: the product started
// it on loopback, and nothing else on that network is let through.
import net from 'node:net';
import { resolveWithDns, type ResolveHost } from '../upload/link-guard';
import { isPublicAddress } from '../upload/public-address';

export const endpointNotPublic = (host: string) => `The endpoint ${host} is not a public address`;

/**
 * Why the endpoint may not be used, or null when there is none, it is one of the `trusted` endpoints (the local
 * bucket's) or it resolves to public addresses only.
 */
export async function endpointRefusal(
  endpoint: string | null | undefined,
  resolve: ResolveHost = resolveWithDns,
  trusted: readonly string[] = [],
): Promise<string | null> {
  if (!endpoint) return null;
  const url = new URL(endpoint);
  if (trusted.some((t) => new URL(t).origin === url.origin)) return null;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  // A name that does not resolve is the caller's to report (the probe's 'could not be reached').
  const addresses = net.isIP(host) ? [host] : await resolve(host).catch(() => []);
  return addresses.some((address) => !isPublicAddress(address)) ? endpointNotPublic(host) : null;
}
