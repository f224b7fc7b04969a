import { describe, expect, it } from 'vitest';
import { safeImageSrc } from './safe-url';

describe('safeImageSrc', () => {
  it.each(['/uploads/3f2a.png', 'https://cdn.example.org/me.jpg', 'http://example.org/a.webp'])(
    'keeps %s',
    (url) => {
      expect(safeImageSrc(url)).toBe(url);
    },
  );

  it.each([null, undefined, '', 'javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil/x'])(
    'refuses %s',
    (url) => {
      expect(safeImageSrc(url)).toBeUndefined();
    },
  );
});
