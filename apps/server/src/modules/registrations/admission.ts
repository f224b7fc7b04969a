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

/** One person asking for a place, with everything slow already prepared. */
export interface Application {
  input: RegistrationParsed;
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
    const registered = await repo.liveEmails(
      tx,
      eventId,
      batch.map(({ input }) => input.email),
    );

    const outcomes: (Outcome | { index: number; waitlistPosition: number | null })[] = [];
    const rows: Parameters<typeof repo.insertRegistrations>[1] = [];
    const attachments = new Map<string, MailAttachment[]>();
    const languages = new Map<string, Language>();
    for (const { input, userId, ticket, attachments: files, language } of batch) {
      if (registered.has(input.email)) {
        outcomes.push({ ok: false, error: duplicate() });
        continue;
      }
      registered.add(input.email);
      attachments.set(ticket, files);
      languages.set(ticket, language);
      const seats = input.guest ? 2 : 1;
      // First come, first served: while anyone is waiting, newcomers join the end of the line.
      // The same rule the web reads to say "Join the waiting list" before anyone submits.
      const fits = !wouldJoinWaitlist(
        { capacity: event.capacity, seatsTaken: taken, waitlisted: waiting },
        seats,
      );
      if (fits) taken += seats;
      else waiting += 1;
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
        status: fits ? 'confirmed' : 'waitlisted',
        confirmedAt: fits ? new Date() : null,
        seats,
        ticket,
        language,
      });
    }
    if (rows.length === 0) return outcomes as Outcome[];

    const saved = new Map(
      (await repo.insertRegistrations(tx, rows)).map((row) => [row.ticket, row]),
    );
    const mails = await Promise.all(
      [...saved.values()].map((row) =>
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
