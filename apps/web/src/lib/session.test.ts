import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from './session';
import { clearSession, saveSession, storageKeys } from './storage';

describe('useSession', () => {
  it('treats a stored token or isLoggedIn "true" as logged in (spec §4)', () => {
    window.localStorage.setItem(storageKeys.isLoggedIn, 'true');
    expect(renderHook(() => useSession()).result.current.isLoggedIn).toBe(true);

    window.localStorage.clear();
    window.localStorage.setItem(storageKeys.token, 'abc');
    expect(renderHook(() => useSession()).result.current.isLoggedIn).toBe(true);
  });

  it('re-renders on sign-in and sign-out', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({ isLoggedIn: false, isAdmin: false });

    act(() => saveSession({ token: 'abc', isAdmin: true }));
    expect(result.current).toEqual({ isLoggedIn: true, isAdmin: true });

    act(() => clearSession());
    expect(result.current).toEqual({ isLoggedIn: false, isAdmin: false });
  });

  it('follows sign-out in another tab', () => {
    saveSession({ token: 'abc', isAdmin: false });
    const { result } = renderHook(() => useSession());
    expect(result.current.isLoggedIn).toBe(true);

    act(() => {
      window.localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.token }));
    });
    expect(result.current.isLoggedIn).toBe(false);
  });
});
