import {
  createBrowserRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { PageLoader } from '../components/page-loader';
import { aliasPaths, paths } from '../lib/paths';
import { RootLayout } from './layout/root-layout';
import { AliasRedirect, RegistationRedirect } from './routes/alias-redirect';
import { withScreenStyles } from './route-styles';
import { RouteErrorBoundary } from './routes/route-error-boundary';

// Only screens that exist are registered; every other path, including spec routes whose
// issues have not landed yet, gets the 404 page. Screens are lazy so each downloads on first visit.
const screens: RouteObject[] = [
  {
    index: true,
    lazy: () => import('./routes/home-page').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: paths.events,
    lazy: () =>
      import('../features/events/routes/events-route').then((m) => ({ Component: m.EventsRoute })),
  },
  {
    path: paths.upcomingEvents,
    lazy: () =>
      import('../features/events/routes/upcoming-events-route').then((m) => ({
        Component: m.UpcomingEventsRoute,
      })),
  },
  {
    path: paths.eventDetails.pattern,
    lazy: () =>
      import('./routes/event-details-page').then((m) => ({ Component: m.EventDetailsPage })),
  },
  {
    path: paths.eventGallery,
    lazy: () =>
      import('../features/events/routes/event-gallery-route').then((m) => ({
        Component: m.EventGalleryRoute,
      })),
  },
  {
    path: paths.about,
    lazy: () =>
      import('../features/about/routes/about-route').then((m) => ({ Component: m.AboutRoute })),
  },
  // Donations and the support desk are open to visitors (DESIGN §4: visitors donate, contact).
  {
    path: paths.donate,
    lazy: () =>
      import('../features/donations/routes/donate-route').then((m) => ({
        Component: m.DonateRoute,
      })),
  },
  {
    path: paths.supportServices,
    lazy: () =>
      import('../features/support/routes/support-services-route').then((m) => ({
        Component: m.SupportServicesRoute,
      })),
  },
  {
    path: paths.login,
    lazy: () =>
      import('../features/auth/routes/login-route').then((m) => ({ Component: m.LoginRoute })),
  },
  {
    path: paths.signup,
    lazy: () =>
      import('../features/auth/routes/signup-route').then((m) => ({ Component: m.SignupRoute })),
  },
  {
    path: paths.resetPassword,
    lazy: () =>
      import('../features/auth/routes/reset-password-route').then((m) => ({
        Component: m.ResetPasswordRoute,
      })),
  },
  {
    // The deletion email's link (issue 39): a visitor's screen, its token in the query.
    path: '/account/restore',
    // The module names its screen `Component`: the shortest entry here (the first-visit budget).
    lazy: () => import('../features/account/routes/restore-account-route'),
  },
  // Issue 39: an email's unsubscribe page works without signing in (the first digests'
  // /unsubscribe?token= links are redirected here by the server).
  {
    path: '/u/:token',
    lazy: () =>
      import('../features/account/routes/index').then((m) => ({
        Component: m.UnsubscribeRoute,
      })),
  },
  {
    path: paths.privacy,
    lazy: () =>
      import('../features/privacy/routes/index').then((m) => ({
        Component: m.PrivacyRoute,
      })),
  },
  // Events issue: registration, calendar and ticket links are public (DESIGN §4: visitors register).
  {
    path: paths.registration.pattern,
    lazy: () =>
      import('../features/registration/routes/registration-route').then((m) => ({
        Component: m.RegistrationRoute,
      })),
  },
  {
    path: paths.eventCalendar,
    lazy: () =>
      import('../features/calendar/routes/event-calendar-route').then((m) => ({
        Component: m.EventCalendarRoute,
      })),
  },
  {
    path: paths.ticket,
    lazy: () =>
      import('../features/tickets/routes/ticket-route').then((m) => ({
        Component: m.TicketRoute,
      })),
  },
  // Channels are public to read (DESIGN §4); joining, posting and managing need a session,
  // which each screen asks for where it is needed. /channel picks the member's own channel.
  {
    path: paths.channels,
    lazy: () =>
      import('../features/channels/routes/channels-route').then((m) => ({
        Component: m.ChannelsRoute,
      })),
  },
  {
    path: paths.channel,
    lazy: () =>
      import('../features/channels/routes/my-channel-route').then((m) => ({
        Component: m.MyChannelRoute,
      })),
  },
  {
    path: paths.channelPage.pattern,
    lazy: () =>
      import('../features/channels/routes/channel-route').then((m) => ({
        Component: m.ChannelRoute,
      })),
  },
  // Cricket tournament viewing screens are public (DESIGN §4: visitors read the tournament).
  {
    path: paths.team,
    lazy: () =>
      import('../features/tournament/routes/teams-route').then((m) => ({
        Component: m.TeamsRoute,
      })),
  },
  {
    path: paths.teamDetails,
    lazy: () =>
      import('../features/tournament/routes/schedule-route').then((m) => ({
        Component: m.ScheduleRoute,
      })),
  },
  {
    path: paths.eventDetailsTour,
    lazy: () =>
      import('../features/tournament/routes/match-center-route').then((m) => ({
        Component: m.MatchCenterRoute,
      })),
  },
  {
    path: '*',
    lazy: () => import('./routes/not-found-route').then((m) => ({ Component: m.NotFoundRoute })),
  },
];

const aliases: RouteObject[] = [
  { path: aliasPaths.dashboard, element: <AliasRedirect to={paths.home} /> },
  { path: aliasPaths.authLogin, element: <AliasRedirect to={paths.login} /> },
  { path: aliasPaths.authSignup, element: <AliasRedirect to={paths.signup} /> },
  { path: aliasPaths.authResetPassword, element: <AliasRedirect to={paths.resetPassword} /> },
  { path: aliasPaths.authChangePassword, element: <AliasRedirect to={paths.changePassword} /> },
  { path: aliasPaths.registationEvent, element: <RegistationRedirect /> },
];

const screensId = 'screens';

export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    // Last resort if the shell itself fails; page errors are caught below, inside the shell.
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        id: screensId,
        ErrorBoundary: RouteErrorBoundary,
        // Rendered inside the shell while the first screen's code loads.
        HydrateFallback: PageLoader,
        children: [...aliases, ...withScreenStyles(screens)],
      },
    ],
  },
];

/**
 * Adds the signed-in and admin screens (member-screens.tsx) when a path matches nothing more
 * specific than the catch-all, so their table stays out of a visitor's first download. A path
 * that is not theirs either still ends at the 404 page, after the same one-time download.
 */
export const discoverMemberScreens: PatchRoutesOnNavigationFunction = async ({
  matches,
  patch,
}) => {
  if (matches.at(-1)?.route.path !== '*') return;
  const { memberScreens } = await import('./member-screens');
  patch(screensId, withScreenStyles(memberScreens));
};

export function createAppRouter() {
  return createBrowserRouter(appRoutes, { patchRoutesOnNavigation: discoverMemberScreens });
}
