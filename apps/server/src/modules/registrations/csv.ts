import {
  formatPhone,
  formatPrice,
  type AnswerValue,
  type Language,
  type Question,
  type Registration,
} from '@portal/contract';
import { translate } from '../../i18n/translate';
import { registrationCsvMessages as m } from './messages';

const header = [
  m.registeredAt,
  m.status,
  m.title,
  m.name,
  m.email,
  m.phone,
  m.guest,
  m.guestEmail,
  m.guestPhone,
  m.places,
  m.wantsUpdates,
  m.checkedInAt,
];
/** Only for an event with ticket types (issue 25): a plain event's CSV stays as it was. */
const ticketHeader = [m.ticketType, m.amountPaid];
/** Only when someone took a promo code (issue 25 §3). */
const promoHeader = [m.promoCode, m.discount];

const statuses = {
  confirmed: m.confirmed,
  waitlisted: m.waitlisted,
  cancelled: m.cancelled,
  checked_in: m.checkedIn,
  awaiting_payment: m.awaitingPayment,
  expired: m.expired,
  refunded: m.refunded,
} satisfies Record<Registration['status'], unknown>;

/**
 * One CSV field (RFC 4180 quoting). Text a spreadsheet would run as a formula (=, +, -, @, tab,
 * CR first) gets a leading apostrophe, so an attendee's name cannot become a formula on import.
 */
export function csvField(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One answer as a cell: option labels for choices, yes/no for a box (issue 25). */
function answerCell(question: Question, value: AnswerValue | undefined, yesNo: [string, string]) {
  if (value === undefined) return null;
  const label = (option: string) =>
    question.options?.find((offered) => offered.value === option)?.label ?? option;
  if (typeof value === 'boolean') return value ? yesNo[0] : yesNo[1];
  if (Array.isArray(value)) return value.map(label).join('; ');
  return question.type === 'select' ? label(String(value)) : value;
}

/**
 * The registrations as CSV, its column names and words in the reader's `language`; then one
 * column per question of the event, headed by its label.
 */
export function registrationsCsv(
  registrations: Registration[],
  viewerCountry: string,
  language: Language,
  ticketing: { ticketed: boolean; questions: Question[] } = { ticketed: false, questions: [] },
): string {
  const { ticketed, questions } = ticketing;
  const promo = ticketed && registrations.some((registration) => registration.promoCode);
  const say = (
    message: (typeof header)[number] | (typeof ticketHeader)[number] | (typeof promoHeader)[number],
  ) => translate(language, message);
  const phone = (value: string | null) =>
    value === null ? null : formatPhone(value, viewerCountry);
  const rows = registrations.map((registration) => [
    registration.registrationDate,
    say(statuses[registration.status]),
    registration.title === 'none' ? '' : registration.title,
    registration.name,
    registration.email,
    phone(registration.phone),
    registration.guestName,
    registration.guestEmail,
    phone(registration.guestPhone),
    registration.seats,
    say(registration.wantsUpdates ? m.yes : m.no),
    registration.checkedInAt,
    ...(ticketed
      ? [
          registration.ticketTypeName ?? null,
          registration.amountPaid ? formatPrice(registration.amountPaid) : null,
        ]
      : []),
    ...(promo
      ? [
          registration.promoCode ?? null,
          registration.discount ? formatPrice(registration.discount) : null,
        ]
      : []),
    ...questions.map((question) =>
      answerCell(question, registration.answers?.[question._id], [say(m.yes), say(m.no)]),
    ),
  ]);
  const heading = [
    ...header.map(say),
    ...(ticketed ? ticketHeader.map(say) : []),
    ...(promo ? promoHeader.map(say) : []),
    ...questions.map((question) => question.label),
  ];
  // A byte-order mark so spreadsheet programs read the names as UTF-8.
  return `\uFEFF${[heading, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
