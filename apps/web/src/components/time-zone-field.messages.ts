import { defineMessages } from '@portal/contract/i18n/define-messages';

export const timeZoneFieldMessages = defineMessages('timeZoneField', {
  label: 'Time zone',
  placeholder: 'Search by city, such as Kolkata or London',
  nothingFound: 'No time zone by that name',
});
