import { describe, expect, it } from 'vitest';
import { eventTimeSchema } from './event-time-schemas';
import { fieldMessages } from './field-messages';

const messageOf = (value: unknown) => eventTimeSchema.safeParse(value).error?.issues[0]?.message;

describe('eventTimeSchema', () => {
  it('takes an instant, a bare date or a wall-clock time', () => {
    expect(eventTimeSchema.parse('2027-06-07T04:00:00Z')).toBe('2027-06-07T04:00:00Z');
    expect(eventTimeSchema.parse('2027-06-07T09:30+05:30')).toBe('2027-06-07T09:30+05:30');
    expect(eventTimeSchema.parse('2027-06-07')).toBe('2027-06-07');
    expect(eventTimeSchema.parse(' 2027-06-07T09:30 ')).toBe('2027-06-07T09:30');
  });

  it('says what is wrong, not a bare "Invalid input"', () => {
    expect(messageOf('')).toBe(fieldMessages.dateRequired);
    expect(messageOf(undefined)).toBe(fieldMessages.dateRequired);
    expect(messageOf('tomorrow')).toBe(fieldMessages.dateInvalid);
    expect(messageOf('2027-02-30T09:30')).toBe(fieldMessages.dateInvalid);
    expect(messageOf('2027-06-07T24:00')).toBe(fieldMessages.dateInvalid);
  });
});
