import { defineMessages } from '@portal/contract';

export const donationServerMessages = defineMessages('server.donations', {
  paymentServiceDown: 'The payment service is unavailable. Please try again.',
  webhookSignature: 'The webhook signature is not valid.',
  webhookNotJson: 'The webhook body is not JSON.',
  webhookNotRazorpay: 'The webhook body is not a Razorpay event.',
  notPaid: 'This donation has no receipt: it is not paid.',
  notMonthly: 'Only a monthly donation can be cancelled.',
  notYourPayment: 'Only the page that started this payment can report it failed.',
  defaultTaxText:
    'Donations to {organisation} may be tax deductible where you live. Keep your receipt for your records.',
});

/** The receipt, as a page and as the email it is attached to (receipt.ts). */
export const receiptMessages = defineMessages('server.donations.receipt', {
  pageTitle: 'Receipt {number}',
  heading: 'Donation receipt',
  receiptNumber: 'Receipt number',
  donor: 'Donor',
  anonymous: 'Anonymous donor',
  amount: 'Amount',
  currency: 'Currency',
  frequency: 'Frequency',
  monthly: 'Monthly',
  once: 'One-time',
  date: 'Date',
  paymentId: 'Payment ID',
  thanks: 'Thank you for your support.',
  subject: 'Your donation receipt {number}',
  mailBody:
    'Dear {name},\n\nThank you for your {frequency, select, monthly {monthly donation} other {donation}} of {amount} to {organisation}.\n\nReceipt number: {number}\nPayment ID: {paymentId}\nDate: {date}\n\n{taxText}\n\nThe receipt is attached, and you can download it again from Account Settings.\n',
  donorFallback: 'donor',
});

/** The donor ledger's column names and the words in its cells (ledger-csv.ts). */
export const ledgerCsvMessages = defineMessages('server.donations.csv', {
  createdAt: 'Created at',
  paidAt: 'Paid at',
  receiptNumber: 'Receipt number',
  status: 'Status',
  frequency: 'Frequency',
  amount: 'Amount',
  currency: 'Currency',
  donor: 'Donor',
  email: 'Email',
  paymentId: 'Payment ID',
  orderId: 'Order ID',
  subscriptionId: 'Subscription ID',
  created: 'created',
  paid: 'paid',
  failed: 'failed',
  active: 'active',
  cancelled: 'cancelled',
  once: 'once',
  monthly: 'monthly',
});
