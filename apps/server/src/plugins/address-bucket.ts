// Rate limits count clients by address (ADR 33).

/**
 * The key an address is counted under. An IPv6 client is given a whole /64 (one home or phone
 * network), so it cannot step through addresses it owns.
 */
export function addressBucket(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The bucket of a request's client. A client that hung up before its request was counted has no
 * address any more (Node clears it with the socket); it is counted as one unknown client rather
 * than failing the request's hooks.
 */
export function requestBucket(request: { ip: string | undefined }): string {
  return request.ip ? addressBucket(request.ip) : 'gone';
}
