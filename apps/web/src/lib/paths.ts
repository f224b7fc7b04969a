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
  channel: '/channel',
  channelPage: withId('/channel'),
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
  adminOutbox: '/admin/outbox',
  adminSettings: '/admin/settings',
} as const;

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
  auth: {
    signup: '/api/auth/signup',
    login: '/api/auth/login',
    user: '/api/auth/user',
    logout: '/api/auth/logout',
    logoutAll: '/api/auth/logout-all',
    changePassword: '/api/auth/change-password',
    resetRequest: '/api/auth/reset-password/request',
    resetConfirm: '/api/auth/reset-password/confirm',
  },
  profile: '/api/profile/profile',
  profilePicture: '/api/profile/picture',
  accountSettings: '/api/account/settings',
  account: '/api/account',
  admin: {
    outbox: '/api/admin/outbox',
    siteSettings: '/api/admin/site-settings',
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
