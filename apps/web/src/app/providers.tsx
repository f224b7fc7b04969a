import { MantineProvider, useComputedColorScheme } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createDarkModeColorSchemeManager } from './color-scheme-manager';
import { cssVariablesResolver, theme } from './theme';

// The notification container (and its transition library) is only needed once something is
// shown; `notifications.show()` queues in a shared store until it mounts, so load it after paint.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

interface AppProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  /** 'test' turns off Mantine transitions and portals so tests see the DOM at once. */
  env?: 'default' | 'test';
}

/** Providers that do not need the router; ModalsProvider sits inside it (see RootLayout). */
export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  const [colorSchemeManager] = useState(createDarkModeColorSchemeManager);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      env={env}
    >
      <BodyDarkClass />
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <Notifications />
        </Suspense>
        {children}
      </QueryClientProvider>
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
