import type { RouteObject } from 'react-router';
import { paths } from '../lib/paths';

/** The site admin's screens, behind RequireAdmin (router.tsx). */
export const adminScreens: RouteObject = {
  // Lazy like the screens it guards: visitors and most members never need it on a first visit.
  lazy: () => import('./routes/require-admin').then((m) => ({ Component: m.RequireAdmin })),
  children: [
    {
      path: paths.adminOutbox,
      lazy: () =>
        import('../features/admin/routes/outbox-route').then((m) => ({
          Component: m.OutboxRoute,
        })),
    },
    {
      path: paths.adminJobs,
      lazy: () =>
        import('../features/admin/routes/jobs-route').then((m) => ({
          Component: m.JobsRoute,
        })),
    },
    {
      path: paths.adminSettings,
      lazy: () =>
        import('../features/admin/routes/site-settings-route').then((m) => ({
          Component: m.SiteSettingsRoute,
        })),
    },
    {
      path: paths.adminDonations,
      lazy: () =>
        import('../features/donations/routes/donation-ledger-route').then((m) => ({
          Component: m.DonationLedgerRoute,
        })),
    },
    {
      path: paths.adminTicketLedger,
      lazy: () =>
        import('../features/ticket-ledger/routes/ticket-ledger-route').then((m) => ({
          Component: m.TicketLedgerRoute,
        })),
    },
    {
      path: paths.adminMessages,
      lazy: () =>
        import('../features/support/routes/support-inbox-route').then((m) => ({
          Component: m.SupportInboxRoute,
        })),
    },
    {
      path: '/admin/privacy-notice',
      lazy: () =>
        import('../features/privacy/routes/index').then((m) => ({
          Component: m.PrivacyNoticeAdminRoute,
        })),
    },
    {
      path: paths.adminWebVitals,
      lazy: () =>
        import('../features/admin/routes/web-vitals-route').then((m) => ({
          Component: m.WebVitalsRoute,
        })),
    },
    {
      path: paths.adminRoster,
      lazy: () =>
        import('../features/admin/routes/alumni-admin').then((m) => ({
          Component: m.RosterRoute,
        })),
    },
    {
      path: paths.adminBatchReps,
      lazy: () =>
        import('../features/admin/routes/alumni-admin').then((m) => ({
          Component: m.BatchRepsRoute,
        })),
    },
    {
      path: paths.adminAudit,
      lazy: () =>
        import('../features/audit/routes/audit-route').then((m) => ({
          Component: m.AuditRoute,
        })),
    },
    {
      path: paths.addMembers,
      lazy: () =>
        import('../features/members/routes/add-member-route').then((m) => ({
          Component: m.AddMemberRoute,
        })),
    },
  ],
};
