// No zod here: the web's registration form and event cards import these texts (ADR 20).

/** Issue 25: ticket types, registration questions and their answers. */
export const ticketMessages = {
  nameRequired: 'Name the ticket type',
  currencyInvalid: 'Use a three-letter currency code such as INR',
  amountInvalid: 'Enter the price in whole paise (minor units), 0 for free',
  capacityMin: 'At least 1',
  salesEndBeforeStart: 'Sales must end after they start',
  labelRequired: 'Write the question',
  optionsRequired: 'Give at least one option',
  optionsOnlyForChoices: 'Only select, multi and checkbox questions have options',
  optionDuplicate: 'Each option needs its own value',
  unknownTicketTypeOfQuestion: 'The question names a ticket type the event does not have',
  ticketTypeDuplicate: 'Two ticket types share one id',
  ticketTypeRequired: 'Choose a ticket',
  ticketTypeUnknown: 'This ticket type is not sold for this event',
  ticketTypeNotOnSale: 'This ticket is not on sale now',
  answerRequired: 'This question needs an answer',
  answerNotOffered: 'Choose one of the options offered',
  answerNotNumber: 'Enter a number',
  answerNotDate: 'Enter a date as YYYY-MM-DD',
  answerNotText: 'Enter text (at most 2000 characters)',
  answerNotYesNo: 'Tick the box or leave it empty',
  answerUnknownQuestion: 'The event has no such question',
  paymentsNotConfigured:
    'Paid tickets need Razorpay, which is not set up on this server. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (and RAZORPAY_WEBHOOK_SECRET) in the server’s environment and restart it, or make the ticket free.',
  badSignature: 'The payment could not be verified.',
  paymentNotFound: 'No ticket order matches this payment.',
  holdExpired: 'The time to pay for this place has run out. Please register again.',
  paid: 'Payment received: your ticket is confirmed.',
} as const;
