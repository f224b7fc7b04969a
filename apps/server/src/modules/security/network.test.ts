import { describe, expect, it } from 'vitest';
import { coarseNetwork } from './network';
import { readUserAgent } from './user-agent';

describe('the coarse network of an address', () => {
  it('keeps the /24 of IPv4 and the /48 of IPv6, never the address', () => {
    expect(coarseNetwork('203.0.113.77')).toBe('203.0.113.0/24');
    expect(coarseNetwork('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(coarseNetwork('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(coarseNetwork('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(coarseNetwork('::1')).toBe('0:0:0::/48');
    expect(coarseNetwork('not an address')).toBeUndefined();
    expect(coarseNetwork(undefined)).toBeUndefined();
  });
});

describe('the device a user agent names', () => {
  it('tells the common browsers and systems apart', () => {
    const cases: [string, string | undefined, string | undefined][] = [
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        'Chrome',
        'Android',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        'Safari',
        'iOS',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        'Edge',
        'Windows',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0',
        'Firefox',
        'macOS',
      ],
      ['', undefined, undefined],
    ];
    for (const [agent, browser, system] of cases)
      expect(readUserAgent(agent)).toEqual({ browser, system });
  });
});
