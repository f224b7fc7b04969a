import { z } from 'zod';
import { registrationSchema, ticketSchema } from './registrations';

// Issue 25 §4 (ADR 42): refunds of paid tickets, and the admins' view of the ticket ledger.

/** Every money state change of a ticket, as the append-only ledger records it. */
export const ticketLedgerKinds = [
  'order_created',
  'paid',
  'payment_failed',
  'hold_expired',
  'refund_requested',
  'refunded',
  'mismatch',
] as const;
export type TicketLedgerKind = (typeof ticketLedgerKinds)[number];

/** POST /api/events/{id}/registrations/{registrationId}/refund (the event's managers). */
export const registrationRefundedSchema = z.object({
  message: z.string(),
  registration: registrationSchema,
});
export type RegistrationRefunded = z.infer<typeof registrationRefundedSchema>;

/** POST /api/tickets/refund (the ticket holder, within the event's refund window). */
export const ticketRefundedSchema = z.object({ message: z.string(), ticket: ticketSchema });

export const TICKET_LEDGER_PAGE_MAX = 200;

/** GET /api/tickets/ledger and ledger.csv: filters, and a keyset cursor (the last row's id). */
export const ticketLedgerQuerySchema = z.object({
  eventId: z.uuid().optional(),
  kind: z.enum(ticketLedgerKinds).optional(),
  /** Rows older than this one (the previous page's `nextCursor`). */
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(TICKET_LEDGER_PAGE_MAX).default(50),
});
export type TicketLedgerQuery = z.input<typeof ticketLedgerQuerySchema>;

export const ticketLedgerEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  kind: z.enum(ticketLedgerKinds),
  registrationId: z.string().nullable(),
  eventId: z.string().nullable(),
  /** The event's title while it exists (the ledger outlives a deleted event). */
  eventTitle: z.string().nullable(),
  /** The attendee's name and email while the registration exists. */
  attendeeName: z.string().nullable(),
  attendeeEmail: z.string().nullable(),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  orderId: z.string().nullable(),
  paymentId: z.string().nullable(),
  flagged: z.boolean(),
  detail: z.string().nullable(),
});
export type TicketLedgerEntry = z.infer<typeof ticketLedgerEntrySchema>;

export const ticketLedgerPageSchema = z.object({
  entries: z.array(ticketLedgerEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: z.number().int().nullable(),
});
export type TicketLedgerPage = z.infer<typeof ticketLedgerPageSchema>;
