// Test connection reaches public storage only (issue 22 §2; workflows/shared/public-endpoint.ts): a connector whose
// own endpoint is not public is refused in words before the probe, unless ALLOW_PRIVATE_LINKS trusts the network.
import type { ConnectionProbe } from '../commands/cloud-storage';
import type { ResolveHost } from '../workflows/upload/link-guard';
import { endpointRefusal } from '../workflows/shared/public-endpoint';

/**
 * The probe, refusing first a connector whose endpoint resolves to an address that is not public, unless it is one of
 * the `trusted` endpoints (the product's own local bucket).
 */
export function publicEndpointsOnly(
  probe: ConnectionProbe,
  allowPrivate: boolean,
  resolve?: ResolveHost,
  trusted: readonly string[] = [],
): ConnectionProbe {
  if (allowPrivate) return probe;
  return async (settings, secret) =>
    (await endpointRefusal(settings.connectionConfig.endpoint, resolve, trusted)) ?? probe(settings, secret);
}
