import { defineMessages } from '@portal/contract/i18n/define-messages';

export const directoryMessages = defineMessages('directory.page', {
  title: 'Directory',
  pageTitle: 'Directory · {site}',
  intro: 'Find classmates and alumni by name, batch, city, work or skill.',
  search: 'Search the directory',
  searchHint: 'A name in any script, a company, job title, skill or city',
  filters: 'Filters',
  clearAll: 'Clear all',
  activeFilters: 'Active filters',
  removeFilter: 'Remove filter: {filter}',
  total: '{count, plural, one {# member} other {# members}}',
  loading: 'Loading the directory',
  loadFailed: 'Could not load the directory',
  noneTitle: 'Nobody matches',
  noneHint: 'Try fewer filters or another spelling.',
  emptyTitle: 'No members yet',
  emptyHint: 'Verified members appear here once they join.',
  loadMore: 'Load more',
  loadMoreFailed: 'Could not load more members',
  allShown: 'That is everyone.',
  people: 'Members',
  batches: 'Batches',
});

export const filterMessages = defineMessages('directory.filters', {
  batchFrom: 'From batch',
  batchTo: 'To batch',
  batchValue: 'Batch {batch}',
  batchFromValue: 'From {batch}',
  batchToValue: 'Until {batch}',
  city: 'City',
  country: 'Country',
  industry: 'Industry',
  skill: 'Skill',
  openTo: 'Open to',
  anyCountry: 'Any country',
  anyIndustry: 'Any industry',
});

export const placeMessages = defineMessages('directory.places', {
  heading: 'Where members live',
  countries: 'By country',
  cities: 'By city',
  place: '{place} {count, number}',
});

export const cardMessages = defineMessages('directory.card', {
  jobAt: '{job} at {company}',
});

export const personMessages = defineMessages('directory.person', {
  pageTitle: '{name} · {site}',
  loading: 'Loading the profile',
  loadFailed: 'Could not load this profile',
  notFound: 'This member is not in the directory.',
  back: 'Back to the directory',
  course: 'Course',
  job: 'Work',
  industry: 'Industry',
  place: 'Lives in',
  skills: 'Skills',
  openTo: 'Open to',
  email: 'Email',
  mobile: 'Mobile',
  social: 'Social media',
  nothingShared: 'They share nothing more with you.',
});

export const batchPageMessages = defineMessages('directory.batch', {
  listTitle: 'Batches',
  listPageTitle: 'Batches · {site}',
  listIntro: 'Every graduation year with members in the directory.',
  listLoading: 'Loading the batches',
  listFailed: 'Could not load the batches',
  listEmpty: 'No batches yet',
  pageTitle: '{batch} · {site}',
  members: '{count, plural, one {# member} other {# members}}',
  newThisMonth:
    '{count, plural, =0 {Nobody new this month} one {# new this month} other {# new this month}}',
  reps: 'Batch representatives',
  noReps: 'No representatives named yet.',
  batchmates: 'Batchmates',
  loading: 'Loading the batch',
  loadFailed: 'Could not load this batch',
  allBatches: 'All batches',
});

export const mapMessages = defineMessages('directory.map', {
  show: 'Show map',
  hide: 'Hide map',
  loading: 'Loading the map',
  label: 'Map of members by country',
  country: '{country}: {count, plural, =0 {no members} one {# member} other {# members}}',
  legend: 'Members per country',
  none: 'None',
  range: '{from, number}–{to, number}',
  single: '{count, number}',
});
