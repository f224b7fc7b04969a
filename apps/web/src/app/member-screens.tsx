import type { RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import { adminScreens } from './admin-screens';
import { RequireSignIn } from './routes/require-sign-in';

/**
 * The screens behind a sign-in, and the admin's. A visitor's first page never needs them, so
 * their route table is not in the shell: the router asks for this module the first time a path
 * matches nothing but the catch-all (router.tsx, `discoverMemberScreens`).
 */
export const memberScreens: RouteObject[] = [
  {
    id: 'member-screens',
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
          import('../features/account/routes/index').then((m) => ({
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
  { id: 'admin-screens', ...adminScreens },
];
