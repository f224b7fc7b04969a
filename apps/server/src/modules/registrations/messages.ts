import { defineMessages } from '@portal/contract';

export const registrationServerMessages = defineMessages('server.registrations', {
  registered: 'Registration successful! A confirmation has been sent to {email}.',
  waitlisted:
    'This event is full, so you are on the waiting list (number {position}). We will email {email} if a place opens up.',
  awaitingPayment:
    'Your place is held while you pay. Once the payment is through, your ticket is sent to {email}.',
  eventOver: 'This event is over; its registrations can no longer change.',
  notFound: 'Registration not found.',
  channelForbidden: 'You can’t manage this channel.',
  tooManyFromAddress:
    'Many registrations have come from your network just now. Please wait {seconds} seconds and try again.',
  proofInvalid: 'The form’s security check did not pass. Please send it again.',
});

/** The emails about a registration (emails.ts). `<b>…</b>` is the event's title, set apart. */
export const registrationMailMessages = defineMessages('server.registrations.mail', {
  subjectConfirmed: "You're registered: {title}",
  subjectWaitlisted: "You're on the waiting list: {title}",
  subjectPromoted: "A place opened up — you're in: {title}",
  subjectPayable: 'A place opened up — pay to keep it: {title}',
  subjectReminder: 'Tomorrow: {title}',
  subjectCancelled: 'Cancelled: {title}',
  hello: 'Hello {name},',
  openingConfirmed: 'For <b>{title}</b>, your registration is confirmed.',
  openingWaitlisted:
    'For <b>{title}</b>, the event is full, so you are on the waiting list. We will email you if a place opens up.',
  openingPromoted: 'For <b>{title}</b>, a place opened up and your registration is now confirmed.',
  openingPayable:
    'For <b>{title}</b>, a place opened up and is held for you for a short while. Pay for your ticket to keep it.',
  openingReminder: 'For <b>{title}</b>, a reminder that the event starts in about a day.',
  openingCancelled:
    'For <b>{title}</b>, we are sorry: the organisers have cancelled the event. There is nothing you need to do.',
  /** `when`: the event's span on its venue's clock, zone named ("Sat 7 Jun 2027, 09:30 – 13:00 IST"). */
  when: 'When: {when}',
  where: 'Where: {venue}',
  places: 'Places: {seats, plural, one {# place} other {# places (you and your guest)}}',
  ticketLine:
    'Your ticket (show its QR code at the entrance), or cancel if you cannot come: {link}',
  leaveLine: 'To leave the waiting list: {link}',
  eventPage: 'Event page: {link}',
  qrAlt: 'Check-in QR code',
  ticketLink: 'Your ticket — or cancel',
  leaveLink: 'Leave the waiting list',
  payLine: 'Pay for your ticket here: {link}',
  payLink: 'Pay for your ticket',
});

/** The registrations CSV's column names and the words in its cells. */
export const registrationCsvMessages = defineMessages('server.registrations.csv', {
  registeredAt: 'Registered at',
  status: 'Status',
  title: 'Title',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  guest: 'Guest',
  guestEmail: 'Guest email',
  guestPhone: 'Guest phone',
  places: 'Places',
  wantsUpdates: 'Wants updates',
  checkedInAt: 'Checked in at',
  confirmed: 'confirmed',
  waitlisted: 'waitlisted',
  cancelled: 'cancelled',
  checkedIn: 'checked in',
  awaitingPayment: 'awaiting payment',
  expired: 'expired',
  refunded: 'refunded',
  ticketType: 'Ticket type',
  amountPaid: 'Amount paid',
  promoCode: 'Promo code',
  discount: 'Discount',
  yes: 'yes',
  no: 'no',
});
