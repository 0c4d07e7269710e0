import { BlockList, isIPv4, isIPv6 } from 'node:net';

/*
 * Which addresses a push endpoint may resolve to: public unicast only. Everything a server can
 * reach but the internet cannot (loopback, private ranges, link-local cloud metadata, CGNAT,
 * multicast, IPv6 unique-local) is refused, so a subscription cannot turn the server into a
 * probe of its own network. IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged as the IPv4 inside.
 */
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

const MAPPED_DOTTED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;
const MAPPED_HEX = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i;

/** The IPv4 address inside an IPv4-mapped IPv6 one, in either spelling (URL parsing gives hex). */
function mappedIpv4(address: string): string | null {
  const dotted = MAPPED_DOTTED.exec(address)?.[1];
  if (dotted) return dotted;
  const hex = MAPPED_HEX.exec(address);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

export function isPublicAddress(address: string): boolean {
  const mapped = mappedIpv4(address);
  if (mapped) return isPublicAddress(mapped);
  if (isIPv4(address)) return !refused.check(address, 'ipv4');
  if (isIPv6(address)) return !refused.check(address, 'ipv6');
  return false;
}
