import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { readDarkMode, subscribeToDarkModeFromOtherTabs, writeDarkMode } from '../lib/storage';

function toColorScheme(dark: boolean | null, fallback: MantineColorScheme): MantineColorScheme {
  if (dark === null) return fallback;
  return dark ? 'dark' : 'light';
}

/**
 * Stores Mantine's colour scheme under the spec's `darkMode` key ('true' / 'false') instead of
 * Mantine's own key, so public/theme-init.js and the rest of the app read one value.
 * No stored value means 'auto': follow the system preference.
 */
export function createDarkModeColorSchemeManager(): MantineColorSchemeManager {
  let unsubscribe: (() => void) | undefined;
  return {
    get: (defaultValue) => toColorScheme(readDarkMode(), defaultValue),
    set: (value) => writeDarkMode(value === 'auto' ? null : value === 'dark'),
    subscribe: (onUpdate) => {
      unsubscribe = subscribeToDarkModeFromOtherTabs((dark) =>
        onUpdate(toColorScheme(dark, 'auto')),
      );
    },
    unsubscribe: () => unsubscribe?.(),
    clear: () => writeDarkMode(null),
  };
}
