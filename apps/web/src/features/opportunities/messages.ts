import { defineMessages } from '@portal/contract/i18n/define-messages';

export const opportunityMessages = defineMessages('opportunities.page', {
  title: 'Opportunities',
  pageTitle: 'Opportunities · {site}',
  intro: 'Jobs, internships and referrals posted by fellow alumni.',
  loading: 'Loading opportunities',
  tabs: 'Opportunity sections',
  tabFind: 'Find',
  tabPost: 'Post',
  tabMine: 'My posts',
  tabAlerts: 'Alerts',
  tabModeration: 'Moderation',
});

export const listMessages = defineMessages('opportunities.list', {
  heading: 'Open opportunities',
  search: 'Search',
  searchHint: 'Words in the title, company or description',
  location: 'Location',
  locationHint: 'A city or country',
  kind: 'Kind',
  anyKind: 'All kinds',
  remote: 'Remote',
  remoteAny: 'Remote or on site',
  remoteOnly: 'Remote possible',
  onSiteOnly: 'On site only',
  loadFailed: 'Could not load opportunities',
  noneTitle: 'Nothing matches',
  noneHint: 'Try fewer filters or other words.',
  emptyTitle: 'No open opportunities yet',
  emptyHint: 'Be the first: post a job, an internship or a referral.',
  loadMore: 'Load more',
  allShown: 'That is every open opportunity.',
});

export const cardMessages = defineMessages('opportunities.card', {
  job: 'Job',
  internship: 'Internship',
  referral: 'Referral',
  remote: 'Remote possible',
  postedBy: 'Posted by {name}',
  postedByBatch: 'Posted by {name}, batch of {batch}',
  closes: 'Open until {date}',
  applyOnline: 'Apply online',
  applyByEmail: 'Apply by email',
  pending: 'Waiting for a site admin',
  published: 'Published',
  rejected: 'Not published',
  closed: 'Closed',
  expired: 'Expired',
  more: 'Show more',
  less: 'Show less',
});

export const postMessages = defineMessages('opportunities.post', {
  form: 'Post an opportunity',
  kind: 'Kind',
  title: 'Title',
  company: 'Company or organisation',
  location: 'Location',
  locationHint: 'A city, or "Anywhere"',
  remote: 'Remote work is possible',
  description: 'Description',
  applyUrl: 'Apply at (web address)',
  applyEmail: 'Apply by email',
  applyHint: 'Give a web address, an email address, or both.',
  expiresAt: 'Open until',
  expiresAtHint: 'Leave blank for 30 days; at most 90 days.',
  submit: 'Post',
  pendingNotice: 'Posted. A site admin will look at it before other members see it.',
  publishedNotice: 'Posted. Members can find it now.',
  failed: 'Could not post the opportunity.',
});

export const mineMessages = defineMessages('opportunities.mine', {
  heading: 'My posts',
  loadFailed: 'Could not load your posts',
  emptyTitle: 'You have not posted anything yet',
  emptyHint: 'Your posts appear here with their status.',
  close: 'Close',
  closeTitle: 'Close this post?',
  closeBody: 'Members will no longer see “{title}”. This cannot be undone.',
  closed: 'Closed.',
  closeFailed: 'Could not close the post.',
});

export const moderationMessages = defineMessages('opportunities.moderation', {
  heading: 'Waiting for moderation',
  loadFailed: 'Could not load the moderation queue',
  emptyTitle: 'Nothing is waiting',
  emptyHint: 'New posts appear here until a site admin publishes or rejects them.',
  publish: 'Publish',
  reject: 'Reject',
  published: 'Published. The poster has been told by email.',
  rejected: 'Rejected. The poster has been told by email.',
  failed: 'Could not save the decision.',
});

export const alertMessages = defineMessages('opportunities.alerts', {
  heading: 'Email alerts',
  intro:
    'Once a week, an email with the new posts that match. Nothing is sent when nothing is new.',
  form: 'Email alerts',
  kinds: 'Kinds of post',
  q: 'Words to look for',
  qHint: 'Optional: in the title, company or description',
  location: 'Location',
  locationHint: 'Optional: a city or country',
  frequency: 'How often',
  weekly: 'Weekly',
  off: 'Off',
  save: 'Save alerts',
  saved: 'Alerts saved.',
  failed: 'Could not save the alerts.',
  loadFailed: 'Could not load your alerts',
});

export const actionMessages = defineMessages('opportunities.actions', {
  keep: 'Keep it open',
  dismiss: 'Close this dialog',
});
