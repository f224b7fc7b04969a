import { ActionIcon, Box, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useT } from '../../i18n/i18n-provider';
import { topBarMessages } from './messages';

/**
 * Sun in dark mode, moon in light mode (spec §2); the choice is stored as `darkMode`. Both icons
 * are drawn and the page's scheme shows one (Mantine's lightHidden / darkHidden): the server's
 * preview is rendered in light, and theme-init.js sets the reader's scheme before the first
 * paint, so a dark-mode reader sees the sun at once, not a moon until the app takes over.
 */
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
      <Box component="span" lightHidden lh={0}>
        <IconSun size={18} aria-hidden />
      </Box>
      <Box component="span" darkHidden lh={0}>
        <IconMoon size={18} aria-hidden />
      </Box>
    </ActionIcon>
  );
}
