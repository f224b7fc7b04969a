// No zod here: the web's ticket page and dashboard import these texts (ADR 20).

/** Issue 25 §4 (ADR 42): refunds of paid tickets and the ticket ledger. */
export const refundMessages = {
  refunded:
    'The registration is cancelled and the payment is being refunded. Razorpay returns it to the card or account it came from, usually within 5–7 working days.',
  cancelled: 'The registration has been cancelled.',
  alreadyRefunded: 'This registration has already been refunded.',
  notLive: 'This registration is no longer active, so there is nothing to cancel or refund.',
  noRefundPolicy:
    'This event does not let attendees cancel for a refund themselves. Please contact the organisers.',
  windowClosed:
    'The time to cancel this ticket for a refund has passed. Please contact the organisers.',
  checkedIn: 'This ticket has been used at the entrance, so it cannot be refunded here.',
} as const;
