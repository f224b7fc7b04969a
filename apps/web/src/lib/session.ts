import { useSyncExternalStore } from 'react';
import { readIsAdmin, readIsLoggedIn, subscribeToStorage } from './storage';

export interface Session {
  isLoggedIn: boolean;
  /** Only ever true for a logged-in user (spec §6). The server enforces roles; this only shapes the UI. */
  isAdmin: boolean;
}

// The server renders what a visitor sees (app/entry-server.tsx).
const visitor = () => false;

/** The stored session, re-rendering on sign-in, sign-out and changes made in other tabs. */
export function useSession(): Session {
  const isLoggedIn = useSyncExternalStore(subscribeToStorage, readIsLoggedIn, visitor);
  const isAdmin = useSyncExternalStore(subscribeToStorage, readIsAdmin, visitor);
  return { isLoggedIn, isAdmin: isLoggedIn && isAdmin };
}
