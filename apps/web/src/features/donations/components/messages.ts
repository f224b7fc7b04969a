import { defineMessages } from '@portal/contract/i18n/define-messages';

export const donationFormMessages = defineMessages('donations.form', {
  form: 'Donation',
  howOften: 'How often',
  giveOnce: 'Give once',
  monthly: 'Monthly',
  currency: 'Currency',
  amount: 'Amount',
  otherAmount: 'Other amount',
  amountRange: 'Any amount from 1 to {max} {currency}',
  amountPlaceholder: 'Enter an amount',
  yourName: 'Your name',
  email: 'Email',
  emailHint: 'We email your receipt here.',
  secure:
    'Payments are processed by Razorpay over a secure connection with 256-bit encryption. Your card details are never stored on this site.',
  confirming: 'Confirming your payment…',
  donate: 'Donate',
  donateAmount: 'Donate {amount}',
  donateMonthly: 'Donate {amount} monthly',
  checkoutUnavailable:
    'The secure payment window could not be opened. Check your connection, or allow checkout.razorpay.com if a blocker is on.',
});

export const frequencyMessages = defineMessages('donations.frequency', {
  once: 'Once',
  monthly: 'Monthly',
});

export const donationThanksMessages = defineMessages('donations.thanks', {
  heading: 'Thank you!',
  receipt:
    'Your receipt is emailed to the address you gave. Signed in with that email, you can also download it from {link}.',
  accountSettings: 'Account Settings',
  again: 'Make another donation',
  otherWays: 'Want to help in another way? {link}.',
  talkToUs: 'Talk to us',
});

export const ledgerMessages = defineMessages('donations.ledger', {
  filter: 'Filter donations',
  allStatuses: 'All statuses',
  allCurrencies: 'All currencies',
  status: 'Status',
  currency: 'Currency',
  from: 'From',
  to: 'To',
  clearFilters: 'Clear filters',
  date: 'Date',
  donor: 'Donor',
  email: 'Email',
  amount: 'Amount',
  frequency: 'Frequency',
  receiptNumber: 'Receipt no.',
  paymentId: 'Payment ID',
  anonymous: 'Anonymous',
  receipt: 'Receipt {number}',
  monthly: 'Monthly',
  noPaid: 'No paid donations match these filters.',
  totals: 'Totals per currency',
  total: 'Total {currency}',
  paidCount: '{count, plural, one {# paid donation} other {# paid donations}}',
});
