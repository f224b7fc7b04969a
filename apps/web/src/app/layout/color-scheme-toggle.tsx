import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useT } from '../../i18n/i18n-provider';
import { topBarMessages } from './messages';

/** Sun in dark mode, moon in light mode (spec §2); the choice is stored as `darkMode`. */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const colorScheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const isDark = colorScheme === 'dark';
  const t = useT();
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={t(topBarMessages.toggleDarkMode)}
      aria-pressed={isDark}
      onClick={() => setColorScheme(isDark ? 'light' : 'dark')}
    >
      {isDark ? <IconSun size={18} aria-hidden /> : <IconMoon size={18} aria-hidden />}
    </ActionIcon>
  );
}
