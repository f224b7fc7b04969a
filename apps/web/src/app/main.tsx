import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { getSiteQueryOptions } from '../lib/get-site';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
// Every screen shows the site name; start fetching it while the first route's code downloads.
void queryClient.prefetchQuery(getSiteQueryOptions());

const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain an element with id "root".');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
