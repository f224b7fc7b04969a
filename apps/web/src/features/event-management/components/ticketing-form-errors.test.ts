import { eventMessages } from '@portal/contract';
import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { eventFormResolver } from './event-form-resolver';
import { emptyEventFormValues, type EventFormValues } from './event-form-values';
import { newTicketType } from './ticketing-form-values';

const options = {
  criteriaMode: 'firstError',
  fields: {},
  shouldUseNativeValidation: false,
} as ResolverOptions<EventFormValues>;

async function ticketErrors(ticket: Partial<ReturnType<typeof newTicketType>>) {
  const values: EventFormValues = {
    ...emptyEventFormValues('Europe/London'),
    title: 'Spring nets',
    description: 'Nets for every age.',
    date: '2027-04-03T10:00',
    location: 'Lord’s Nursery Ground',
    ticketTypes: [{ ...newTicketType('GBP'), name: 'Adult', ...ticket }],
  };
  const result = await eventFormResolver({ channelRequired: false })(values, undefined, options);
  return (result.errors as FieldErrors<EventFormValues>).ticketTypes?.[0];
}

describe('ticket type messages in the form’s terms', () => {
  it('asks for a price as typed, not in paise', async () => {
    const errors = await ticketErrors({ price: { amount: '12.345', currency: 'GBP' } });
    expect(errors?.price?.amount?.message).toBe(
      'Enter a price of 0 or more, such as 1499.00, with at most 2 decimals',
    );
  });

  it('says a sale time the clocks skip does not exist, and checks the window’s order', async () => {
    // 01:30 on 28 March 2027 does not happen in London: the clocks go forward at 01:00.
    const skipped = await ticketErrors({ salesStart: '2027-03-28T01:30' });
    expect(skipped?.salesStart?.message).toBe(eventMessages.timeSkipped);
    const reversed = await ticketErrors({
      salesStart: '2027-03-20T09:00',
      salesEnd: '2027-03-19T09:00',
    });
    expect(reversed?.salesEnd?.message).toBe('Sales must end after they start');
    expect(await ticketErrors({ price: { amount: '25.50', currency: 'GBP' } })).toBeUndefined();
  });
});
