import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { isoToLocal, localToIso, toEventInput, toFormValues } from './event-form-values';

describe('event form values', () => {
  it("reads a datetime-local value in the viewer's zone and back", () => {
    const iso = localToIso('2026-12-05T10:00');
    expect(iso).toBe(new Date(2026, 11, 5, 10, 0).toISOString());
    expect(isoToLocal(iso)).toBe('2026-12-05T10:00');
    expect(localToIso('')).toBe('');
    expect(localToIso('not a date')).toBe('not a date');
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
      capacity: '',
      latitude: '',
      images: '/uploads/a.jpg\nhttps://example.org/b.jpg',
      sponsors: [{ name: 'Acme', person: '', website: 'https://acme.example', logoUrl: '' }],
    });
    expect(toEventInput(values)).toMatchObject({
      date: event.date,
      endDate: event.endDate,
      capacity: null,
      latitude: null,
      images: ['/uploads/a.jpg', 'https://example.org/b.jpg'],
      channelId: 'c-1',
    });
  });

  it('shows an event saved without an end with a blank end', () => {
    const event = makeEvent({ endDate: '2026-12-05T04:30:00.000Z' });
    expect(toFormValues(event).endDate).toBe('');
    expect(toEventInput(toFormValues(event)).endDate).toBeNull();
  });
});
