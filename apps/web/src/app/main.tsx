import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { getSiteQueryOptions } from '../lib/get-site';
import { createQueryClient } from '../lib/query-client';
import { routePattern } from '../lib/web-vitals/route-pattern';
import { scheduleWebVitals } from '../lib/web-vitals/schedule-web-vitals';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
// Every screen shows the site name; start fetching it while the first route's code downloads.
void queryClient.prefetchQuery(getSiteQueryOptions());

const router = createAppRouter();

// Real-user metrics for a sample of page loads, loaded once the page is idle (docs/web-vitals.md).
scheduleWebVitals({
  sampleRate: () =>
    queryClient.fetchQuery(getSiteQueryOptions()).then((site) => site.webVitalsSampleRate),
  currentPage: () => routePattern(router.state.matches),
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain an element with id "root".');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
