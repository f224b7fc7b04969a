import { defineMessages } from '@portal/contract/i18n/define-messages';

/** Issue 25: the ticket picker and the organiser's questions on the registration form. */
export const ticketPickerMessages = defineMessages('registration.tickets', {
  legend: 'Your ticket',
  free: 'Free',
  soldOut: 'Sold out: you would join the waiting list',
  salesOpenOn: 'Sales open on {date}',
  salesClosed: 'Sales closed',
  noneOnSale: 'No ticket is on sale for this event right now.',
  questions: 'A few questions',
  choose: 'Choose…',
  payAndRegister: 'Continue to payment',
});

/** Issue 25: paying for a held place in Razorpay Checkout, and what happens when it fails. */
export const ticketPaymentMessages = defineMessages('registration.payment', {
  opening: 'Opening the payment window…',
  verifying: 'Checking your payment…',
  heldTitle: 'Your place is held',
  heldText: 'We hold your place until {time}. Pay {amount} before then to confirm it.',
  notPaid: 'The payment was not completed.',
  notPaidReason: 'The payment was not completed: {reason}',
  checkoutUnavailable:
    'The payment window could not be opened. Check your connection, or turn off a blocker for checkout.razorpay.com, and try again.',
  verifyFailed:
    'We could not confirm your payment. If money was taken, it is not lost: we confirm your place as soon as Razorpay tells us, and email you.',
  payNow: 'Pay now',
  checkAgain: 'Check my payment again',
  expiredTitle: 'The time to pay has run out',
  expiredText:
    'Your place was released for someone else. Start again: if a place is still free, it is yours.',
  startAgain: 'Start again',
  viewTicket: 'View your ticket',
});
