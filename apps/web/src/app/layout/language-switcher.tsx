import { ActionIcon } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useT } from '../../i18n/i18n-provider';
import { topBarMessages } from './messages';
import { useLazyMenus } from './use-lazy-menus';

/**
 * The top bar's language menu (DESIGN §7), named "Language" in the current language. The menu
 * itself (user-menus.tsx) loads when someone reaches for it, like the user menu.
 */
export function LanguageSwitcher() {
  const t = useT();
  const { menus, menuProps, standInProps } = useLazyMenus();
  if (menus) return <menus.LanguageMenu {...menuProps} />;
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={t(topBarMessages.language)}
      {...standInProps}
    >
      <IconLanguage size={18} aria-hidden />
    </ActionIcon>
  );
}
