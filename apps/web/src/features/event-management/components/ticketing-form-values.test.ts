import { eventInputSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { emptyEventFormValues, toEventInput, toFormValues } from './event-form-values';
import { ticketingErrorPath } from './ticketing-form-errors';
import {
  newQuestion,
  newRowId,
  newTicketType,
  toMajorUnits,
  toMinorUnits,
} from './ticketing-form-values';

const galaId = '0b7d3c56-2f0e-4d8a-9a53-7d1c2a7e9f01';
const patronId = '5c2e8f10-6a4b-4e57-8d21-3b9f0c4a6e22';
const mealId = '9e4a1b2c-3d5e-4f60-8a7b-1c2d3e4f5a6b';

const gala = makeEvent({
  timeZone: 'Asia/Kolkata',
  ticketTypes: [
    {
      _id: galaId,
      name: 'Gala dinner',
      price: { amount: 149_900, currency: 'INR' },
      capacity: 120,
      salesStart: '2026-11-30T18:30:00.000Z',
      salesEnd: '2026-12-04T12:30:00.000Z',
      sold: 3,
    },
    {
      _id: patronId,
      name: 'Patron',
      description: 'A table near the stage',
      price: { amount: 5_000, currency: 'GBP' },
      hidden: true,
    },
  ],
  questions: [
    {
      _id: mealId,
      label: 'Meal',
      type: 'select',
      required: true,
      options: [
        { value: 'veg', label: 'Veg' },
        { value: 'non-veg', label: 'Non-veg' },
      ],
      ticketTypeIds: [galaId],
    },
  ],
});

describe('ticket prices as typed', () => {
  it('reads major units into minor units by the currency’s decimals', () => {
    expect(toMinorUnits('1499.00', 'INR')).toBe(149_900);
    expect(toMinorUnits('1,499.5', 'INR')).toBe(149_950);
    expect(toMinorUnits('0.29', 'USD')).toBe(29);
    expect(toMinorUnits('', 'INR')).toBe(0);
    expect(toMinorUnits('1500', 'JPY')).toBe(1500);
  });

  it('refuses what is not a price: the schema then names the box', () => {
    for (const typed of ['-5', 'abc', '12.345', '1e3', '12.5']) {
      const currency = typed === '12.5' ? 'JPY' : 'INR';
      expect(toMinorUnits(typed, currency), typed).toBeNaN();
    }
  });

  it('shows a stored price back in major units', () => {
    expect(toMajorUnits(149_900, 'INR')).toBe('1499.00');
    expect(toMajorUnits(1500, 'JPY')).toBe('1500');
  });
});

describe('ticket types and questions in the event form', () => {
  it('round-trips an event’s ticket types and questions, ids and order kept', () => {
    const values = toFormValues(gala);
    expect(values.ticketTypes[0]).toMatchObject({
      _id: galaId,
      price: { amount: '1499.00', currency: 'INR' },
      capacity: '120',
      // Midnight and 18:00 at the venue, whatever the organiser's own zone.
      salesStart: '2026-12-01T00:00',
      salesEnd: '2026-12-04T18:00',
      hidden: false,
      sold: 3,
    });
    expect(values.ticketTypes[1]).toMatchObject({ _id: patronId, price: { amount: '50.00' } });

    const input = toEventInput(values);
    expect(input.ticketTypes).toEqual([
      {
        _id: galaId,
        name: 'Gala dinner',
        price: { amount: 149_900, currency: 'INR' },
        capacity: 120,
        salesStart: '2026-11-30T18:30:00.000Z',
        salesEnd: '2026-12-04T12:30:00.000Z',
        hidden: false,
      },
      {
        _id: patronId,
        name: 'Patron',
        description: 'A table near the stage',
        price: { amount: 5_000, currency: 'GBP' },
        capacity: null,
        salesStart: null,
        salesEnd: null,
        hidden: true,
      },
    ]);
    expect(input.questions).toEqual([
      {
        _id: mealId,
        label: 'Meal',
        type: 'select',
        required: true,
        options: [
          { value: 'veg', label: 'Veg' },
          { value: 'non-veg', label: 'Non-veg' },
        ],
        ticketTypeIds: [galaId],
      },
    ]);
    expect(eventInputSchema.safeParse(input).success).toBe(true);
  });

  it('sends no ticket types or questions for a new event, and new rows with their own ids', () => {
    const blank = emptyEventFormValues('Europe/London');
    expect(toEventInput(blank)).toMatchObject({ ticketTypes: [], questions: [] });
    const type = newTicketType();
    const question = { ...newQuestion(), label: 'Batch year', type: 'number' as const };
    // Options left from when it was a choice question are not sent.
    question.options = [{ value: 'x', label: 'x' }];
    question.ticketTypeIds = [type._id];
    const input = toEventInput({
      ...blank,
      ticketTypes: [{ ...type, name: 'Entry', salesStart: '2027-03-27T09:00' }],
      questions: [question],
    });
    expect(input.ticketTypes?.[0]).toMatchObject({
      _id: type._id,
      price: { amount: 0, currency: 'INR' },
      // 09:00 in London after the clocks go forward (BST).
      salesStart: '2027-03-27T09:00:00.000Z',
    });
    expect(input.questions?.[0]).not.toHaveProperty('options');
    expect(input.questions?.[0]?.ticketTypeIds).toEqual([type._id]);
    expect(type._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(newTicketType()._id).not.toBe(type._id);
  });
});

describe('server messages about ticket types and questions', () => {
  const values = toFormValues(gala);
  it('puts each under its box, and the list’s own above the list', () => {
    expect(ticketingErrorPath('ticketTypes.1.price', values)).toBe('ticketTypes.1.price.amount');
    expect(ticketingErrorPath('ticketTypes.0.salesEnd', values)).toBe('ticketTypes.0.salesEnd');
    expect(ticketingErrorPath('ticketTypes', values)).toBe('ticketTypes.root');
    expect(ticketingErrorPath('questions.0.options.1.label', values)).toBe(
      'questions.0.options.1.label',
    );
    expect(ticketingErrorPath('questions.0.ticketTypeIds', values)).toBe(
      'questions.0.ticketTypeIds',
    );
    // Rows the form does not have (any more) speak above the list.
    expect(ticketingErrorPath('ticketTypes.7.name', values)).toBe('ticketTypes.root');
    expect(ticketingErrorPath('questions.0.options.9.label', values)).toBe('questions.0.options');
    expect(ticketingErrorPath('title', values)).toBeUndefined();
  });
});

describe('new rows’ ids', () => {
  it('are UUIDs the contract accepts, also where crypto.randomUUID is missing (plain HTTP)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newRowId()).toMatch(uuid);
    // Shadowed on the instance, then put back exactly as it was (the suite shares globals).
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      expect(newRowId()).toMatch(uuid);
      expect(newRowId()).not.toBe(newRowId());
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});
