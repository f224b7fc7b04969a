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
  unreachable:
    'The payment service could not be reached, so nothing was charged. Please try again in a moment.',
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
  talkToUs: 'Talk to us',
});

export const otherWaysMessages = defineMessages('donations.otherWays', {
  heading: 'Other ways to give',
  alsoIntro: 'You can also give to {organisation} directly:',
  onlyIntro: 'Online giving isn’t available here yet. You can give to {organisation} directly:',
  copy: 'Copy details',
  copied: 'Details copied',
  questions: 'Questions about giving? {link}.',
});

export const notConfiguredMessages = defineMessages('donations.notConfigured', {
  heading: 'Online giving isn’t available yet',
  body: 'Please check back soon. Want to help in another way? {link}.',
});

export const adminSetupMessages = defineMessages('donations.adminSetup', {
  heading: 'Set up online giving',
  onlyAdmins: 'Only site admins see this.',
  variables:
    'To take donations online through Razorpay, set these environment variables on the server, then restart it:',
  keyId: 'the Key Id from the Razorpay Dashboard (Account & Settings → API Keys)',
  keySecret: 'the Key Secret shown with that Key Id',
  webhookSecret:
    'the secret of a Razorpay webhook sending to {url}, so payments Razorpay confirms are recorded even when the donor closes the page, and monthly gifts are charged',
  otherWays:
    'Bank transfer or UPI details go in {link} in Site settings. They show on this page whether or not online giving is on.',
  otherWaysLink: 'Other ways to give',
  otherWaysSet: 'Visitors now see your other ways to give below.',
  otherWaysUnset: 'Visitors now see that online giving isn’t available yet.',
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
