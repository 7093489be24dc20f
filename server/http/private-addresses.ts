// Which addresses a fetch on a student's behalf must never reach: loopback, private, link-local,
// carrier-grade NAT, multicast and reserved networks, so a given address cannot be used to look inside
// our own network. An IPv6 address that carries an IPv4 one (IPv4-mapped, IPv4-compatible, NAT64, 6to4)
// reaches that IPv4 address, so it is judged by it: every blocked IPv4 network is blocked in each form.
import { BlockList, isIP } from 'node:net';

const IPV4_BLOCKED: readonly (readonly [network: string, prefix: number])[] = [
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
];

const IPV6_BLOCKED: readonly (readonly [network: string, prefix: number])[] = [
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local: deprecated, still private where a stack honours it
  ['ff00::', 8], // multicast
  ['64:ff9b:1::', 48], // NAT64 for a local network's own use
  ['2001::', 32], // Teredo: tunnels to an IPv4 address written obfuscated, so no range can be read off it
];

/** Where each IPv6 form carries its IPv4 address: the form's prefix (as a number) and the bits before the IPv4 address. */
const IPV4_IN_IPV6: readonly (readonly [form: string, prefix: bigint, offset: number])[] = [
  ['IPv4-compatible ::a.b.c.d', 0n, 96],
  ['IPv4-mapped ::ffff:a.b.c.d', 0xffffn << 32n, 96],
  ['IPv4-translated ::ffff:0:a.b.c.d', 0xffffn << 48n, 96],
  ['NAT64 64:ff9b::a.b.c.d', 0x64ff9bn << 96n, 96],
  ['6to4 2002:aabb:ccdd::', 0x2002n << 112n, 16],
];

const blocked = new BlockList();
for (const [network, prefix] of IPV4_BLOCKED) {
  blocked.addSubnet(network, prefix, 'ipv4');
  for (const [, formPrefix, offset] of IPV4_IN_IPV6) {
    blocked.addSubnet(ipv6Text(formPrefix | (ipv4Number(network) << BigInt(128 - offset - 32))), offset + prefix, 'ipv6');
  }
}
for (const [network, prefix] of IPV6_BLOCKED) blocked.addSubnet(network, prefix, 'ipv6');

/** Loopback, private, link-local, carrier-grade NAT, multicast, reserved, in IPv4 or any IPv6 form carrying one; anything not an address too. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

function ipv4Number(address: string): bigint {
  return address.split('.').reduce((value, octet) => (value << 8n) | BigInt(octet), 0n);
}

function ipv6Text(value: bigint): string {
  const groups = Array.from({ length: 8 }, (_, index) => ((value >> BigInt(112 - 16 * index)) & 0xffffn).toString(16));
  return groups.join(':');
}
