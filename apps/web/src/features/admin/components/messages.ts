import { defineMessages } from '@portal/contract/i18n/define-messages';

export const outboxMessages = defineMessages('admin.outbox', {
  to: 'To',
  subject: 'Subject',
  status: 'Status',
  created: 'Created',
  sent: 'Sent',
  attempts: 'Attempts',
  lastError: 'Last error',
  attachments: 'Attachments',
  // Mail headers beyond To and Subject (List-Unsubscribe on optional mail): left in English in
  // the value, as mail programs show them.
  headers: 'Headers',
  close: 'Close',
  toLine: 'To {to} · {time}',
});

export const outboxStatusMessages = defineMessages('admin.outboxStatus', {
  queued: 'Queued',
  sent: 'Sent',
  // No SMTP server configured: the message is kept here for an admin to read.
  stored: 'Stored',
  failed: 'Failed',
});

export const siteSettingsFormMessages = defineMessages('admin.siteSettingsForm', {
  form: 'Site settings',
  saved: 'Site settings saved.',
  saveFailed: 'Could not save the site settings.',
  discard: 'Discard changes',
  save: 'Save settings',
  withDefault: '{value} (default)',
  siteName: 'Site name',
  siteNameHint: 'Shown in the top bar, titles and the footer',
  identity: 'Identity',
  identityHint: 'Community: events-first home. Alumni: welcome card and Our Purpose.',
  joinPolicy: 'Who may join',
  joinPolicyHint:
    'Open: everyone who signs up is a member. Roster: people on the imported roster are verified at once, others wait. Approval: everyone waits for an admin or their batch representative.',
  joinDefault: 'Default: open on a community site, roster on an alumni site',
  joinOpen: 'Open: everyone is in at once',
  joinRoster: 'Roster: on the list are in, others wait',
  joinApproval: 'Approval: everyone waits',
  opportunityModeration: 'Opportunity posts',
  opportunityModerationHint:
    'Whether members’ job, internship and referral posts wait for a site admin before others see them.',
  moderationDefault: 'Default: a site admin publishes each post',
  moderationOn: 'A site admin publishes each post',
  moderationOff: 'Posts go live at once',
  requireTwoFactor: 'Two-step sign-in for site admins',
  requireTwoFactorHint:
    'When required, a site admin without two-step sign-in signs in as a member would and can use the admin tools only once they turn it on in Account Settings.',
  twoFactorOptional: 'Default: each admin chooses',
  twoFactorRequired: 'Required of every site admin',
  identityFromServer: 'Default (from the server)',
  identityDefault: 'Default ({profile, select, alumni {alumni} other {community}})',
  community: 'Community',
  alumni: 'Alumni',
  tagline: 'Tagline',
  taglineHint: 'The home page headline for the community identity',
  logoUrl: 'Logo URL',
  logoUrlHint: 'An https:// address or a path on this site; blank shows the default mark',
  organisationName: 'Organisation name',
  organisationNameHint: 'The legal name on donation receipts',
  organisationAddress: 'Organisation address',
  organisationAddressHint: 'Printed under the name on receipts',
  defaultCountry: 'Country for phone numbers',
  defaultCountryHint:
    "Numbers written without a country code (+44 …) are read as this country's, and forms start on it",
  defaultCountryDefault: 'Default ({country})',
  timeZone: 'Time zone for new events',
  timeZoneHint:
    'Organisers start new events in it and may pick another; existing events keep theirs',
  timeZoneDefault: 'Default: {zone}',
  ticketHoldMinutes: 'Minutes a paid ticket is held for payment',
  ticketHoldMinutesHint:
    'While someone pays, their place is kept for them; after this, it goes to the next person. Holds already made keep their end.',
  ticketHoldMinutesDefault: 'Default: 15',
  receiptTaxText: 'Receipt tax wording',
  receiptTaxTextHint: 'Printed on donation receipts, e.g. your tax exemption statement',
  otherWaysToGive: 'Other ways to give',
  otherWaysToGiveHint:
    'Shown on the Donate page exactly as written, line breaks kept: bank transfer details, a UPI ID, a cheque address. Leave it blank to show nothing. At most {max} characters.',
  donationPresets: 'Amounts offered in {currency}',
  donationPresetsHint: 'Up to six whole amounts, separated by commas. Blank: {amounts}',
});

