import {
  minorDigits,
  type EventInput,
  type PortalEvent,
  type Question,
  type QuestionType,
  type TicketType,
} from '@portal/contract';
import { instantFromWallClock, localDateTimeAt } from '@portal/contract/time-zones';

// Issue 25 §1, §5: the ticket types and questions as the organiser types them. Prices are typed
// in major units ("1499.00") and sent in minor units (149900); sale times are the wall clock in
// the event's zone, like the event's own dates.

/** Currencies offered first; any other ISO code saved on an event is kept in the list. */
export const ticketCurrencies = ['INR', 'GBP', 'USD', 'AED', 'SGD', 'EUR'] as const;

export interface TicketTypeFormValues {
  /** Made by the form for a new row, so a question can name a ticket type not yet saved. */
  _id: string;
  name: string;
  description: string;
  /** Major units as typed: "1499.00"; blank or "0" is free. */
  price: { amount: string; currency: string };
  /** Blank: only the event's capacity limits it. */
  capacity: string;
  /** `YYYY-MM-DDTHH:mm` in the event's zone; blank: no limit. */
  salesStart: string;
  salesEnd: string;
  hidden: boolean;
  /** Places held or taken with it (read only): a sold type can be hidden, not removed. */
  sold: number;
}

export interface QuestionOptionFormValues {
  value: string;
  label: string;
}

export interface QuestionFormValues {
  _id: string;
  label: string;
  type: QuestionType;
  required: boolean;
  /** Only for select and multi; the rest send none. */
  options: QuestionOptionFormValues[];
  /** Empty: asked of everyone. */
  ticketTypeIds: string[];
}

export interface TicketingFormValues {
  ticketTypes: TicketTypeFormValues[];
  questions: QuestionFormValues[];
}

/** The question types whose answers are picked from options. */
export const choiceTypes: readonly QuestionType[] = ['select', 'multi'];

/**
 * A version 4 UUID for a new row. crypto.randomUUID exists only on secure pages (HTTPS or
 * localhost); getRandomValues everywhere, so a site served over plain HTTP still works.
 */
export function newRowId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function newTicketType(currency = 'INR'): TicketTypeFormValues {
  return {
    _id: newRowId(),
    name: '',
    description: '',
    price: { amount: '0', currency },
    capacity: '',
    salesStart: '',
    salesEnd: '',
    hidden: false,
    sold: 0,
  };
}

export function newQuestion(): QuestionFormValues {
  return {
    _id: newRowId(),
    label: '',
    type: 'text',
    required: false,
    options: [],
    ticketTypeIds: [],
  };
}

/**
 * "1499.00" in INR → 149900. A blank box is free (0). Anything that is not a plain non-negative
 * number with at most the currency's decimals is NaN, which the schema refuses.
 */
export function toMinorUnits(typed: string, currency: string): number {
  const text = typed.trim().replace(/,/g, '');
  if (text === '') return 0;
  const digits = minorDigits(currency);
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] ?? '').length > digits) return Number.NaN;
  // Whole and fraction parts read separately: 0.29 * 100 would be 28.999….
  const fraction = (match[2] ?? '').padEnd(digits, '0');
  return Number(match[1]) * 10 ** digits + (digits > 0 ? Number(fraction) : 0);
}

/** 149900 in INR → "1499.00", as the box shows it. */
export function toMajorUnits(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  return (amount / 10 ** digits).toFixed(digits);
}

/** A wall-clock box as an instant in `timeZone`; what cannot be read is sent as typed (refused). */
function toInstant(local: string, timeZone: string): string | null {
  const text = local.trim();
  if (text === '') return null;
  const resolved = instantFromWallClock(text, timeZone);
  return resolved.ok ? resolved.instant.toISOString() : text;
}

function toCapacity(typed: string): number | null {
  const text = typed.trim();
  return text === '' ? null : Number(text);
}

/** The two lists in the shape the contract checks (not yet checked); positions follow order. */
export function toTicketingInput(
  values: TicketingFormValues,
  timeZone: string,
): Pick<EventInput, 'ticketTypes' | 'questions'> {
  return {
    ticketTypes: values.ticketTypes.map((type) => ({
      _id: type._id,
      name: type.name,
      ...(type.description.trim() !== '' && { description: type.description }),
      price: {
        amount: toMinorUnits(type.price.amount, type.price.currency),
        currency: type.price.currency,
      },
      capacity: toCapacity(type.capacity),
      salesStart: toInstant(type.salesStart, timeZone),
      salesEnd: toInstant(type.salesEnd, timeZone),
      hidden: type.hidden,
    })),
    questions: values.questions.map((question) => ({
      _id: question._id,
      label: question.label,
      type: question.type,
      required: question.required,
      ...(choiceTypes.includes(question.type) && { options: question.options }),
      ticketTypeIds: question.ticketTypeIds,
    })),
  };
}

function ticketTypeFormValues(type: TicketType, timeZone: string): TicketTypeFormValues {
  const local = (iso: string | undefined) =>
    iso && !Number.isNaN(Date.parse(iso)) ? localDateTimeAt(iso, timeZone) : '';
  return {
    _id: type._id,
    name: type.name,
    description: type.description ?? '',
    price: {
      amount: toMajorUnits(type.price.amount, type.price.currency),
      currency: type.price.currency,
    },
    capacity: type.capacity === undefined ? '' : String(type.capacity),
    salesStart: local(type.salesStart),
    salesEnd: local(type.salesEnd),
    hidden: type.hidden ?? false,
    sold: type.sold ?? 0,
  };
}

function questionFormValues(question: Question): QuestionFormValues {
  return {
    _id: question._id,
    label: question.label,
    type: question.type,
    required: question.required,
    options: (question.options ?? []).map((option) => ({ ...option })),
    ticketTypeIds: [...(question.ticketTypeIds ?? [])],
  };
}

/** A saved event's lists in the boxes, ids kept so saving updates rather than replaces them. */
export function ticketingFormValues(event: PortalEvent): TicketingFormValues {
  return {
    ticketTypes: (event.ticketTypes ?? []).map((type) =>
      ticketTypeFormValues(type, event.timeZone),
    ),
    questions: (event.questions ?? []).map(questionFormValues),
  };
}
