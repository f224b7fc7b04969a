import {
  registrationMessages as messages,
  type Language,
  type RegistrationParsed,
} from '@portal/contract';
import { wouldJoinWaitlist } from '@portal/contract/event-capacity';
import type { Database } from '../../db/client';
import type { MailAttachment } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { eventNotFound } from '../events/access';
import { lockEvent } from '../events/repository';
import { isRegistrationOpen } from '../events/service';
import { registrationMail, type Notifier } from './emails';
import * as repo from './repository';
import { seatsTakenOfType } from '../tickets/repository';
import { recordLedger } from '../tickets/ledger';
import { usesOf } from '../promo-codes/repository';
import { usedUp, type TakenPromo } from '../promo-codes/service';

/** What a registration takes and owes (issue 25). */
export interface Ticketing {
  ticketType: { id: string; capacity: number | null; priceAmount: number; currency: string } | null;
  answers: repo.RegistrationRow['answers'];
  /** A paid ticket: the Razorpay order made for its price, and how long its place is held. */
  order: { id: string; holdMinutes: number } | null;
  /** Issue 25 §3: the promo code taken and its discount; its usage limit is counted under the lock. */
  promo: TakenPromo | null;
}

/** One person asking for a place, with everything slow already prepared. */
export interface Application {
  input: RegistrationParsed;
  /** Issue 25: the ticket type chosen (null: an event without ticket types), answers checked. */
  ticketing: Ticketing;
  userId: string | null;
  ticket: string;
  attachments: MailAttachment[];
  /** The request's language: the registration's emails are written in it. */
  language: Language;
}

export interface Admitted {
  row: repo.RegistrationRow;
  waitlistPosition: number | null;
}

type Outcome = { ok: true; value: Admitted } | { ok: false; error: unknown };

interface Waiting {
  application: Application;
  settle: (outcome: Outcome) => void;
}

const duplicate = () =>
  new HttpError(409, 'duplicate', messages.duplicate, { email: messages.duplicate });

/**
 * Decides one batch in one transaction under the event's lock: everyone in arrival order, seats
 * counted as they go, one insert for the registrations and one for their emails. The lock makes
 * simultaneous batches (other processes) wait, so places are never given twice.
 */
