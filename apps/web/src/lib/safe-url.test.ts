import { describe, expect, it } from 'vitest';
import { safeImageSrc, safeWebHref } from './safe-url';

const hostile = [
  null,
  undefined,
  '',
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'vbscript:msgbox(1)',
  'data:image/png;base64,AAAA',
  'data:text/html,<script>alert(1)</script>',
  '//evil/x',
  '/\\evil/x',
  'https://bank.example@evil.example/',
  'https://"><script>alert(1)</script>',
];

describe('safeImageSrc', () => {
  it.each(['/uploads/3f2a.png', 'https://cdn.example.org/me.jpg', 'http://example.org/a.webp'])(
    'keeps %s',
    (url) => {
      expect(safeImageSrc(url)).toBe(url);
    },
  );

  it.each(hostile)('refuses %s', (url) => {
    expect(safeImageSrc(url)).toBeUndefined();
  });
});

describe('safeWebHref', () => {
  it.each(['https://example.org/read?x=1#more', 'http://example.org'])('keeps %s', (url) => {
    expect(safeWebHref(url)).toBe(url);
  });

  it.each([...hostile, '/uploads/3f2a.png', 'mailto:a@example.org'])('refuses %s', (url) => {
    expect(safeWebHref(url)).toBeUndefined();
  });
});
