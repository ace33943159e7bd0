// Where a link's socket is opened. The host is resolved once, every address it resolves to must pass the
// policy, and the socket connects to exactly those addresses: DNS is never asked again between the check
// and the connect (rebinding), and a redirect's socket comes through here like the first one.
import { lookup } from 'node:dns/promises';
import net from 'node:net';
import { buildConnector } from 'undici';

/** The addresses a host name resolves to. */
export type ResolveHost = (hostname: string) => Promise<string[]>;
/** Whether a socket may connect to this address and port. */
export type TargetPolicy = (address: string, port: number) => boolean;

export const resolveWithDns: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true })).map((a) => a.address);

export class PrivateAddressError extends Error {
  constructor(readonly host: string) {
    super(`${host} is not a public address`);
    this.name = 'PrivateAddressError';
  }
}

async function checkedAddresses(
  hostname: string,
  port: number,
  resolve: ResolveHost,
  accepts: TargetPolicy,
): Promise<string[]> {
  const addresses = net.isIP(hostname) ? [hostname] : await resolve(hostname);
  if (addresses.length === 0 || !addresses.every((address) => accepts(address, port)))
    throw new PrivateAddressError(hostname);
  return addresses;
}

// net.connect calls this instead of DNS; it never calls a lookup for an IP literal, which it connects to as checked.
const pinnedLookup =
  (addresses: string[]): net.LookupFunction =>
  (_hostname, options, callback) => {
    const all = addresses.map((address) => ({ address, family: net.isIP(address) }));
    if (options.all) callback(null, all);
    else callback(null, all[0]!.address, all[0]!.family);
  };

/** An undici `connect` that refuses, before any byte is sent, a host resolving to an address the policy refuses. */
export function guardedConnector(resolve: ResolveHost, accepts: TargetPolicy): buildConnector.connector {
  return (options, callback) => {
    const port = Number(options.port) || (options.protocol === 'https:' ? 443 : 80);
    checkedAddresses(options.hostname, port, resolve, accepts).then(
      (addresses) => buildConnector({ lookup: pinnedLookup(addresses) })(options, callback),
      (error: Error) => callback(error, null),
    );
  };
}
