import { defineMessages } from '@portal/contract/i18n/define-messages';

/** /ticket: the page a confirmation email's link and QR code open. */
export const ticketMessages = defineMessages('tickets.ticket', {
  yourTicket: 'Your ticket',
  loadingTicket: 'Loading your ticket',
  loadFailed: 'Failed to load the ticket',
  viewEvent: 'View the event',
  ticket: 'Ticket',
  invalidHint:
    'Open the link from your confirmation email again, or copy the whole address into your browser.',
  browseEvents: 'Browse events',
  when: 'When',
  where: 'Where',
  name: 'Name',
  guest: 'Guest',
  seats: 'Seats',
  confirmed: 'Confirmed',
  waitlisted: 'Waitlisted',
  waitlistedAt: 'Waitlisted (position {position})',
  cancelled: 'Cancelled',
  checkedIn: 'Checked in',
  awaitingPayment: 'Awaiting payment',
  expired: 'Hold expired',
  refunded: 'Refunded',
  qrCode: 'QR code of this ticket',
  qrHint: 'Show this code at the entrance to be checked in.',
});

/** Cancelling and checking in, with the confirm dialog. */
export const ticketActionMessages = defineMessages('tickets.actions', {
  somethingWentWrong: 'Something went wrong. Please try again.',
  cancelTitle: 'Cancel registration?',
  close: 'Close',
  cancelWithGuest:
    'Your seat and your guest’s are given to the next person waiting. This cannot be undone.',
  cancelAlone: 'Your seat is given to the next person waiting. This cannot be undone.',
  cancelRegistration: 'Cancel registration',
  keepRegistration: 'Keep registration',
  checkIn: 'Check in',
  signInToCheckIn: 'Organising this event? {signIn} to check this ticket in.',
  signIn: 'Sign in',
  cancelledNote: 'This registration has been cancelled.',
});

/** /my-tickets: a member's own registrations (issue 36). */
export const myTicketsMessages = defineMessages('tickets.mine', {
  title: 'My tickets',
  loading: 'Loading your tickets',
  loadFailed: 'Failed to load your tickets',
  upcoming: 'Upcoming',
  past: 'Past',
  noUpcoming: 'Nothing coming up. Your past events are below.',
  emptyTitle: 'No tickets yet',
  emptyText:
    'Events you register for while signed in are listed here, with their tickets and QR codes.',
  browseEvents: 'Browse events',
  for: 'For {name}',
  forWithGuest: 'For {name}, with {guest}',
  openTicketFor: 'Your ticket for {event}',
});
