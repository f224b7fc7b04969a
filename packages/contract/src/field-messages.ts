import { urlMessages } from './safe-url';

// No zod here: the web's first visit imports this (ADR 20); the schemas are in common.ts.

export const fieldMessages = {
  dateRequired: 'Date is required',
  dateInvalid: 'Enter a valid date and time',
  dateRange: 'Enter a date between the years 1000 and 8999',
  url: urlMessages.web,
  /** A template: fill it with `fillText(fieldMessages.tooLong, { max })` (i18n/fill-text.ts). */
  tooLong: 'At most {max} characters',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
} as const;
