import './first-visit-styles';
import './first-paint.css';
import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { isLanguage } from '@portal/contract/i18n/languages';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../lib/query-client';
import { getSiteQueryOptions } from '../lib/get-site';
import { routePattern } from '../lib/web-vitals/route-pattern';
import { readIsLoggedIn } from '../lib/storage';
import { scheduleWebVitals } from '../lib/web-vitals/schedule-web-vitals';
import { setActivePack } from '../i18n/active-language';
import { loadLanguage } from '../i18n/load-language';
import { startInstallableApp } from './installable-app';
import { prefetchFirstScreen } from './prefetch-first-screen';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { adoptPreviewData, hasServerPreview, routerReady } from './server-preview';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain an element with id "root".');

const queryClient = createQueryClient();
if (!adoptPreviewData(queryClient, readIsLoggedIn()))
  void prefetchFirstScreen(queryClient, window.location);

const router = createAppRouter();

// Real-user metrics for a sample of page loads, loaded once the page is idle (docs/web-vitals.md).
scheduleWebVitals({
  sampleRate: () =>
    queryClient.fetchQuery(getSiteQueryOptions()).then((site) => site.webVitalsSampleRate),
  currentPage: () => routePattern(router.state.matches),
});

// The service worker (offline tickets) and the phone's install offer: after load, once idle.
if (import.meta.env.PROD) startInstallableApp();

/** Once the app's first screen has replaced the server's preview, the page takes input. */
function PreviewReplaced({ container }: { container: HTMLElement }) {
  useLayoutEffect(() => {
    container.removeAttribute('inert');
    container.removeAttribute('aria-hidden');
  }, [container]);
  return null;
}

const root = createRoot(container);
const renderApp = () =>
  // A transition: React renders the first screen in small slices, yielding to the browser between
  // them, instead of one long task that blocks input (Total Blocking Time) on a slow phone.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <PreviewReplaced container={container} />
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });

// The server chose the reader's language and wrote it in <html lang>; its catalogue loads before the
// first render, so no screen shows in English first. With a preview on screen, the app renders
// when it can render the screen itself, not a loader. Not a top-level await: the screens' chunks
// import this one and would wait for it forever.
const language = isLanguage(document.documentElement.lang) ? document.documentElement.lang : 'en';
const languageReady = loadLanguage(language).then(setActivePack, () => undefined);
void Promise.all([
  languageReady,
  hasServerPreview(container) ? routerReady(router) : undefined,
]).then(renderApp);
