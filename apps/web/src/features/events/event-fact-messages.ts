import { defineMessages } from '@portal/contract/i18n/define-messages';

export const eventFactMessages = defineMessages('events.facts', {
  cancelled: 'Cancelled',
  draft: 'Draft',
  full: 'Full — waiting list',
  seatsLeft: '{left} of {capacity, plural, one {# seat} other {# seats}} left',
  registrationClosed: 'Registration closed',
  register: 'Register',
  joinWaitlist: 'Join the waiting list',
  priceFrom: 'From {price}',
  free: 'Free',
});
