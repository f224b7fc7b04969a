import { defineMessages } from '@portal/contract/i18n/define-messages';

export const outboxPageMessages = defineMessages('admin.outboxPage', {
  pageTitle: 'Outbox · {site}',
  heading: 'Outbox',
  intro:
    'Emails the portal sends, newest first. Without an SMTP server configured they are kept here instead, so you can read them (and pass on a reset link if someone asks).',
  refresh: 'Refresh',
  loading: 'Loading emails',
  loadFailed: "We couldn't load the outbox",
  empty: 'No emails yet',
  emptyHint: 'Password reset links and other messages the portal sends will appear here.',
  loadMore: 'Load more',
  loadMoreFailed: 'Could not load more emails. Try again.',
});

export const siteSettingsPageMessages = defineMessages('admin.siteSettingsPage', {
  pageTitle: 'Site settings · {site}',
  heading: 'Site settings',
  intro: "Leave a box blank to use the default from the server's configuration.",
  loading: 'Loading site settings',
  loadFailed: "We couldn't load the site settings",
});

export const webVitalsPageMessages = defineMessages('admin.webVitalsPage', {
  pageTitle: 'Web vitals · {site}',
  heading: 'Web vitals',
  intro:
    'How fast pages load and respond for real visitors: the 75th percentile of each measure, rated as Google does. Good means LCP up to 2.5 s, INP up to 200 ms and CLS up to 0.1; poor is above 4 s, 500 ms and 0.25.',
  everyLoad: 'Every page load is measured; no personal data is kept.',
  someLoads: '{percent} of page loads are measured; no personal data is kept.',
  refresh: 'Refresh',
  timeWindow: 'Time window',
  lastDays: 'Last {days} days',
  loading: 'Loading web vitals',
  loadFailed: "We couldn't load the web vitals",
  empty: 'No measurements yet',
  emptyHint:
    'No visitor reported web vitals in the last {days} days. Figures appear once sampled visitors have browsed the portal.',
});

export const jobsPageMessages = defineMessages('admin.jobsPage', {
  pageTitle: 'Background work · {site}',
  heading: 'Background work',
  intro:
    'What the portal does after answering someone, or on a schedule: emails, reminders, expiring holds and clean-up. A job that fails is tried again a few times; after its last try it waits below with its error until you retry it.',
  refresh: 'Refresh',
  queues: 'Queues',
  loading: 'Loading background work',
  loadFailed: "We couldn't load the background work",
  failedHeading: 'Failed jobs',
  failedLoading: 'Loading failed jobs',
  failedLoadFailed: "We couldn't load the failed jobs",
  nothingFailed: 'Nothing has failed.',
  nothingFailedHint: 'A job that runs out of tries appears here with its error.',
  latestOnly: 'The latest {count} are shown.',
});
