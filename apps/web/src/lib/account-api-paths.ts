// One's own profile, uploads, picture, settings, account and tickets, apart from paths.ts (part of every first
// visit): only lazily loaded screens use them.
export const accountApiPaths = {
  profile: '/api/profile/profile',
  media: '/api/media',
  profilePicture: '/api/profile/picture',
  accountSettings: '/api/account/settings',
  account: '/api/account',
  myTickets: '/api/my-tickets',
} as const;
