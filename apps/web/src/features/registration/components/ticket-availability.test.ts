import type { TicketType } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { onlyChoosable, shownTicketTypes, ticketAvailability } from './ticket-availability';

const now = Date.parse('2026-12-01T10:00:00Z');
const type = (overrides: Partial<TicketType> = {}): TicketType => ({
  _id: 'a1b2c3d4-0000-4000-8000-000000000001',
  name: 'Gala dinner',
  price: { amount: 149_900, currency: 'INR' },
  ...overrides,
});

describe('ticketAvailability', () => {
  it('is on sale without a window or a capacity', () => {
    expect(ticketAvailability(type(), now)).toEqual({ state: 'onSale' });
  });

  it('says when sales open, and that they closed', () => {
    expect(ticketAvailability(type({ salesStart: '2026-12-02T00:00:00Z' }), now)).toEqual({
      state: 'notYet',
      opens: '2026-12-02T00:00:00Z',
    });
    expect(ticketAvailability(type({ salesEnd: '2026-12-01T10:00:00Z' }), now)).toEqual({
      state: 'closed',
    });
  });

  it('is sold out when places taken and held reach the capacity', () => {
    expect(ticketAvailability(type({ capacity: 2, sold: 2 }), now)).toEqual({ state: 'soldOut' });
    expect(ticketAvailability(type({ capacity: 2, sold: 1 }), now)).toEqual({ state: 'onSale' });
  });
});

describe('the types shown and chosen', () => {
  it('leaves hidden types out, and chooses the only one that can be taken', () => {
    const open = type({ _id: 'open' });
    const closed = type({ _id: 'closed', salesEnd: '2026-11-01T00:00:00Z' });
    const hidden = type({ _id: 'hidden', hidden: true });
    expect(shownTicketTypes([open, closed, hidden]).map((t) => t._id)).toEqual(['open', 'closed']);
    expect(onlyChoosable([open, closed], now)).toBe('open');
    expect(onlyChoosable([open, type({ _id: 'second' })], now)).toBeUndefined();
  });
});
