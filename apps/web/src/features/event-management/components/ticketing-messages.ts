import { defineMessages } from '@portal/contract/i18n/define-messages';

/** The event form's "Tickets" section (issue 25 §1). */
export const ticketTypeMessages = defineMessages('eventManagement.tickets', {
  section: 'Tickets',
  intro:
    'Without ticket types, registering is free and only the event’s capacity counts. Each ticket type has its own price, places and sale dates.',
  none: 'No ticket types yet: registering is free.',
  add: 'Add ticket type',
  ticketType: 'Ticket type {number}',
  name: 'Name',
  description: 'Description',
  price: 'Price',
  priceHint: 'In {currency}, e.g. 1499.00; 0 for free',
  free: 'Free',
  currency: 'Currency',
  capacity: 'Places',
  capacityHint: 'Optional: blank means only the event’s capacity limits it',
  salesStart: 'Sales start',
  salesEnd: 'Sales end',
  salesHint: 'Optional · local time in {city}',
  hidden: 'Hidden',
  hiddenHint: 'No one new can choose it; people who have it keep it',
  sold: '{count, plural, one {# place taken} other {# places taken}}',
  soldCannotRemove: 'People have registered with it: hide it instead of removing it.',
  remove: 'Remove ticket type {number}',
  moveUp: 'Move ticket type {number} up',
  moveDown: 'Move ticket type {number} down',
  priceInvalid: 'Enter a price of 0 or more, such as 1499.00, with at most {digits} decimals',
  paymentsOff: 'Paid tickets cannot be saved yet',
  paymentsOffHowTo:
    'Payments go through Razorpay, which is not set up on this server. An administrator sets RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET in the server’s environment and restarts it (see “Configuration” in the README). Until then, make every ticket free.',
});

/** The event form's "Questions" section (issue 25 §5). */
export const questionMessages = defineMessages('eventManagement.questions', {
  section: 'Questions',
  intro:
    'Asked of each person who registers, in this order. Answers to choices are counted on the event’s dashboard.',
  none: 'No questions yet.',
  add: 'Add question',
  question: 'Question {number}',
  label: 'Question',
  type: 'Type of answer',
  typeText: 'Short text',
  typeTextarea: 'Long text',
  typeSelect: 'One choice',
  typeMulti: 'Several choices',
  typeNumber: 'Number',
  typeCheckbox: 'Yes or no (a tick box)',
  typeDate: 'Date',
  required: 'An answer is required',
  options: 'Choices',
  option: 'Choice {number}',
  // Plain words (issue 36): "Shown as / Stored as" read as a database's terms.
  optionLabel: 'Answer people pick',
  optionValue: 'Short name in your lists',
  optionValueHint: 'Stays the same if you reword the answer later',
  addOption: 'Add choice',
  removeOption: 'Remove choice {number}',
  askOnlyFor: 'Ask only for',
  askEveryone: 'None ticked: everyone is asked.',
  unnamedTicket: 'Ticket type {number}',
  remove: 'Remove question {number}',
  moveUp: 'Move question {number} up',
  moveDown: 'Move question {number} down',
});
