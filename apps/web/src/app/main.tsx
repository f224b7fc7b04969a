import './first-visit-styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../lib/query-client';
import { getSiteQueryOptions } from '../lib/get-site';
import { routePattern } from '../lib/web-vitals/route-pattern';
import { scheduleWebVitals } from '../lib/web-vitals/schedule-web-vitals';
import { prefetchFirstScreen } from './prefetch-first-screen';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
prefetchFirstScreen(queryClient, window.location);

const router = createAppRouter();

// Real-user metrics for a sample of page loads, loaded once the page is idle (docs/web-vitals.md).
scheduleWebVitals({
  sampleRate: () =>
    queryClient.fetchQuery(getSiteQueryOptions()).then((site) => site.webVitalsSampleRate),
  currentPage: () => routePattern(router.state.matches),
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain an element with id "root".');

const root = createRoot(container);
// A transition: React renders the first screen in small slices, yielding to the browser between
// them, instead of one long task that blocks input (Total Blocking Time) on a slow phone.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
