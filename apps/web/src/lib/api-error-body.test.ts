import { apiErrorSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { readApiErrorBody } from './api-error-body';

// The hand-written check must accept and refuse what the contract's schema does, and return
// what the schema's parse returns (the known fields only).
const samples: unknown[] = [
  { error: 'not_found', message: 'Event not found.' },
  { error: 'validation', message: 'Check the form.', fields: { title: 'Title is required' } },
  { error: 'validation', message: 'Check the form.', fields: {} },
  { error: 'conflict', message: 'Taken.', extra: 1 },
  { error: 'validation', message: 'Check the form.', fields: { title: 3 } },
  { error: 'validation', message: 'Check the form.', fields: ['Title is required'] },
  { error: 'validation', message: 'Check the form.', fields: null },
  { error: 404, message: 'Not found' },
  { error: 'not_found' },
  { message: 'Not found' },
  [],
  null,
  undefined,
  'Bad gateway',
];

describe('readApiErrorBody', () => {
  it.each(samples.map((sample) => [JSON.stringify(sample) ?? 'undefined', sample]))(
    'agrees with apiErrorSchema on %s',
    (_, sample) => {
      const parsed = apiErrorSchema.safeParse(sample);
      expect(readApiErrorBody(sample)).toEqual(parsed.success ? parsed.data : undefined);
    },
  );
});
