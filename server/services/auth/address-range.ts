import { isIPv4, isIPv6 } from 'node:net';

/**
 * The range an address belongs to for guessing limits: its /24 for IPv4 and its /64 for
 * IPv6 (one customer's line, usually), so rotating through the addresses a single
 * subscriber holds does not multiply their tries. IPv4 mapped into IPv6 counts as IPv4.
 */
export function addressRange(ip: string): string {
  const v4 = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
