import { defineMessages } from '@portal/contract/i18n/define-messages';

/** Spec screen 2's form: the attendee, the guest and the two yes/no questions. */
export const registrationFormMessages = defineMessages('registration.form', {
  formName: 'Event registration',
  yourDetails: 'Your details',
  bringingGuest: 'Bringing a guest?',
  guest: 'Guest',
  sendUpdates: 'Send me updates about this event',
  register: 'Register',
  joinWaitlist: 'Join the waiting list',
  oneLeftWithGuest:
    'Only one place is left: with a guest, you would both join the waiting list. Alone, you would get it.',
  yes: 'Yes',
  no: 'No',
  // "Title" as in Mr., Ms., Mrs.: a form of address, not a heading.
  personTitle: 'Title',
  selectTitle: 'Select…',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
});

/** The registration page around the form, and what it says once the person is registered. */
export const registrationPageMessages = defineMessages('registration.page', {
  eventRegistration: 'Event registration',
  loadingEvent: 'Loading event',
  eventNotFound: 'Event not found',
  eventNotFoundText: 'This event does not exist, or it is no longer open to the public.',
  loadFailed: 'Failed to load the event',
  browseEvents: 'Browse events',
  registerFor: 'Register for {title}',
  backTo: 'Back to {title}',
  back: 'Back',
  loadingDetails: 'Loading your details',
  fullTitle: 'This event is full',
  fullText:
    'Registering now puts you on the waiting list. If a place opens up, it goes to the next in line, and we email them.',
  alreadyWaiting:
    '{count, plural, one {# person is} other {# people are}} on the waiting list already.',
  waitlistedHeading: 'You are on the waiting list',
  registeredHeading: 'You are registered',
  waitlistedText: 'You are number {position} in line. We will email {email} if a place opens up.',
  registeredText: 'Your ticket is on its way to {email}.',
  guestRegistered: 'Your guest, {guest}, has a place with you.',
  guestWaitlisted: 'Your guest, {guest}, waits with you: you will get your places together.',
  backToEvent: 'Back to event',
});

/** A signed-in member's own registration, shown instead of the form. */
export const myRegistrationMessages = defineMessages('registration.mine', {
  loading: 'Checking your registration',
  registered: 'You are registered',
  waitlisted: 'You are on the waiting list',
  checkedIn: 'You are checked in',
  position: 'Number {position} in line',
  name: 'Name',
  guest: 'Guest',
  email: 'Email',
  viewTicket: 'View your ticket',
  cancel: 'Cancel registration',
  cancelTitle: 'Cancel registration?',
  cancelAlone: 'Your place is given to the next person waiting. This cannot be undone.',
  cancelWithGuest:
    'Your place and your guest’s are given to the next person waiting. This cannot be undone.',
  leaveTitle: 'Leave the waiting list?',
  leaveText: 'You lose your place in line. This cannot be undone.',
  leave: 'Leave the waiting list',
  keep: 'Keep it',
  close: 'Close',
  cancelFailed: 'Something went wrong. Please try again.',
  registerSomeoneElse: 'Register someone else',
});
