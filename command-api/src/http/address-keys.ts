import { isIPv4, isIPv6 } from 'node:net';

/**
 * Hextets of an IPv6 address that name its network: every subscriber line, phone or cloud
 * host is handed at least a /64 and picks any of its 2^64 addresses at will, so the /64 is the
 * smallest unit one party holds (RFC 4291, RFC 6177). Counting /128s alone let one host guess forever.
 */
export const IPV6_LIMIT_PREFIX_HEXTETS = 4;

/**
 * The key under which every per-address limit and the familiar addresses count a client: an
 * IPv4 address as itself (/32), an IPv4-mapped IPv6 address as the IPv4 address it carries,
 * any other IPv6 address as its /64. Anything unparseable counts as itself.
 */
export function addressKey(address: string): string {
  const withoutZone = address.split('%')[0]!;
  if (isIPv4(withoutZone)) return `ip:${withoutZone}`;
  if (!isIPv6(withoutZone)) return `ip:${address}`;
  const hextets = ipv6Hextets(withoutZone);
  const mapped = mappedIpv4(hextets);
  if (mapped) return `ip:${mapped}`;
  const network = hextets.slice(0, IPV6_LIMIT_PREFIX_HEXTETS).map((hextet) => hextet.toString(16));
  return `ip:${network.join(':')}::/${IPV6_LIMIT_PREFIX_HEXTETS * 16}`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a dotted IPv4 tail split in two. */
function ipv6Hextets(address: string): number[] {
  const [head = '', tail] = address.split('::') as [string, string | undefined];
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').flatMap(groupValues));
  const front = groupsOf(head);
  if (tail === undefined) return front;
  const back = groupsOf(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

function groupValues(group: string): number[] {
  if (!group.includes('.')) return [Number.parseInt(group, 16)];
  const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
  return [(a << 8) | b, (c << 8) | d];
}

/** `::ffff:a.b.c.d`, however written: the dual-stack form of an IPv4 client. */
function mappedIpv4(hextets: number[]): string | undefined {
  const isMapped = hextets.slice(0, 5).every((hextet) => hextet === 0) && hextets[5] === 0xffff;
  if (!isMapped) return undefined;
  const [high, low] = [hextets[6]!, hextets[7]!];
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}
