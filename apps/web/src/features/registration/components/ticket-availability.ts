import type { TicketType } from '@portal/contract';

// What the event read says about each ticket type, as the picker shows it (issue 25 §2). The
// server decides again when the form is sent; this only says why a card cannot be chosen.

export type TicketAvailability =
  | { state: 'onSale' }
  /** Every place of this type is taken or held: a newcomer joins its waiting list. */
  | { state: 'soldOut' }
  | { state: 'notYet'; opens: string }
  | { state: 'closed' };

export function ticketAvailability(type: TicketType, now = Date.now()): TicketAvailability {
  if (type.salesStart && Date.parse(type.salesStart) > now)
    return { state: 'notYet', opens: type.salesStart };
  if (type.salesEnd && Date.parse(type.salesEnd) <= now) return { state: 'closed' };
  if (type.capacity != null && (type.sold ?? 0) >= type.capacity) return { state: 'soldOut' };
  return { state: 'onSale' };
}

/** A type someone may choose now: on sale, or sold out (its waiting list). */
export const canChoose = (availability: TicketAvailability) =>
  availability.state === 'onSale' || availability.state === 'soldOut';

/** The types a visitor sees: hidden ones are sold only through the API (or not at all). */
export const shownTicketTypes = (types: readonly TicketType[] | undefined) =>
  (types ?? []).filter((type) => !type.hidden);

/** The first type on sale, chosen for the attendee when it is the only one they could take. */
export function onlyChoosable(types: readonly TicketType[], now = Date.now()): string | undefined {
  const choosable = types.filter((type) => canChoose(ticketAvailability(type, now)));
  return choosable.length === 1 ? choosable[0]!._id : undefined;
}