async function admitBatch(
  db: Database,
  notifier: Notifier,
  eventId: string,
  batch: Application[],
): Promise<Outcome[]> {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event || event.status === 'draft') throw eventNotFound();
    if (!isRegistrationOpen(event)) throw new HttpError(422, 'closed', messages.closed);
    let taken = await repo.seatsTaken(tx, eventId);
    let waiting = await repo.waitingCount(tx, eventId);
    // Ticketed events keep one line per ticket type, inside the event's capacity (ADR 39).
    const typeIds = [...new Set(batch.flatMap(({ ticketing }) => ticketing.ticketType?.id ?? []))];
    const typeTaken = new Map<string, number>();
    const typeWaiting = new Map<string, number>();
    for (const id of typeIds) {
      typeTaken.set(id, await seatsTakenOfType(tx, id));
      typeWaiting.set(id, await repo.waitingCountOfType(tx, id));
    }
    const registered = await repo.liveEmails(
      tx,
      eventId,
      batch.map(({ input }) => input.email),
    );

    const outcomes: (Outcome | { index: number; waitlistPosition: number | null })[] = [];
    const rows: Parameters<typeof repo.insertRegistrations>[1] = [];
    const attachments = new Map<string, MailAttachment[]>();
    const languages = new Map<string, Language>();
    const promoUses = new Map<string, number>();
    for (const { input, userId, ticket, attachments: files, language, ticketing } of batch) {
      if (registered.has(input.email)) {
        outcomes.push({ ok: false, error: duplicate() });
        continue;
      }
      // A code's last use goes to one racer only: its uses are counted here, under the lock.
      const promo = ticketing.promo;
      if (promo && promo.usageLimit !== null) {
        const uses = promoUses.get(promo.id) ?? (await usesOf(tx, promo.id));
        if (uses >= promo.usageLimit) {
          outcomes.push({ ok: false, error: usedUp() });
          continue;
        }
        promoUses.set(promo.id, uses + 1);
      }
      registered.add(input.email);
      attachments.set(ticket, files);
      languages.set(ticket, language);
      const seats = input.guest ? 2 : 1;
      // First come, first served: while anyone is waiting, newcomers join the end of the line.
      // The same rule the web reads to say "Join the waiting list" before anyone submits.
      const type = ticketing.ticketType;
      const fits = type
        ? (event.capacity === null || taken + seats <= event.capacity) &&
          (type.capacity === null || typeTaken.get(type.id)! + seats <= type.capacity) &&
          typeWaiting.get(type.id) === 0
        : !wouldJoinWaitlist(
            { capacity: event.capacity, seatsTaken: taken, waitlisted: waiting },
            seats,
          );
      if (fits) taken += seats;
      else waiting += 1;
      if (type && fits) typeTaken.set(type.id, typeTaken.get(type.id)! + seats);
      if (type && !fits) typeWaiting.set(type.id, typeWaiting.get(type.id)! + 1);
      const held = fits && ticketing.order !== null;
      outcomes.push({ index: rows.length, waitlistPosition: fits ? null : waiting });
      rows.push({
        eventId,
        userId,
        title: input.title,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        guest: input.guest,
        wantsUpdates: input.eventUpdates === 'yes',
        status: held ? 'awaiting_payment' : fits ? 'confirmed' : 'waitlisted',
        confirmedAt: fits && !held ? new Date() : null,
        seats,
        ticket,
        language,
        ticketTypeId: type?.id ?? null,
        answers: ticketing.answers,
        // What is charged: the ticket's price less the promo code's discount (never below 0).
        priceAmount: type ? type.priceAmount - (ticketing.promo?.discount ?? 0) : null,
        promoCodeId: ticketing.promo?.id ?? null,
        discountAmount: ticketing.promo?.discount ?? null,
        currency: type?.currency ?? null,
        holdExpiresAt: held ? new Date(Date.now() + ticketing.order!.holdMinutes * 60_000) : null,
        razorpayOrderId: ticketing.order?.id ?? null,
      });
    }
    if (rows.length === 0) return outcomes as Outcome[];

    const saved = new Map(
      (await repo.insertRegistrations(tx, rows)).map((row) => [row.ticket, row]),
    );
    const codes = new Map(
      batch.flatMap(({ ticketing: { promo } }) => (promo ? [[promo.id, promo.code]] : [])),
    );
    for (const row of saved.values())
      if (row.razorpayOrderId)
        await recordLedger(tx, row, 'order_created', {
          amount: row.priceAmount,
          ...(row.promoCodeId && {
            detail: `promo ${codes.get(row.promoCodeId)}: -${row.discountAmount}`,
          }),
        });
    // A held place's email waits for the payment (tickets/payments.ts sends it then).
    const mails = await Promise.all(
      [...saved.values()]
        .filter((row) => row.status !== 'awaiting_payment')
        .map((row) =>
          registrationMail(
            row.status === 'confirmed' ? 'confirmed' : 'waitlisted',
            event,
            row,
            row.ticket,
            notifier.publicUrl,
            languages.get(row.ticket) ?? 'en',
            attachments.get(row.ticket),
          ),
        ),
    );
    await notifier.mailer.enqueue(tx, mails);
    return outcomes.map((outcome) => {
      if (!('index' in outcome)) return outcome;
      const row = saved.get(rows[outcome.index]!.ticket);
      if (!row) throw new Error('a registration of the batch was not saved');
      return { ok: true, value: { row, waitlistPosition: outcome.waitlistPosition } };
    });
  });
}

/**
 * Registrations for one event queue here and are decided in batches: while one batch holds the
 * event's lock, newcomers gather for the next. Each batch costs one commit (one disk flush)
 * however many people it admits, so a popular event's opening rush is not limited by the disk;
 * a lone registration is decided at once, without waiting for company.
 */
export class Admissions {
  private readonly queues = new Map<string, Waiting[]>();

  constructor(
    private readonly db: Database,
    private readonly notifier: Notifier,
    private readonly maxBatch = 200,
  ) {}

  apply(eventId: string, application: Application): Promise<Admitted> {
    return new Promise((resolve, reject) => {
      const settle = (outcome: Outcome) =>
        outcome.ok ? resolve(outcome.value) : reject(outcome.error);
      const queue = this.queues.get(eventId);
      if (queue) return void queue.push({ application, settle });
      this.queues.set(eventId, [{ application, settle }]);
      void this.drain(eventId);
    });
  }

  private async drain(eventId: string) {
    for (;;) {
      const queue = this.queues.get(eventId);
      if (!queue || queue.length === 0) {
        this.queues.delete(eventId);
        return;
      }
      const batch = queue.splice(0, this.maxBatch);
      try {
        const outcomes = await admitBatch(
          this.db,
          this.notifier,
          eventId,
          batch.map(({ application }) => application),
        );
        batch.forEach((waiting, index) => waiting.settle(outcomes[index]!));
      } catch (error) {
        for (const waiting of batch) waiting.settle({ ok: false, error });
      }
    }
  }
}
