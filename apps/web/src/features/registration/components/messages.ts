import { defineMessages } from '@portal/contract/i18n/define-messages';

/** Spec screen 2's form: the attendee, the guest and the two yes/no questions. */
export const registrationFormMessages = defineMessages('registration.form', {
  formName: 'Event registration',
  yourDetails: 'Your details',
  bringingGuest: 'Bringing a guest?',
  guest: 'Guest',
  sendUpdates: 'Send me updates about this event',
  register: 'Register',
  yes: 'Yes',
  no: 'No',
  // "Title" as in Mr., Ms., Mrs.: a form of address, not a heading.
  personTitle: 'Title',
  selectTitle: 'Select…',
  mr: 'Mr.',
  ms: 'Ms.',
  mrs: 'Mrs.',
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
  waitlistedHeading: 'You are on the waiting list',
  registeredHeading: 'You are registered',
  waitlistPlace: 'Your place on the waiting list: {position}',
  emailOnItsWay: 'A confirmation email is on its way, with a link to your ticket.',
  backToEvent: 'Back to event',
});
