import { describe, expect, it } from 'vitest';
import { loginHref, safeReturnPath } from './paths';

describe('return paths', () => {
  it('builds /login with where to come back to', () => {
    expect(loginHref('/profile?tab=1')).toBe('/login?next=%2Fprofile%3Ftab%3D1');
    expect(loginHref()).toBe('/login');
  });

  it.each(['/profile', '/admin/outbox?x=1', '/'])('accepts %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([null, '', 'https://evil.example/', '//evil.example/x', '/\\evil.example', 'profile'])(
    'refuses %s',
    (path) => {
      expect(safeReturnPath(path)).toBeUndefined();
    },
  );
});
