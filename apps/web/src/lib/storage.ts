// The browser storage keys the spec names (§3) and the only module that touches localStorage.
// public/theme-init.js reads `darkMode` before the app loads; keep the two in step.

export const storageKeys = {
  token: 'token',
  isLoggedIn: 'isLoggedIn',
  isAdmin: 'isAdmin',
  darkMode: 'darkMode',
  registrationTitle: 'registrationTitle',
} as const;

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

const listeners = new Set<() => void>();

function read(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be blocked (privacy settings); behave as if nothing is stored.
    return null;
  }
}

function write(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Blocked or full storage: the choice lasts for this page view only.
  }
  listeners.forEach((listener) => listener());
}

/**
 * Calls `listener` after any write here and after writes from other tabs,
 * so `useSyncExternalStore` readers stay current. Returns the unsubscribe function.
 */
export function subscribeToStorage(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(storageKeys).includes(event.key)) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function readToken(): string | null {
  return read(storageKeys.token);
}

/** Spec §4: logged in when the flag is 'true' or a token exists. */
export function readIsLoggedIn(): boolean {
  return read(storageKeys.isLoggedIn) === 'true' || Boolean(read(storageKeys.token));
}

export function readIsAdmin(): boolean {
  return read(storageKeys.isAdmin) === 'true';
}

export function saveSession({ token, isAdmin }: { token: string; isAdmin: boolean }): void {
  write(storageKeys.token, token);
  write(storageKeys.isLoggedIn, 'true');
  write(storageKeys.isAdmin, isAdmin ? 'true' : null);
}

/** Keeps the stored admin flag in step with the role the server reports (the server decides). */
export function writeIsAdmin(isAdmin: boolean): void {
  if (readIsAdmin() !== isAdmin) write(storageKeys.isAdmin, isAdmin ? 'true' : null);
}

export function clearSession(): void {
  write(storageKeys.token, null);
  write(storageKeys.isLoggedIn, null);
  write(storageKeys.isAdmin, null);
}

/** `null` means no stored choice: follow the system preference. */
export function readDarkMode(): boolean | null {
  const value = read(storageKeys.darkMode);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

export function writeDarkMode(dark: boolean | null): void {
  write(storageKeys.darkMode, dark === null ? null : String(dark));
}

/**
 * Reports `darkMode` changes made in other tabs only. Our own writes are excluded on purpose:
 * Mantine's colour-scheme manager writes on every change and would otherwise hear itself.
 */
export function subscribeToDarkModeFromOtherTabs(
  listener: (dark: boolean | null) => void,
): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.darkMode) listener(readDarkMode());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** The form of address someone last registered with (issue 36: "is remembered"); null if none. */
export function readRegistrationTitle(): string | null {
  return read(storageKeys.registrationTitle);
}

export function writeRegistrationTitle(title: string): void {
  write(storageKeys.registrationTitle, title);
}
