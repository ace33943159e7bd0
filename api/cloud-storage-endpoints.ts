// Test connection reaches public storage only (issue 22 §2): a connector's own endpoint (S3-compatible storage, a GCS
// emulator) is resolved before the probe, and one resolving to a loopback, private or link-local address is refused
// in words, so the button cannot be pointed at the product's own network, unless ALLOW_PRIVATE_LINKS trusts it (as
// for upload links: an intranet's MinIO, the local emulators). The SDK resolves the name again when it connects; the
// platform's own endpoints (none set) are public.
import net from 'node:net';
import type { ConnectionProbe } from '../commands/cloud-storage';
import { resolveWithDns, type ResolveHost } from '../workflows/upload/link-guard';
import { isPublicAddress } from '../workflows/upload/public-address';

export const endpointNotPublic = (host: string) => `The endpoint ${host} is not a public address`;

/** The probe, refusing first a connector whose endpoint resolves to an address that is not public. */
export function publicEndpointsOnly(
  probe: ConnectionProbe,
  allowPrivate: boolean,
  resolve: ResolveHost = resolveWithDns,
): ConnectionProbe {
  if (allowPrivate) return probe;
  return async (settings, secret) => {
    const { endpoint } = settings.connectionConfig;
    if (endpoint) {
      const host = new URL(endpoint).hostname.replace(/^\[(.*)\]$/, '$1');
      // A name that does not resolve is the probe's to report ('could not be reached').
      const addresses = net.isIP(host) ? [host] : await resolve(host).catch(() => []);
      if (addresses.some((address) => !isPublicAddress(address))) return endpointNotPublic(host);
    }
    return probe(settings, secret);
  };
}
