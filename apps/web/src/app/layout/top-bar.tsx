import { Anchor, AppShell, Burger, Group, Text } from '@mantine/core';
import { lazy, Suspense, type Ref } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { useSiteName } from '../../lib/get-site';
import { useSession } from '../../lib/session';
import { paths } from '../../lib/paths';
import { SiteSearch } from '../../features/search/site-search';
import { useAccountLanguage } from '../../i18n/use-account-language';
import { useT } from '../../i18n/i18n-provider';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { LanguageSwitcher } from './language-switcher';
import { topBarMessages } from './messages';
import { UserMenu } from './user-menu';

// The bell (issue 40) loads once someone is signed in: a visitor's first visit carries none of it.
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((module) => ({
    default: module.NotificationBell,
  })),
);

interface TopBarProps {
  sidebarOpened: boolean;
  onToggleSidebar: () => void;
  sidebarId: string;
  /** The phone menu gives the focus back to this button when it closes. */
  sidebarButtonRef?: Ref<HTMLButtonElement>;
}

export function TopBar({
  sidebarOpened,
  onToggleSidebar,
  sidebarId,
  sidebarButtonRef,
}: TopBarProps) {
  const siteName = useSiteName();
  const t = useT();
  useAccountLanguage();
  return (
    <AppShell.Header px="md">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Burger
            ref={sidebarButtonRef}
            opened={sidebarOpened}
            onClick={onToggleSidebar}
            size="sm"
            aria-label={t(topBarMessages.toggleSidebar)}
            aria-expanded={sidebarOpened}
            aria-controls={sidebarId}
          />
          <Anchor
            component={Link}
            to={paths.home}
            c="bright"
            fw={700}
            fz="lg"
            underline="never"
            truncate="end"
          >
            {siteName}
          </Anchor>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <SiteSearch />
          <LanguageSwitcher />
          <ColorSchemeToggle />
          <Bell />
          <SignedInName />
          <UserMenu />
        </Group>
      </Group>
    </AppShell.Header>
  );
}

function Bell() {
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}

/**
 * Who is signed in, by name as they wrote it, beside their picture where there is room (phones
 * show it at the top of the profile menu instead).
 */
function SignedInName() {
  const name = useCurrentUser().data?.name;
  if (!name) return null;
  return (
    <Text size="sm" fw={500} visibleFrom="md" truncate="end" maw={180} title={name}>
      {name}
    </Text>
  );
}
