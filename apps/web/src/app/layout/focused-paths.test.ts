import { describe, expect, it } from 'vitest';
import { isFocusedPath } from './focused-paths';

describe('isFocusedPath', () => {
  it.each([
    '/login',
    '/signup',
    '/registation',
    '/registation/e1',
    '/registration/e1',
    '/eventForm',
    '/eventform',
    '/feedpostsform',
  ])('hides the chrome on %s', (path) => {
    expect(isFocusedPath(path)).toBe(true);
  });

  it.each(['/', '/about', '/events', '/login-help', '/registrations'])(
    'keeps the chrome on %s',
    (path) => {
      expect(isFocusedPath(path)).toBe(false);
    },
  );
});
