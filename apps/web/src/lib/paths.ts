// Every URL the app links to or calls, in one place (CONVENTIONS habit 5).
// Screen paths keep the spec's spelling (§2), including its camel-case ones such as /eventForm.

const withId = (base: string) => ({
  pattern: `${base}/:id`,
  href: (id: string) => `${base}/${encodeURIComponent(id)}`,
});

export const paths = {
  home: '/',
  events: '/events',
  upcomingEvents: '/upcoming-events',
  eventDetails: withId('/event-details'),
  registration: {
    pattern: '/registration/:eventId',
    href: (eventId: string) => `/registration/${encodeURIComponent(eventId)}`,
  },
  eventCalendar: '/event-calendar',
  about: '/about',
  members: '/members',
  /** The signed-in member's own channel, else the channel list. */
  channel: '/channel',
  channelPage: withId('/channel'),
  channels: '/channels',
  /** A member's profile as others see it (the directory's View). */
  memberProfile: withId('/members'),
  supportServices: '/support-services',
  login: '/login',
  signup: '/signup',
  resetPassword: '/reset-password',
  changePassword: '/change-password',
  profile: '/profile',
  userProfile: '/userprofile',
  settings: '/settings',
  donate: '/donate',
  eventForm: '/eventForm',
  feedPostsForm: '/feedpostsform',
  channelForm: '/channelForm',
  addMembers: '/addmembers',
  eventDashboard: '/eventdash',
  editEvents: '/editEvents',
  editFeeds: '/editFeeds',
  eventDetailsTour: '/event-details-tour',
  eventGallery: '/event-gallery',
  team: '/team',
  teamDetails: '/teamdetails',
  /** Teams, fixtures (one by one or CSV) for an event's managers: ?event=<id>. */
  tournamentAdmin: '/tournament-admin',
  /** The scorer's screen for one match. */
  scoreMatch: {
    pattern: '/score/:matchId',
    href: (matchId: string) => `/score/${encodeURIComponent(matchId)}`,
  },
  /** The hand-typed totals form for a match nobody scores ball by ball. */
  scoreTotals: {
    pattern: '/score/:matchId/totals',
    href: (matchId: string) => `/score/${encodeURIComponent(matchId)}/totals`,
  },
  /** A registration's ticket link from its email: ?t=<ticket>; cancel, or check in as organiser. */
  ticket: '/ticket',
  /** The signed-in member's registrations, upcoming and past, with their tickets (issue 36). */
  myTickets: '/my-tickets',
  adminOutbox: '/admin/outbox',
  adminDonations: '/admin/donations',
  /** Every money state change of every ticket (issue 25 §4), beside the donations. */
  adminTicketLedger: '/admin/ticket-ledger',
  adminMessages: '/admin/messages',
  adminSettings: '/admin/settings',
  /** Site settings opened on the "Other ways to give" box (the Donate page links there). */
  adminSettingsOtherWaysToGive: '/admin/settings#other-ways-to-give',
  adminWebVitals: '/admin/web-vitals',
  /** The job queues: what waits, runs and failed, and a retry (issue 33). */
  adminJobs: '/admin/jobs',
  /** Issue 35: the members' directory (verified members), a person's card, batch pages. */
  directory: '/directory',
  /** Issue 37: find a mentor, one's own mentoring, and the mentoring part of one's profile. */
  mentors: '/mentors',
  mentoring: '/mentoring',
  mentorSettings: '/profile/mentoring',
  directoryPerson: {
    pattern: '/directory/:userId',
    href: (userId: string) => `/directory/${encodeURIComponent(userId)}`,
  },
  batches: '/batches',
  batch: {
    pattern: '/batches/:year',
    href: (year: number) => `/batches/${year}`,
  },
  /** Sign-ups waiting for approval: site admins, and batch reps for their batch. */
  joinRequests: '/admin/join-requests',
  adminRoster: '/admin/roster',
  adminBatchReps: '/admin/batch-reps',
  adminAudit: '/admin/audit',
  /** Issue 37: jobs, internships and referrals (verified members); ?tab=post|mine|alerts|moderation. */
  opportunities: '/opportunities',
  /** Issue 39: the privacy notice. (An email's /u/:token page and /admin/privacy-notice are
   * written where they are routed: a key here is first-visit weight.) */
  privacy: '/privacy',
} as const;

/** The id of the "Other ways to give" box, the fragment of `paths.adminSettingsOtherWaysToGive`. */
export const otherWaysToGiveFieldId = 'other-ways-to-give';

/** Old or misspelt paths the spec uses; each redirects to its real screen (DESIGN §5.2, §5.11). */
export const aliasPaths = {
  dashboard: '/dashboard',
  authLogin: '/auth/login',
  authSignup: '/auth/signup',
  authResetPassword: '/auth/reset-password',
  authChangePassword: '/auth/change-password',
  registation: '/registation',
  registationEvent: '/registation/:eventId',
} as const;

export const apiPaths = {
  site: '/api/site',
  health: '/api/health',
  /** Core Web Vitals beacons (docs/web-vitals.md). */
  vitals: '/api/vitals',
  auth: {
    login: '/api/auth/login',
    user: '/api/auth/user',
    logout: '/api/auth/logout',
  },
  profileLanguage: '/api/profile/language',
  events: {
    list: '/api/events',
    upcoming: '/api/events/upcoming',
    search: '/api/events/search',
    one: (id: string) => `/api/events/${encodeURIComponent(id)}`,
    ics: (id: string) => `/api/events/${encodeURIComponent(id)}/ics`,
    /** The series a date belongs to (GET), or make the event repeat (POST). */
    series: (id: string) => `/api/events/${encodeURIComponent(id)}/series`,
    myRegistrations: (id: string) => `/api/events/${encodeURIComponent(id)}/my-registrations`,
  },
  channels: {
    list: '/api/channels',
    search: '/api/channels/search',
    one: (id: string) => `/api/channels/${encodeURIComponent(id)}`,
  },
  posts: {
    list: '/api/posts',
    one: (id: string) => `/api/posts/${encodeURIComponent(id)}`,
  },
  feedPosts: {
    list: '/api/feedposts',
  },
  support: {
    contact: '/api/serviceform',
  },
} as const;

/** The query parameter that carries where to go after signing in, e.g. /login?next=%2Fprofile. */
export const returnParam = 'next';

/** /login, remembering `from` so sign-in can come back to it. */
export function loginHref(from?: string): string {
  return from ? `${paths.login}?${new URLSearchParams({ [returnParam]: from })}` : paths.login;
}

/** A path on this site to return to, or undefined for anything else (no open redirect). */
export function safeReturnPath(value: string | null): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  return value;
}
