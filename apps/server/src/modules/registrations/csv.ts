import { formatPhone, type Language, type Registration } from '@portal/contract';
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

const statuses = {
  confirmed: m.confirmed,
  waitlisted: m.waitlisted,
  cancelled: m.cancelled,
  checked_in: m.checkedIn,
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

/** The registrations as CSV, its column names and words in the reader's `language`. */
export function registrationsCsv(
  registrations: Registration[],
  viewerCountry: string,
  language: Language,
): string {
  const say = (message: (typeof header)[number]) => translate(language, message);
  const phone = (value: string | null) =>
    value === null ? null : formatPhone(value, viewerCountry);
  const rows = registrations.map((registration) => [
    registration.registrationDate,
    say(statuses[registration.status]),
    registration.title,
    registration.name,
    registration.email,
    phone(registration.phone),
    registration.guestName,
    registration.guestEmail,
    phone(registration.guestPhone),
    registration.seats,
    say(registration.wantsUpdates ? m.yes : m.no),
    registration.checkedInAt,
  ]);
  // A byte-order mark so spreadsheet programs read the names as UTF-8.
  return `\uFEFF${[header.map(say), ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
