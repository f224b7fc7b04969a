import { eventInputSchema } from '@portal/contract';
import { instantFromWallClock } from '@portal/contract/time-zones';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { isoToLocal, toEventInput, toFormValues } from './event-form-values';

/** The instant the server will store for a wall-clock time in a zone (the contract's rule). */
const stored = (local: string, zone: string) => {
  const resolved = instantFromWallClock(local, zone);
  return resolved.ok ? resolved.instant.toISOString() : resolved.reason;
};

describe('event form values', () => {
  it('shows an event’s times as its venue’s wall clock, whatever the organiser’s zone', () => {
    expect(isoToLocal('2026-12-05T04:30:00.000Z', 'Asia/Kolkata')).toBe('2026-12-05T10:00');
    expect(isoToLocal('2026-12-05T04:30:00.000Z', 'America/Toronto')).toBe('2026-12-04T23:30');
    expect(isoToLocal('not a date', 'Asia/Kolkata')).toBe('');
  });

  it('turns an event into boxes and back into the contract input', () => {
    const event = makeEvent({
      capacity: null,
      latitude: null,
      longitude: null,
      images: ['/uploads/a.jpg', 'https://example.org/b.jpg'],
      channelId: 'c-1',
      sponsors: [{ name: 'Acme', person: null, website: 'https://acme.example', logoUrl: null }],
    });
    const values = toFormValues(event);
    expect(values).toMatchObject({
      date: '2026-12-05T10:00',
      endDate: '2026-12-07T18:00',
      timeZone: 'Asia/Kolkata',
      online: false,
      capacity: '',
      latitude: '',
      images: '/uploads/a.jpg\nhttps://example.org/b.jpg',
      sponsors: [{ name: 'Acme', person: '', website: 'https://acme.example', logoUrl: '' }],
    });
    expect(toEventInput(values)).toMatchObject({
      date: '2026-12-05T10:00',
      endDate: '2026-12-07T18:00',
      timeZone: 'Asia/Kolkata',
      online: false,
      capacity: null,
      latitude: null,
      images: ['/uploads/a.jpg', 'https://example.org/b.jpg'],
      channelId: 'c-1',
    });
  });

  it.each([
    // Pune, a London summer event, a Toronto winter one, and Sydney in its summer time.
    ['Asia/Kolkata', '2027-06-07T04:00:00.000Z', '2027-06-07T12:30:00.000Z'],
    ['Europe/London', '2027-07-10T09:00:00.000Z', '2027-07-10T16:00:00.000Z'],
    ['America/Toronto', '2027-01-16T15:00:00.000Z', '2027-01-17T02:00:00.000Z'],
    ['Australia/Sydney', '2027-01-09T23:00:00.000Z', '2027-01-10T07:00:00.000Z'],
  ])('saves an unchanged %s event at the very same instants', (timeZone, date, endDate) => {
    const event = makeEvent({ timeZone, date, endDate });
    const input = eventInputSchema.parse(toEventInput(toFormValues(event)));
    expect(input.timeZone).toBe(timeZone);
    expect(stored(input.date, timeZone)).toBe(date);
    expect(stored(input.endDate!, timeZone)).toBe(endDate);
  });

  it('refuses a time the clocks skip in the event’s zone, naming the field', () => {
    const values = toFormValues(makeEvent({ timeZone: 'Europe/London' }));
    // London's clocks go from 01:00 to 02:00 on 28 March 2027.
    const result = eventInputSchema.safeParse(
      toEventInput({ ...values, date: '2027-03-28T01:30', endDate: '' }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['date']);
  });

  it('shows an event saved without an end with a blank end', () => {
    const event = makeEvent({ endDate: '2026-12-05T04:30:00.000Z' });
    expect(toFormValues(event).endDate).toBe('');
    expect(toEventInput(toFormValues(event)).endDate).toBeNull();
  });
});
