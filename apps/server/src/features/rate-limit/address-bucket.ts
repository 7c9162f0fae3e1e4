import { isIPv4, isIPv6 } from 'node:net';

/**
 * The part of a client address a per-address limit counts by. An IPv4 address is one bucket; an IPv6 address
 * counts by its /64, the smallest block a network hands one customer (one /64 holds 2^64 addresses, enough to
 * give every attempt a fresh one). An IPv4-mapped IPv6 address (::ffff:192.0.2.1) is its IPv4 address.
 */
export function addressBucket(ip: string): string {
  const address = ip.split('%')[0]!;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 part as two groups). */
function ipv6Groups(address: string): number[] {
  const toGroups = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.split('::');
  if (tail === undefined) return toGroups(head);
  const start = toGroups(head);
  const end = toGroups(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}
