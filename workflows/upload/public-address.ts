// Which addresses a link may reach: ipaddr.js names the special ranges, and an IPv6 address that carries
// an IPv4 one is judged by the IPv4 address its packets end up at.
import net from 'node:net';
import ipaddr from 'ipaddr.js';

// IANA's global unicast block. ipaddr.js calls everything it has no name for "unicast", which would let
// the deprecated IPv4-compatible ::a.b.c.d (and other unassigned space) through.
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');
// Only the well-known NAT64 prefix puts the IPv4 address in the last 32 bits; 64:ff9b:1::/48 is local use.
const WELL_KNOWN_NAT64 = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

/** The IPv4 address behind `ip`: the kernel unmaps ::ffff:a.b.c.d, a NAT64 gateway or a 6to4 relay unwraps theirs. */
function carriedIPv4(ip: ipaddr.IPv6): ipaddr.IPv4 | null {
  const bytes = ip.toByteArray();
  if (ip.isIPv4MappedAddress() || ip.match(WELL_KNOWN_NAT64)) return new ipaddr.IPv4(bytes.slice(12));
  if (ip.range() === '6to4') return new ipaddr.IPv4(bytes.slice(2, 6));
  return null;
}

function isPublicIPv6(ip: ipaddr.IPv6): boolean {
  const carried = carriedIPv4(ip);
  if (carried) return carried.range() === 'unicast';
  return ip.range() === 'unicast' && ip.match(GLOBAL_UNICAST);
}

/** Whether a socket address (as the socket layer takes it: no hex, octal or short IPv4 forms) is on the public
 * internet. */
export function isPublicAddress(address: string): boolean {
  if (!net.isIP(address)) return false;
  const ip = ipaddr.parse(address);
  return ip.kind() === 'ipv4' ? ip.range() === 'unicast' : isPublicIPv6(ip as ipaddr.IPv6);
}
