import { defineMessages } from '@portal/contract/i18n/define-messages';

/** Texts the event list, form and dashboard share: statuses and seat counts. */
export const eventCommonMessages = defineMessages('eventManagement.common', {
  draft: 'Draft',
  published: 'Published',
  cancelled: 'Cancelled',
  seatsOfCapacity: '{taken, number} / {capacity, number} seats taken',
  seatsNoLimit: '{taken, plural, one {# seat taken (no limit)} other {# seats taken (no limit)}}',
  waitlistedCount: '{count, number} waitlisted',
  channelName: 'Channel: {channel}',
  dashboard: 'Dashboard',
  details: 'Details',
  edit: 'Edit',
  delete: 'Delete',
});
