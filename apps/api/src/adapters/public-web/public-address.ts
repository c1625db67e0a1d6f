import { BlockList, isIPv4, isIPv6 } from 'node:net';

// What the shop may fetch from on a member of staff's say-so: the public internet only, never itself, the
// cloud's metadata service or anything else on its own networks.

/** IPv4 blocks that are not the public internet (IANA's special-purpose registry). */
const NOT_PUBLIC_V4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, where clouds answer for their metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relays
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  NOT_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
}

/**
 * IPv6 is public only within global unicast, 2000::/3: that leaves out loopback, unspecified, link-local
 * (fe80::/10), unique local (fc00::/7), multicast (ff00::/8), NAT64 and the IPv4-compatible forms at once.
 */
const GLOBAL_UNICAST = new BlockList();
GLOBAL_UNICAST.addSubnet('2000::', 3, 'ipv6');
/** Blocks inside 2000::/3 that are not the public internet. */
const NOT_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23], // IETF protocol assignments, Teredo among them (which embeds an IPv4 address)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, which embeds an IPv4 address
  ['3fff::', 20], // documentation
] as const) {
  NOT_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part becomes the last two). */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail, extra] = text.split('::');
  if (extra !== undefined) return undefined;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((g) =>
    Number.parseInt(g, 16),
  );
  return groups.every((g) => g >= 0 && g <= 0xffff) ? groups : undefined;
}

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:10.0.0.1, ::ffff:a00:1); undefined otherwise. */
function mappedIPv4(address: string): string | undefined {
  const groups = ipv6Groups(address);
  if (!groups || groups.slice(0, 5).some((g) => g !== 0) || groups[5] !== 0xffff) return undefined;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/**
 * Whether an IP address is on the public internet: not private, loopback, link-local, unique local, multicast,
 * reserved or documentation space, in IPv4 or IPv6, and an IPv4-mapped IPv6 address is judged as its IPv4.
 * Anything that is not an IP address at all (a name, an address with a zone) is not public.
 */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !NOT_PUBLIC_V4.check(address, 'ipv4');
  if (!isIPv6(address) || address.includes('%')) return false;
  const mapped = mappedIPv4(address);
  if (mapped) return isPublicAddress(mapped);
  return GLOBAL_UNICAST.check(address, 'ipv6') && !NOT_PUBLIC_V6.check(address, 'ipv6');
}
