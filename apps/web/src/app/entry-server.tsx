// The server's render of a visitor's first screen (ADR 21): built by `vite build --ssr` into
// dist-ssr/ and called by the API server (apps/server/src/plugins/first-paint.ts). The HTML is a
// preview that paints before any JavaScript arrives; the client replaces it with the same markup
// (app/main.tsx), so nothing here has to survive hydration.
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  StaticRouterProvider,
} from 'react-router';
import { DEFAULT_LANGUAGE, type Language } from '@portal/contract/i18n/languages';
import { englishPack, setActivePack } from '../i18n/active-language';
import { loadLanguage } from '../i18n/load-language';
import { setApiTransport } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { paths } from '../lib/paths';
import { prefetchPreview } from './prefetch-preview';
import { AppProviders } from './providers';
import { hasFirstVisitStyles } from './route-styles';
import { appRoutes } from './router';

export { setApiTransport };

/**
 * Every public page, each with the source module of its screen and the query parameters it reads:
 * the server links that module's stylesheets in the preview (from Vite's manifest), or they would
 * arrive with its code and shift the page. Keep in step with the lazy imports in router.tsx.
 */
const previewPages = [
  { pattern: paths.home, module: 'src/app/routes/home-page.tsx', params: [] },
  { pattern: paths.events, module: 'src/features/events/routes/events-route.tsx', params: [] },
  {
    pattern: paths.upcomingEvents,
    module: 'src/features/events/routes/upcoming-events-route.tsx',
    params: [],
  },
  {
    pattern: paths.eventCalendar,
    module: 'src/features/calendar/routes/event-calendar-route.tsx',
    params: ['month'],
  },
  {
    pattern: paths.eventDetails.pattern,
    module: 'src/app/routes/event-details-page.tsx',
    params: [],
  },
  // The tournament: points table, schedule, match center, each of ?event=<id> or the default one.
  {
    pattern: paths.team,
    module: 'src/features/tournament/routes/teams-route.tsx',
    params: ['event'],
  },
  {
    pattern: paths.teamDetails,
    module: 'src/features/tournament/routes/schedule-route.tsx',
    params: ['event'],
  },
  {
    pattern: paths.eventDetailsTour,
    module: 'src/features/tournament/routes/match-center-route.tsx',
    params: ['event'],
  },
  {
    pattern: paths.channels,
    module: 'src/features/channels/routes/channels-route.tsx',
    params: ['q'],
  },
  {
    pattern: paths.channelPage.pattern,
    module: 'src/features/channels/routes/channel-route.tsx',
    params: [],
  },
  { pattern: paths.about, module: 'src/features/about/routes/about-route.tsx', params: [] },
  {
    pattern: paths.supportServices,
    module: 'src/features/support/routes/support-services-route.tsx',
    params: [],
  },
  // Where to go after signing in does not change the screen, but the screen reads it.
  { pattern: paths.login, module: 'src/features/auth/routes/login-route.tsx', params: ['next'] },
  { pattern: paths.signup, module: 'src/features/auth/routes/signup-route.tsx', params: [] },
] as const;

/**
 * The Mantine styles a preview of a screen outside the first visit shows beyond the first visit's
 * (its code brings all of Mantine's, route-styles.ts; too heavy to wait for before painting).
 */
export const previewStylesModule = 'src/app/preview-styles.ts';

/**
 * The module declaring a language's font faces (src/i18n/fonts): the server links its stylesheet
 * and preloads its files in a Hindi or Gujarati page's head, so the preview paints in that font.
 */
export const fontModule = (language: Language) => `src/i18n/fonts/${language}.ts`;

/** The URL patterns the server renders (React Router's and Fastify's syntax agree on these). */
export const previewPatterns = previewPages.map(({ pattern }) => pattern);

const pageOf = (pathname: string) =>
  previewPages.find(({ pattern }) => matchPath(pattern, pathname));

/**
 * The modules whose stylesheets a preview of `pathname` needs, the screen's first (empty when it
 * is not previewed): a screen outside the first visit's also needs the previews' extra styles.
 */
export function previewModules(pathname: string): string[] {
  const page = pageOf(pathname);
  if (!page) return [];
  return hasFirstVisitStyles(page.pattern) ? [page.module] : [page.module, previewStylesModule];
}

// The route table does not change: one handler serves every render.
const handler = createStaticHandler(appRoutes);

export interface Preview {
  /** The markup of the first screen, for inside `<div id="root">`. */
  html: string;
  /** The answers it was rendered from, handed to the client's query cache. */
  queries: DehydratedState;
}

/**
 * Renders `url` as a visitor sees it once the first screen's data has arrived, or undefined (the
 * client renders it) when the page is not one to preview, carries a query parameter the screen
 * does not read, its data could not be had (an unknown event) or the router redirects. Each
 * render costs milliseconds of CPU: URLs made up to defeat the cache get the plain page instead.
 */
export async function renderPreview(
  url: URL,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Preview | undefined> {
  const page = pageOf(url.pathname);
  const read: readonly string[] = page?.params ?? [];
  if (!page || [...url.searchParams.keys()].some((name) => !read.includes(name))) return undefined;
  const queryClient = createQueryClient();
  await prefetchPreview(queryClient, page.pattern, url);
  const failed = queryClient
    .getQueryCache()
    .findAll({ predicate: (q) => q.state.status === 'error' });
  if (failed.length > 0) return undefined;

  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  // The render is synchronous: the language set here is the one every text of it is read in,
  // whatever other renders, in other languages, are waiting for their data meanwhile.
  const pack = await loadLanguage(language);
  setActivePack(pack);
  let html: string;
  try {
    html = renderToString(
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
  } finally {
    setActivePack(englishPack);
  }
  const queries = dehydrate(queryClient);
  queryClient.clear();
  return { html, queries };
}
