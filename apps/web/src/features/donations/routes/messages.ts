import { defineMessages } from '@portal/contract/i18n/define-messages';

export const donatePageMessages = defineMessages('donations.page', {
  pageTitle: 'Donate · {site}',
  heading: 'Donate',
  intro: 'Your gift helps {organisation} support community projects and students.',
  introGeneric: 'Your gift supports community projects and students.',
  loading: 'Loading the donation page',
  loadFailed: "We couldn't load the donation page",
  loadingDetails: 'Loading your details',
});

export const ledgerPageMessages = defineMessages('donations.ledgerPage', {
  pageTitle: 'Donations · {site}',
  heading: 'Donations',
  intro: 'Every donation, newest first. Totals count paid money only, per currency.',
  exportCsv: 'Export CSV',
  exportFailed: 'Could not export the donations: {reason}',
  loading: 'Loading donations',
  loadFailed: "We couldn't load the donations",
  noMatch: 'No donations match these filters',
  none: 'No donations yet',
  noMatchHint: 'Try another status, currency or date range.',
  noneHint: 'Donations made on the Donate page appear here.',
});
