import {
  discountOf,
  promoCodeMessages as messages,
  type PromoCode,
  type PromoCodeParsed,
} from '@portal/contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { isUuid } from '../events/access';
import { ticketTypesOf, type TicketTypeRow } from '../tickets/repository';
import { promoCodeServerMessages as texts } from './messages';
import * as repo from './repository';

const refuse = (field: string, message: string, status = 400) =>
  new HttpError(status, 'validation', message, { [field]: message });

export function toPromoCode(row: repo.PromoCodeRow, timesUsed: number): PromoCode {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    currency: row.currency,
    ticketTypeIds: row.ticketTypeIds,
    usageLimit: row.usageLimit,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    timesUsed,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPromoCodes(db: Database, eventId: string) {
  return (await repo.listForEvent(db, eventId)).map(({ row, timesUsed }) =>
    toPromoCode(row, timesUsed),
  );
}

/**
 * Saves a new code. Its ticket types must be the event's; a fixed discount is in the currency of
 * the tickets it applies to (taken from them when not given), so it never mixes rupees and pounds.
 */
export async function createPromoCode(db: Database, eventId: string, input: PromoCodeParsed) {
  const types = await ticketTypesOf(db, eventId);
  const ids = [...new Set(input.ticketTypeIds ?? [])];
  if (ids.some((id) => !types.some((type) => type.id === id)))
    throw refuse('ticketTypeIds', messages.ticketTypeUnknown);
  let currency: string | null = null;
  if (input.kind === 'fixed') {
    const applies = ids.length > 0 ? types.filter((type) => ids.includes(type.id)) : types;
    currency = input.currency ?? applies[0]?.currency ?? null;
    if (!currency) throw refuse('currency', messages.noTicketCurrency);
    if (applies.some((type) => type.currency !== currency))
      throw refuse('currency', messages.currencyMismatch);
  }
  const row = await repo.insertPromoCode(db, {
    eventId,
    code: input.code,
    kind: input.kind,
    value: input.value,
    currency,
    ticketTypeIds: ids,
    usageLimit: input.usageLimit ?? null,
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
  });
  if (!row) throw new HttpError(409, 'duplicate', messages.codeTaken, { code: messages.codeTaken });
  return toPromoCode(row, 0);
}

/** Deletes an unused code; a code someone took is only disabled, so their discount keeps its name. */
export async function removePromoCode(db: Database, eventId: string, codeId: string) {
  const found = isUuid(codeId) ? await repo.findInEvent(db, eventId, codeId) : undefined;
  if (!found) throw new HttpError(404, 'not_found', texts.notFound);
  if (await repo.everUsed(db, codeId)) {
    await repo.disablePromoCode(db, codeId);
    return 'disabled' as const;
  }
  await repo.deletePromoCode(db, codeId);
  return 'deleted' as const;
}

/** A code taken by a registration: what it takes off, and its limit to count under the lock. */
export interface TakenPromo {
  id: string;
  code: string;
  usageLimit: number | null;
  discount: number;
}

/**
 * The code an attendee typed, checked before the event's lock: known and live, not expired, for
 * this ticket type (and its currency). The discount is computed here, on the server only; the
 * usage limit is counted later, under the lock (admission.ts). Refusals name `promoCode`.
 */
export async function takePromoCode(
  db: Database,
  eventId: string,
  typed: string | undefined,
  type: Pick<TicketTypeRow, 'id' | 'priceAmount' | 'currency'> | undefined,
  now = new Date(),
): Promise<TakenPromo | null> {
  const code = typed?.replace(/\s+/g, '');
  if (!code) return null;
  const row = await repo.findByCode(db, eventId, code);
  if (!row) throw refuse('promoCode', messages.unknown);
  if (row.expiresAt && row.expiresAt <= now) throw refuse('promoCode', messages.expired);
  const forType =
    type &&
    (row.ticketTypeIds.length === 0 || row.ticketTypeIds.includes(type.id)) &&
    (row.kind === 'percent' || row.currency === type.currency);
  if (!forType) throw refuse('promoCode', messages.notForTicket);
  // Said now when already used up; counted again under the lock, where racers meet.
  if (row.usageLimit !== null && (await repo.usesOf(db, row.id)) >= row.usageLimit)
    throw refuse('promoCode', messages.usedUp);
  return {
    id: row.id,
    code: row.code,
    usageLimit: row.usageLimit,
    discount: discountOf({ amount: type.priceAmount, currency: type.currency }, row),
  };
}

export const usedUp = () => refuse('promoCode', messages.usedUp);
