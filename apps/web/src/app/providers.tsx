import { MantineProvider, useComputedColorScheme } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider, useT } from '../i18n/i18n-provider';
import { createDarkModeColorSchemeManager } from './color-scheme-manager';
import { appMessages } from './messages';
import { cssVariablesResolver, themeWith } from './theme';

// The notification container (its transitions and styles) is only needed once something is
// shown; `notifications.show()` keeps the message in a shared store until it mounts, so it loads
// when the store first holds one, not with the page.
const Notifications = lazy(() =>
  import('./notifications-host').then((m) => ({ default: m.Notifications })),
);

function NotificationsOnDemand({ env }: { env: AppProvidersProps['env'] }) {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      {/* In tests a message stays until the test ends: on a loaded machine the next screen can take
          longer than the 4 s a message is shown, and the test would look for it after it went. */}
      <Notifications autoClose={env === 'test' ? false : 4000} />
    </Suspense>
  );
}

interface AppProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  /** 'test' turns off Mantine transitions and portals so tests see the DOM at once. */
  env?: 'default' | 'test';
}

/** Providers that do not need the router; ModalsProvider sits inside it (see RootLayout). */
export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  return (
    <I18nProvider>
      <ThemeProvider env={env}>
        <BodyDarkClass />
        <QueryClientProvider client={queryClient}>
          <NotificationsOnDemand env={env} />
          {children}
        </QueryClientProvider>
      </ThemeProvider>
    </I18nProvider>
  );
}

/**
 * Mantine, with the theme built for the language on screen: it names the icon-only buttons
 * Mantine draws itself (a notification's and a dialog's close button) in that language.
 */
function ThemeProvider({ children, env }: { children: ReactNode; env: AppProvidersProps['env'] }) {
  const [colorSchemeManager] = useState(createDarkModeColorSchemeManager);
  const t = useT();
  const theme = useMemo(
    () =>
      themeWith({
        dismissNotification: t(appMessages.dismissNotification),
        close: t(appMessages.close),
      }),
    [t],
  );
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      env={env}
    >
      {children}
    </MantineProvider>
  );
}

/** Spec §4: dark mode "adds or removes a dark style on the page body"; theme-init.js sets it first. */
function BodyDarkClass() {
  const colorScheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  useEffect(() => {
    document.body.classList.toggle('dark', colorScheme === 'dark');
  }, [colorScheme]);
  return null;
}
