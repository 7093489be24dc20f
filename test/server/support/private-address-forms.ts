// An address in each of the blocked IPv4 networks, and the IPv6 forms that carry an IPv4 address,
// written out by hand here (not with the code under test) so that the two can disagree.

/** One address from each IPv4 network a fetch must not reach. */
export const PRIVATE_IPV4 = [
  '0.0.0.0',
  '10.0.0.1',
  '100.64.0.1',
  '127.0.0.1',
  '169.254.169.254',
  '172.16.0.1',
  '172.31.255.254',
  '192.0.0.1',
  '192.168.1.1',
  '198.18.0.1',
  '224.0.0.1',
  '240.0.0.1',
];

export const PUBLIC_IPV4 = ['8.8.8.8', '93.184.216.34', '172.32.0.1', '100.128.0.1'];

/** a.b.c.d as the two hex groups of IPv6 (127.0.0.1 → 7f00:1). */
function hexGroups(ipv4: string): string {
  const [a, b, c, d] = ipv4.split('.').map(Number) as [number, number, number, number];
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

/** Every IPv6 way of writing an IPv4 address that reaches it: mapped, compatible, translated, NAT64, 6to4. */
export function ipv6Forms(ipv4: string): string[] {
  const hex = hexGroups(ipv4);
  return [
    `::ffff:${ipv4}`,
    `::ffff:${hex}`,
    `0:0:0:0:0:ffff:${hex}`,
    `::${ipv4}`,
    `::${hex}`,
    `::ffff:0:${ipv4}`,
    `64:ff9b::${ipv4}`,
    `64:ff9b::${hex}`,
    `2002:${hex}::`,
    `2002:${hex}:1::1`,
  ];
}
