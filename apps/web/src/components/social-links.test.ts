import { describe, expect, it } from 'vitest';
import { socialProfileUrl } from './social-links';

describe('socialProfileUrl', () => {
  it.each([
    ['twitter', 'x', 'https://twitter.com/x'],
    ['twitter', '@jane_doe', 'https://twitter.com/jane_doe'],
    ['instagram', 'jane.doe', 'https://instagram.com/jane.doe'],
    ['facebook', 'jane.doe', 'https://facebook.com/jane.doe'],
    ['linkedin', 'jane-doe', 'https://www.linkedin.com/in/jane-doe'],
    ['whatsapp', '+919876543210', 'https://wa.me/919876543210'],
    ['whatsapp', '98765 43210', 'https://wa.me/9876543210'],
    ['linkedin', 'https://www.linkedin.com/in/jane', 'https://www.linkedin.com/in/jane'],
    ['facebook', 'http://facebook.com/jane', 'http://facebook.com/jane'],
    // Copied from the address bar without https:// (issue 36).
    [
      'linkedin',
      'linkedin.com/in/priya-venkataraman',
      'https://linkedin.com/in/priya-venkataraman',
    ],
    ['linkedin', 'www.linkedin.com/in/chen-wei/', 'https://www.linkedin.com/in/chen-wei/'],
  ] as const)('%s %s → %s', (network, value, url) => {
    expect(socialProfileUrl(network, value)).toBe(url);
  });

  it.each([
    ['twitter', 'javascript:alert(1)'],
    ['twitter', 'JavaScript:alert(1)'],
    ['facebook', 'data:text/html,<script>alert(1)</script>'],
    ['instagram', 'vbscript:msgbox'],
    ['linkedin', '//evil.example/x'],
    ['twitter', 'two words'],
    ['whatsapp', 'not-a-number'],
    ['facebook', ''],
    ['facebook', undefined],
  ] as const)('refuses %s %s', (network, value) => {
    expect(socialProfileUrl(network, value)).toBeUndefined();
  });
});
