import { isIP } from 'node:net';

// Which addresses the proxy may connect to: public unicast only. A workspace host name that
// resolves to this machine, the private network, a cloud's metadata service (169.254.169.254) or a
// multicast group is refused, in IPv4 and IPv6 and in the IPv6 forms that carry an IPv4 address.

type Range = [bytes: number[], bits: number];

const v4 = (dotted: string, bits: number): Range => [dotted.split('.').map(Number), bits];

/** IPv4 ranges that are not public unicast (RFC 6890 and its successors). */
const V4_REFUSED: Range[] = [
  v4('0.0.0.0', 8), // "this network", the unspecified address
  v4('10.0.0.0', 8),
  v4('100.64.0.0', 10), // carrier-grade NAT
  v4('127.0.0.0', 8),
  v4('169.254.0.0', 16), // link-local, cloud metadata services
  v4('172.16.0.0', 12),
  v4('192.0.0.0', 24),
  v4('192.0.2.0', 24),
  v4('192.88.99.0', 24),
  v4('192.168.0.0', 16),
  v4('198.18.0.0', 15),
  v4('198.51.100.0', 24),
  v4('203.0.113.0', 24),
  v4('224.0.0.0', 4), // multicast
  v4('240.0.0.0', 4), // reserved, and 255.255.255.255
];

function inRange(bytes: number[], [prefix, bits]: Range): boolean {
  for (let i = 0; i < prefix.length && bits > 0; i++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if ((bytes[i]! & mask) !== (prefix[i]! & mask)) return false;
  }
  return true;
}

/** The 16 bytes of an IPv6 address (zone id dropped, a trailing dotted IPv4 part read). */
function ipv6Bytes(address: string): number[] {
  let text = address.replace(/%.*$/, '').toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -dotted[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const groups = (s: string | undefined) => (s ? s.split(':').filter(Boolean) : []);
  const front = groups(head);
  const back = groups(tail);
  const all =
    tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return all.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
}

const v6 = (bytes: number[], prefix: number[], bits: number) => inRange(bytes, [prefix, bits]);

function isPublicV4(bytes: number[]): boolean {
  return !V4_REFUSED.some((range) => inRange(bytes, range));
}

function isPublicV6(b: number[]): boolean {
  const zeros = (n: number) => b.slice(0, n).every((x) => x === 0);
  // ::ffff:a.b.c.d (mapped) and 64:ff9b::a.b.c.d (NAT64): the IPv4 address decides.
  if (zeros(10) && b[10] === 0xff && b[11] === 0xff) return isPublicV4(b.slice(12));
  if (v6(b, [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96)) return isPublicV4(b.slice(12));
  // 6to4 (2002:a.b.c.d::/48) reaches the IPv4 address it carries.
  if (v6(b, [0x20, 0x02], 16)) return isPublicV4(b.slice(2, 6));
  // Only global unicast (2000::/3) is public: this leaves out ::, ::1, the deprecated IPv4-compatible
  // ::a.b.c.d, unique-local fc00::/7, link-local fe80::/10, site-local fec0::/10 and multicast ff00::/8.
  if ((b[0]! & 0xe0) !== 0x20) return false;
  const refused: [number[], number][] = [
    [[0x20, 0x01, 0x00, 0x00], 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID
    [[0x20, 0x01, 0x0d, 0xb8], 32], // documentation
    [[0x3f, 0xff], 20], // documentation
  ];
  return !refused.some(([prefix, bits]) => v6(b, prefix, bits));
}

/** True for a public unicast address; false for anything else, including text that is no address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address.replace(/%.*$/, ''));
  if (family === 4) return isPublicV4(address.split('.').map(Number));
  if (family === 6) return isPublicV6(ipv6Bytes(address));
  return false;
}
