import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { aliasPaths, paths } from '../lib/paths';
import { RootLayout } from './layout/root-layout';
import { adminScreens } from './admin-screens';
import { AliasRedirect, RegistationRedirect } from './routes/alias-redirect';
import { RequireSignIn } from './routes/require-sign-in';
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
  {
    Component: RequireSignIn,
    children: [
      {
        path: paths.changePassword,
        lazy: () =>
          import('../features/auth/routes/change-password-route').then((m) => ({
            Component: m.ChangePasswordRoute,
          })),
      },
      // /userprofile is the same screen; DESIGN §5.15 guards it like /profile.
      ...[paths.profile, paths.userProfile].map((path) => ({
        path,
        lazy: () =>
          import('../features/profile/routes/profile-route').then((m) => ({
            Component: m.ProfileRoute,
          })),
      })),
      {
        path: paths.settings,
        lazy: () =>
          import('../features/account/routes/settings-route').then((m) => ({
            Component: m.SettingsRoute,
          })),
      },
      {
        path: paths.myTickets,
        lazy: () =>
          import('../features/tickets/routes/my-tickets-route').then((m) => ({
            Component: m.MyTicketsRoute,
          })),
      },
      // Spec screen 10: any member may create a channel and owns it.
      {
        path: paths.channelForm,
        lazy: () =>
          import('../features/channels/routes/channel-form-route').then((m) => ({
            Component: m.ChannelFormRoute,
          })),
      },
      // Event management: the server decides who manages what; others see empty lists or a 403.
      {
        path: paths.eventForm,
        lazy: () =>
          import('../features/event-management/routes/event-form-route').then((m) => ({
            Component: m.EventFormRoute,
          })),
      },
      {
        path: paths.editEvents,
        lazy: () =>
          import('../features/event-management/routes/manage-events-route').then((m) => ({
            Component: m.ManageEventsRoute,
          })),
      },
      {
        path: paths.eventDashboard,
        lazy: () =>
          import('../features/event-management/routes/event-dashboard-route').then((m) => ({
            Component: m.EventDashboardRoute,
          })),
      },
      // Tournament: organisers' teams and fixtures, and the scorer's screen (the server checks the role).
      {
        path: paths.tournamentAdmin,
        lazy: () =>
          import('../features/tournament-admin/routes/tournament-admin-route').then((m) => ({
            Component: m.TournamentAdminRoute,
          })),
      },
      {
        path: paths.scoreMatch.pattern,
        lazy: () =>
          import('../features/scoring/routes/ball-scorer-route').then((m) => ({
            Component: m.BallScorerRoute,
          })),
      },
      {
        path: paths.scoreTotals.pattern,
        lazy: () =>
          import('../features/tournament-admin/routes/score-match-route').then((m) => ({
            Component: m.ScoreMatchRoute,
          })),
      },
      // Feed posts: site admins and channel admins (the server checks which posts each manages).
      {
        path: paths.feedPostsForm,
        lazy: () =>
          import('../features/feed-posts/routes/feed-post-form-route').then((m) => ({
            Component: m.FeedPostFormRoute,
          })),
      },
      {
        path: paths.editFeeds,
        lazy: () =>
          import('../features/feed-posts/routes/manage-feed-posts-route').then((m) => ({
            Component: m.ManageFeedPostsRoute,
          })),
      },
      // Members directory: any signed-in member (visitors never see members).
      {
        path: paths.members,
        lazy: () =>
          import('../features/members/routes/members-route').then((m) => ({
            Component: m.MembersRoute,
          })),
      },
      // Issue 35: the alumni directory and batch pages (verified members; the server says 403
      // membership_pending to the others, and the screens show why).
      {
        path: paths.directory,
        lazy: () =>
          import('../features/directory/routes/index').then((m) => ({
            Component: m.DirectoryRoute,
          })),
      },
      {
        path: paths.directoryPerson.pattern,
        lazy: () =>
          import('../features/directory/routes/index').then((m) => ({
            Component: m.PersonRoute,
          })),
      },
      {
        path: paths.batches,
        lazy: () =>
          import('../features/directory/routes/index').then((m) => ({
            Component: m.BatchesRoute,
          })),
      },
      {
        path: paths.batch.pattern,
        lazy: () =>
          import('../features/directory/routes/index').then((m) => ({
            Component: m.BatchRoute,
          })),
      },
      // Issue 37: opportunities for verified members (the server says 403 to the others, and the
      // screen says why); moderation inside it for site admins.
      {
        path: paths.opportunities,
        lazy: () =>
          import('../features/opportunities/routes/index').then((m) => ({
            Component: m.OpportunitiesRoute,
          })),
      },
      // Issue 37: mentoring (verified members; the server says 403 membership_pending to others).
      {
        path: paths.mentors,
        lazy: () =>
          import('../features/mentoring/routes/index').then((m) => ({
            Component: m.FindMentorRoute,
          })),
      },
      {
        path: paths.mentoring,
        lazy: () =>
          import('../features/mentoring/routes/index').then((m) => ({
            Component: m.MyMentoringRoute,
          })),
      },
      {
        path: paths.mentorSettings,
        lazy: () =>
          import('../features/mentoring/routes/index').then((m) => ({
            Component: m.MentorSettingsRoute,
          })),
      },
      // Site admins, and batch representatives for their own batch: the server answers 403 to
      // the others, and the screen says so.
      {
        path: paths.joinRequests,
        lazy: () =>
          import('../features/admin/routes/alumni-admin').then((m) => ({
            Component: m.JoinRequestsRoute,
          })),
      },
      {
        path: paths.memberProfile.pattern,
        lazy: () =>
          import('../features/members/routes/member-profile-route').then((m) => ({
            Component: m.MemberProfileRoute,
          })),
      },
    ],
  },
  adminScreens,
  // Issue 37: an email's unsubscribe link works without signing in.
  {
    path: paths.unsubscribe,
    lazy: () =>
      import('../features/opportunities/routes/index').then((m) => ({
        Component: m.UnsubscribeRoute,
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

export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    // Last resort if the shell itself fails; page errors are caught below, inside the shell.
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        ErrorBoundary: RouteErrorBoundary,
        // Rendered inside the shell while the first screen's code loads.
        HydrateFallback: PageLoader,
        children: [...aliases, ...withScreenStyles(screens)],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
