import { defineMessages } from '@portal/contract/i18n/define-messages';

export const membersPageMessages = defineMessages('members.directory', {
  pageTitle: 'Members · {site}',
  heading: 'Community Members',
  count: '{count, plural, one {# member} other {# members}}',
  countMatching: '{count, plural, one {# member} other {# members}} matching “{q}”',
  addMember: 'Add member',
  search: 'Search members',
  searchPlaceholder: 'Name, business or city',
  loadFailed: 'Failed to load members',
  pages: 'Member pages',
  page: 'Page {page}',
  firstPage: 'First page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  lastPage: 'Last page',
  confirmDeleteTitle: 'Delete {name}?',
  delete: 'Delete',
  cancel: 'Cancel',
});

export const addMemberPageMessages = defineMessages('members.addPage', {
  pageTitle: 'Add Member · {site}',
  allMembers: 'All members',
  heading: 'Add Community Member',
  intro:
    'Name, email and phone are required. The new member receives an email to set their password.',
});

export const memberPageMessages = defineMessages('members.profilePage', {
  pageTitle: '{page} · {site}',
  member: 'Member',
  notFound: 'Member not found',
  loading: 'Loading member',
  notFoundHint: 'They may have left, or the link is wrong.',
  backToMembers: 'Back to members',
  loadFailed: 'Failed to load this member',
  allMembers: 'All members',
});
