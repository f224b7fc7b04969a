import {
  alumniMessages,
  BATCH_MIN,
  batchMax,
  emailSchema,
  fieldMessages,
  isPhoneCountry,
  messages as authMessages,
  personNameSchema,
  phoneMessages,
  toE164,
  type RosterColumn,
} from '@portal/contract';
import { fillText } from '@portal/contract/i18n/fill-text';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ServerText } from '../../i18n/server-text';
import { joiningMessages } from './messages';
import type { SheetRow } from './roster-csv';

/** A valid row, as it is stored: email lower-cased, mobile in E.164, country alpha-2. */
export interface RosterRow {
  row: number;
  name: string;
  email: string | null;
  mobile: string | null;
  batch: number | null;
  course: string | null;
  city: string | null;
  country: string | null;
}

export interface RowError {
  row: number;
  field: RosterColumn | 'contact';
  message: ServerText;
}

/** A row left out because it repeats an earlier row's email or mobile (`match` names which). */
export interface RowDuplicate {
  row: number;
  match: 'email' | 'mobile';
}

const COURSE_MAX = 120;
const CITY_MAX = 100;

let countryNames: Map<string, string> | undefined;
/** Country names in English, Hindi and Gujarati ("India", "भारत", "ભારત") → alpha-2. */
function countryByName(name: string): string | undefined {
  if (!countryNames) {
    countryNames = new Map();
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const locale of ['en', 'hi', 'gu']) {
      const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
      for (const a of letters)
        for (const b of letters) {
          const code = `${a}${b}`;
          if (!isPhoneCountry(code)) continue;
          const label = names.of(code);
          if (label) countryNames.set(label.toLocaleLowerCase(), code);
        }
    }
    for (const [alias, code] of Object.entries(countryAliases)) countryNames.set(alias, code);
  }
  return countryNames.get(name.trim().toLocaleLowerCase());
}
const countryAliases: Record<string, string> = {
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  usa: 'US',
  'united states of america': 'US',
  uae: 'AE',
};

/** ISO 3166 alpha-2 for a code ("in") or a name ("India"); undefined when it is neither. */
export function countryCodeOf(text: string): string | undefined {
  const upper = text.trim().toUpperCase();
  return isPhoneCountry(upper) ? upper : countryByName(text);
}

const blankToNull = (text: string | undefined) => {
  const trimmed = text?.normalize('NFC').trim();
  return trimmed ? trimmed : null;
};

/**
 * Checks each row with the contract's rules; a row with any error is left out whole. Rows that
 * repeat an earlier valid row's email or mobile are reported, and the first one kept.
 */
export async function checkRows(rows: readonly SheetRow[], defaultCountry: string) {
  const valid: RosterRow[] = [];
  const errors: RowError[] = [];
  const duplicates: RowDuplicate[] = [];
  const firstRowOf = { email: new Map<string, number>(), mobile: new Map<string, number>() };
  const batchRange = fillText(alumniMessages.batchRange, { min: BATCH_MIN, max: batchMax() });

  for (const [index, { row, cells }] of rows.entries()) {
    // Reading numbers is slow work (libphonenumber): let other requests in now and then.
    if (index % 500 === 499) await nextTurn();
    const rowErrors: RowError[] = [];
    const fail = (field: RowError['field'], message: ServerText) =>
      rowErrors.push({ row, field, message });

    const name = personNameSchema.safeParse(cells.name ?? '');
    if (!name.success) fail('name', name.error.issues[0]?.message ?? authMessages.name);

    let email: string | null = null;
    const emailText = blankToNull(cells.email);
    if (emailText) {
      const parsed = emailSchema.safeParse(emailText);
      if (parsed.success) email = parsed.data;
      else fail('email', parsed.error.issues[0]?.message ?? authMessages.email);
    }

    let mobile: string | null = null;
    const mobileText = blankToNull(cells.mobile);
    if (mobileText) {
      mobile = toE164(mobileText, defaultCountry) ?? null;
      if (!mobile) fail('mobile', phoneMessages.invalid);
    }
    if (!emailText && !mobileText) fail('contact', alumniMessages.rosterContactRequired);

    let batch: number | null = null;
    const batchText = blankToNull(cells.batch);
    if (batchText) {
      const year = /^\d{1,4}$/.test(batchText) ? Number(batchText) : NaN;
      if (year >= BATCH_MIN && year <= batchMax()) batch = year;
      else fail('batch', batchRange);
    }

    const course = blankToNull(cells.course);
    if (course && course.length > COURSE_MAX)
      fail('course', fillText(fieldMessages.tooLong, { max: COURSE_MAX }));
    const city = blankToNull(cells.city);
    if (city && city.length > CITY_MAX)
      fail('city', fillText(fieldMessages.tooLong, { max: CITY_MAX }));

    let country: string | null = null;
    const countryText = blankToNull(cells.country);
    if (countryText) {
      country = countryCodeOf(countryText) ?? null;
      if (!country) fail('country', joiningMessages.countryUnknown);
    }

    if (rowErrors.length > 0) {
      errors.push(...rowErrors);
      continue;
    }
    const repeated = (['email', 'mobile'] as const).find((field) => {
      const value = field === 'email' ? email : mobile;
      return value !== null && firstRowOf[field].has(value);
    });
    if (repeated) {
      duplicates.push({ row, match: repeated });
      continue;
    }
    if (email) firstRowOf.email.set(email, row);
    if (mobile) firstRowOf.mobile.set(mobile, row);
    valid.push({
      row,
      name: name.data ?? '',
      email,
      mobile,
      batch,
      course,
      city,
      country,
    });
  }
  return { valid, errors, duplicates };
}
