import { defineMessages } from '@portal/contract/i18n/define-messages';

export const eventPickerMessages = defineMessages('components.eventPicker', {
  label: 'Event',
  placeholder: 'Choose an event',
  nothingFound: 'No matching events',
});
