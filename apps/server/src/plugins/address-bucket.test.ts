import { describe, expect, it } from 'vitest';
import { addressBucket, requestBucket } from './address-bucket';

describe('address buckets', () => {
  it('counts an IPv6 network as one address', () => {
    expect(addressBucket('2001:db8:abcd:12:1::7')).toBe('2001:db8:abcd:12::/64');
    expect(addressBucket('2001:0db8:abcd:0012:ffff::1')).toBe('2001:db8:abcd:12::/64');
    expect(addressBucket('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressBucket('203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts a client that hung up, whose address is gone, without failing', () => {
    expect(requestBucket({ ip: undefined })).toBe('gone');
    expect(requestBucket({ ip: '2001:db8::1' })).toBe('2001:db8:0:0::/64');
  });
});
