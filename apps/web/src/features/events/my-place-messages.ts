import { defineMessages } from '@portal/contract/i18n/define-messages';

/** The event page for a member already registered (issue 36): their place instead of Register. */
export const myPlaceMessages = defineMessages('events.myPlace', {
  registered: 'You’re registered',
  registeredWithGuest: 'You’re registered, with {guest}',
  waitlisted: 'You’re on the waiting list, number {position} in line',
  waitlistedNoPosition: 'You’re on the waiting list',
  checkedIn: 'You’re checked in',
  held: 'Your place is held until you pay',
  payNow: 'Pay now',
  yourTicket: 'Your ticket',
  cancel: 'Cancel registration',
  leave: 'Leave the waiting list',
  cancelTitle: 'Cancel registration?',
  cancelAlone: 'Your place is given to the next person waiting. This cannot be undone.',
  cancelWithGuest:
    'Your place and your guest’s are given to the next person waiting. This cannot be undone.',
  leaveTitle: 'Leave the waiting list?',
  leaveText: 'You lose your place in line. This cannot be undone.',
  keep: 'Keep it',
  close: 'Close',
  cancelFailed: 'Could not cancel: {reason}',
});
