import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { appRoutes, discoverMemberScreens } from '../app/router';

/**
 * Renders the whole app (providers, shell, lazy routes) at `path`, as a visitor would see it.
 * Stub fetch (stubFetch) and seed localStorage before calling.
 */
export function renderRoute(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverMemberScreens,
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, queryClient };
}
