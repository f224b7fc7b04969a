import { formatPhone, type Registration } from '@portal/contract';

const header = [
  'Registered at',
  'Status',
  'Title',
  'Name',
  'Email',
  'Phone',
  'Guest',
  'Guest email',
  'Guest phone',
  'Places',
  'Wants updates',
  'Checked in at',
];

/**
 * One CSV field (RFC 4180 quoting). Text a spreadsheet would run as a formula (=, +, -, @, tab,
 * CR first) gets a leading apostrophe, so an attendee's name cannot become a formula on import.
 */
export function csvField(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function registrationsCsv(registrations: Registration[], viewerCountry: string): string {
  const phone = (value: string | null) =>
    value === null ? null : formatPhone(value, viewerCountry);
  const rows = registrations.map((registration) => [
    registration.registrationDate,
    registration.status === 'checked_in' ? 'checked in' : registration.status,
    registration.title,
    registration.name,
    registration.email,
    phone(registration.phone),
    registration.guestName,
    registration.guestEmail,
    phone(registration.guestPhone),
    registration.seats,
    registration.wantsUpdates ? 'yes' : 'no',
    registration.checkedInAt,
  ]);
  // A byte-order mark so spreadsheet programs read the names as UTF-8.
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
