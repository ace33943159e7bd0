// Fetching a user's link from the server must not become a way into the server's own network: every hop
// (redirects are followed by hand) must resolve to a public address, unless ALLOW_PRIVATE_LINKS is set.
import { lookup } from 'node:dns/promises';
import net from 'node:net';

const MAX_REDIRECTS = 5;

const PRIVATE_V4: [string, number][] = [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16],
  ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 3],
];

const v4 = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);

export function isPrivateAddress(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  if (net.isIPv4(ip)) return PRIVATE_V4.some(([base, bits]) => v4(ip) >>> (32 - bits) === v4(base) >>> (32 - bits));
  const lower = ip.toLowerCase();
  return lower === '::' || lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
}

export class PrivateAddressError extends Error {
  constructor(readonly host: string) {
    super(`${host} is not a public address`);
    this.name = 'PrivateAddressError';
  }
}

async function assertPublic(url: URL): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = net.isIP(host) ? [{ address: host }] : await lookup(host, { all: true });
  if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address))) throw new PrivateAddressError(host);
}

/** fetch() of a link, refusing private targets (also behind redirects) unless they are allowed. */
export async function fetchLink(link: string, opts: { allowPrivate: boolean; timeoutMs: number }): Promise<Response> {
  let url = new URL(link);
  const signal = AbortSignal.timeout(opts.timeoutMs);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (!['http:', 'https:'].includes(url.protocol)) throw new Error(`Links over ${url.protocol} are not fetched`);
    if (!opts.allowPrivate) await assertPublic(url);
    const response = await fetch(url, { signal, redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return response;
    url = new URL(location, url);
  }
  throw new Error('Too many redirects');
}
