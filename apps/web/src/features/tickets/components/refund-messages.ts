import { defineMessages } from '@portal/contract/i18n/define-messages';

/** A paid ticket's refund on the ticket page (issue 25 §4). */
export const ticketRefundMessages = defineMessages('tickets.refund', {
  cancelForRefund: 'Cancel and get a refund',
  refundTitle: 'Cancel for a refund?',
  refundBody:
    '{amount} goes back through Razorpay to the card or account you paid with, usually within 5–7 working days. Your place goes to the next person waiting. This cannot be undone.',
  confirmRefund: 'Cancel and refund',
  refundableUntil: 'You can cancel for a refund until {date}.',
  noRefund:
    'This ticket can no longer be refunded here: cancelling gives up your place without a refund. For a refund, please contact the organisers.',
  refundedNote: 'This ticket has been refunded.',
  paid: 'Paid',
});
