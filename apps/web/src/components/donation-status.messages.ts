import { defineMessages } from '@portal/contract/i18n/define-messages';

/** A donation's status in words; shared by Account Settings and the admin ledger. */
export const donationStatusMessages = defineMessages('donations.status', {
  // An order was made but Checkout has not (yet) taken the money.
  created: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  // A monthly donation that is still running.
  active: 'Active',
  cancelled: 'Cancelled',
});