export const webVitalMessages = defineMessages('admin.webVitals', {
  perPage: 'Web vitals per page',
  page: 'Page',
  pageViews: 'Page views',
  views: '{count, plural, one {# view} other {# views}}',
  samples: '{count, plural, one {# sample} other {# samples}}',
  noSamples: 'No samples',
  milliseconds: '{value} ms',
  seconds: '{value} s',
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  FCP: 'First Contentful Paint',
  TTFB: 'Time to First Byte',
  good: 'Good',
  needsImprovement: 'Needs improvement',
  poor: 'Poor',
});

// Each queue in words an admin knows (Admin → Background work); the names are the contract's.
export const jobQueueMessages = defineMessages('admin.jobQueue', {
  sendMail: 'Email delivery',
  sendMailAbout: 'Sends queued emails over SMTP',
  passwordReset: 'Password reset links',
  passwordResetAbout: 'Emails the link to choose a new password to whoever asked for one',
  signInWarning: 'Sign-in warnings',
  signInWarningAbout: 'Tells the owner by email when someone keeps guessing their password',
  securityNotice: 'Account security emails',
  securityNoticeAbout:
    'Tells the owner by email of a sign-in from a new device, a password change and two-step sign-in turned on or off',
  channelInvitation: 'Channel invitations',
  channelInvitationAbout: 'Emails the people invited to join a channel',
  rosterInvitation: 'Roster invitations',
  rosterInvitationAbout: 'Emails the people on the alumni roster a link to sign up',
  eventReminders: 'Event reminders',
  eventRemindersAbout: 'Emails registered people the day before their event; runs every 5 minutes',
  ticketHolds: 'Expiring ticket holds',
  ticketHoldsAbout: 'Every minute, gives places not paid for in time to the waiting list',
  housekeeping: 'Housekeeping',
  housekeepingAbout: 'Hourly clean-up of expired sessions, used reset links and old measurements',
  mediaCleanup: 'Unused photos',
  mediaCleanupAbout: 'Hourly removal of uploaded photos that nothing used within a day',
  opportunityExpiry: 'Closing opportunities',
  opportunityExpiryAbout: 'Hourly, marks job posts past their closing date as expired',
  opportunityDigest: 'Opportunity alerts',
  opportunityDigestAbout: 'Every Monday, emails members the new posts that match their alert',
  mentoringSweep: 'Mentoring requests',
  mentoringSweepAbout:
    'Every ten minutes: reminds mentors of requests waiting 3 and 10 days, and closes those unanswered after 14',
  accountErasure: 'Deleted accounts',
  accountErasureAbout:
    'Hourly, erases for good what deleted accounts left once their 7 days to restore have passed',
  pushDelivery: 'Push notifications',
  pushDeliveryAbout:
    'Delivers each notification to the devices of members who turned push on; a push service that is down is tried again later',
  matchFollowers: 'Match followers',
  matchFollowersAbout:
    'Tells everyone who follows a match or its teams that it started or finished, a few hundred at a time',
});

export const jobMessages = defineMessages('admin.jobs', {
  waiting: 'Waiting',
  running: 'Running',
  failed: 'Failed',
  doneLastDay: 'Done in 24 hours',
  nothingWaits: 'Nothing is waiting.',
  // Queued for later: a retry after its back-off, or work set to start at a given time.
  notDue: 'None is due to run yet.',
  oldestWaits: 'The oldest has waited {duration}.',
  late: 'Running late: the oldest has waited {duration}.',
  retry: 'Retry failed jobs',
  retried:
    '{count, plural, =0 {No failed jobs were left to retry.} one {# job queued again} other {# jobs queued again}}',
  retryFailed: 'The failed jobs could not be queued again. {reason}',
  attempts: '{count, plural, one {# attempt} other {# attempts}}',
  failedAt: 'Failed {time}',
  queuedAt: 'Queued {time}',
  failedJobs: 'Failed jobs, newest first',
});
