import { isIPv4, isIPv6 } from 'node:net';

/**
 * The coarse network an address belongs to, for the session list (ADR 55): the /24 of an IPv4
 * address, the /48 of an IPv6 one. Enough for "that was my office", never a person's address.
 * An IPv4-mapped IPv6 address is read as the IPv4 it maps. Undefined for anything else.
 */
export function coarseNetwork(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1]! : address;
  if (isIPv4(ip)) {
    const [a, b, c] = ip.split('.');
    return `${a}.${b}.${c}.0/24`;
  }
  if (isIPv6(ip)) {
    const groups = expandIPv6(ip.split('%')[0]!);
    if (!groups) return undefined;
    const head = groups.slice(0, 3).map((group) => parseInt(group, 16).toString(16));
    return `${head.join(':')}::/48`;
  }
  return undefined;
}

/** The eight groups of an IPv6 address written with `::`, or with a dotted IPv4 tail. */
function expandIPv6(ip: string): string[] | undefined {
  let text = ip;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const parts = v4[1]!.split('.').map(Number);
    const hex = (a: number, b: number) => ((a << 8) | b).toString(16);
    text = `${text.slice(0, -v4[1]!.length)}${hex(parts[0]!, parts[1]!)}:${hex(parts[2]!, parts[3]!)}`;
  }
  const [left, right] = text.split('::');
  const head = left ? left.split(':') : [];
  const tail = right ? right.split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (text.includes('::') ? missing < 0 : missing !== 0) return undefined;
  return [...head, ...Array<string>(missing).fill('0'), ...tail];
}
