import { defineMessages } from '@portal/contract/i18n/define-messages';

/** The dashboard's refund button and its confirm dialog (issue 25 §4). */
export const refundButtonMessages = defineMessages('eventManagement.refund', {
  refund: 'Refund',
  refundFor: 'Refund {name}',
  cancel: 'Cancel',
  cancelFor: 'Cancel the registration of {name}',
  refundTitle: 'Refund {name}?',
  refundBody:
    '{amount} goes back through Razorpay to the card or account it was paid with, and the registration is cancelled. The place goes to the next person waiting, and {name} is emailed. This cannot be undone.',
  cancelTitle: 'Cancel the registration of {name}?',
  cancelBody:
    'The place goes to the next person waiting, and {name} is emailed. This cannot be undone.',
  confirmRefund: 'Refund and cancel',
  confirmCancel: 'Cancel registration',
  keep: 'Keep it',
  close: 'Close',
  failed: 'Could not cancel {name}: {reason}',
  actions: 'Actions',
});
