import { defineMessages } from '@portal/contract/i18n/define-messages';

export const auditPageMessages = defineMessages('audit.page', {
  pageTitle: 'Audit trail · {site}',
  heading: 'Audit trail',
  intro:
    'What site admins and managers did to other people’s data and money, newest first: roles, member edits, approvals, refunds, tickets, settings and the roster. Rows are never changed or removed.',
  exportCsv: 'Download CSV',
  exportFailed: 'Could not download the audit trail: {reason}',
  loading: 'Loading the audit trail',
  loadFailed: "We couldn't load the audit trail",
  noMatch: 'No entries match these filters',
  noMatchHint: 'Try another name, action or range of days.',
  none: 'Nothing recorded yet',
  noneHint: 'When an admin or manager changes someone else’s data or money, it appears here.',
  loadMore: 'Load more',
  shown: '{count, plural, one {# entry shown} other {# entries shown}}',
});
