import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { TrustProxy } from './config';

/** The four 16-bit groups of an IPv6 address's first 64 bits, written out ('2001:db8::1' → '2001:db8:0:0'). */
function prefix64(address: string): string {
  const [head = '', tail] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':');
}

/**
 * What per-client caps count by: an IPv4 address (an IPv4-mapped IPv6 one is written as IPv4), or an IPv6
 * address's /64, since one IPv6 host is handed a whole /64 and may pick any address in it.
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIPv6(address)) return `${prefix64(address)}::/64`;
  return address;
}

/** proxy-addr's names for private ranges (config.ts accepts them in TRUST_PROXY), as CIDR ranges. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** Whether an address is one of the trusted proxies TRUST_PROXY names; never true when it names none. */
export function trustedProxyMatcher(trustProxy: TrustProxy): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  const list = new BlockList();
  for (const entry of trustProxy.flatMap((name) => NAMED_RANGES[name] ?? [name])) {
    const [address = '', bits] = entry.split('/');
    const family = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return list.check(mapped[1]!, 'ipv4');
    return list.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
  };
}
