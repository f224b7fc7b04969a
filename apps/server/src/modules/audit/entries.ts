import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { batchReps, eventTicketTypes, users } from '../../db/schema/index';
import { changes, recordAudit, type AuditRecord } from './record';

// Rows whose detail needs a look at the data before and after the change, kept here so each call
// site in another module stays a line or two (ADR 56).

type Actor = string | null;

/** A registration as the trail names it: the attendee, and the event in the detail. */
export function registrationEntry(
  actorId: Actor,
  action: AuditRecord['action'],
  row: { id: string; firstName: string; lastName: string; eventId: string },
  detail: Record<string, unknown> = {},
): AuditRecord {
  return {
    actorId,
    action,
    target: { kind: 'registration', id: row.id, label: `${row.firstName} ${row.lastName}`.trim() },
    detail: { eventId: row.eventId, ...detail },
  };
}

/** A manager's refund: `ticket.refunded` when money went back, else `registration.cancelled`. */
export function refundEntry(
  actorId: Actor,
  event: { title: string },
  saved: Parameters<typeof registrationEntry>[2] & {
    status: string;
    amountPaid: number | null;
    currency: string | null;
  },
): AuditRecord {
  const refunded = saved.status === 'refunded';
  return registrationEntry(
    actorId,
    refunded ? 'ticket.refunded' : 'registration.cancelled',
    saved,
    refunded
      ? { event: event.title, amount: saved.amountPaid, currency: saved.currency }
      : { event: event.title },
  );
}

/** An organiser's check-in or its undoing; nothing when the status did not move. */
export function checkInEntry(
  actorId: Actor,
  before: { status: string },
  saved: Parameters<typeof registrationEntry>[2] & { status: string },
): AuditRecord | null {
  if (before.status === saved.status) return null;
  const action =
    saved.status === 'checked_in' ? 'registration.checked_in' : 'registration.check_in_undone';
  return registrationEntry(actorId, action, saved, {
    status: { from: before.status, to: saved.status },
  });
}

async function repsOf(db: Database, batch: number) {
  return db
    .select({ _id: users.id, name: users.name })
    .from(batchReps)
    .innerJoin(users, eq(users.id, batchReps.userId))
    .where(eq(batchReps.batch, batch))
    .orderBy(users.name);
}

/** Replaces a batch's representatives with `replace` and records who they were and are. */
export async function auditedRepsChange(
  db: Database,
  actorId: Actor,
  batch: number,
  replace: (tx: Database) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    const before = await repsOf(tx, batch);
    await replace(tx);
    const after = await repsOf(tx, batch);
    const label = String(batch);
    await recordAudit(tx, {
      actorId,
      action: 'batch.reps_changed',
      target: { kind: 'batch', id: label, label },
      detail: { reps: { from: before, to: after } },
    });
  });
}

/** What the trail keeps of an event's ticket types: what a buyer pays and may choose. */
export async function ticketTypesSnapshot(db: Database, eventId: string) {
  const rows = await db
    .select()
    .from(eventTicketTypes)
    .where(eq(eventTicketTypes.eventId, eventId))
    .orderBy(eventTicketTypes.position);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    price: row.priceAmount,
    currency: row.currency,
    capacity: row.capacity,
    hidden: row.hidden,
    salesStart: row.salesStart?.toISOString() ?? null,
    salesEnd: row.salesEnd?.toISOString() ?? null,
  }));
}

type TicketTypeSnapshot = Awaited<ReturnType<typeof ticketTypesSnapshot>>[number];

/**
 * After an event's edit: `ticket_types.changed` with the types added, removed and changed (field
 * by field) since `before`, or nothing when they are as they were.
 */
export async function recordTicketTypeChanges(
  tx: Database,
  actorId: Actor,
  eventId: string,
  before: TicketTypeSnapshot[],
) {
  const after = await ticketTypesSnapshot(tx, eventId);
  const was = new Map(before.map((type) => [type._id, type]));
  const now = new Set(after.map((type) => type._id));
  const added = after.filter((type) => !was.has(type._id));
  const removed = before.filter((type) => !now.has(type._id));
  const changed = after.flatMap((type) => {
    const old = was.get(type._id);
    const fields = old ? changes(old, type) : {};
    return Object.keys(fields).length > 0 ? [{ _id: type._id, name: type.name, fields }] : [];
  });
  if (added.length + removed.length + changed.length === 0) return;
  await recordAudit(tx, {
    actorId,
    action: 'ticket_types.changed',
    target: { kind: 'event', id: eventId },
    detail: { added, removed, changed },
  });
}

/** Saves the site settings with `save` and records each setting that changed, before → after. */
export async function auditedSettingsChange<T extends Record<string, unknown>>(
  db: Database,
  actorId: Actor,
  read: (tx: Database) => Promise<T>,
  save: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const before = await read(tx);
    const after = await save(tx);
    const changed = changes(before, after);
    if (Object.keys(changed).length > 0)
      await recordAudit(tx, {
        actorId,
        action: 'site.settings_changed',
        target: { kind: 'site', id: null, label: 'site' },
        detail: changed,
      });
    return after;
  });
}

type MemberFields = { id: string; name: string; mobile: string; isAdmin: boolean };
const roleOf = (member: { isAdmin: boolean }) => (member.isAdmin ? 'admin' : 'member');

/**
 * An admin's edit of a member: `member.role_changed` when the role moved, `member.updated` with
 * the name and phone before → after when they did; nothing for a save that changed nothing.
 */
export async function recordMemberUpdate(
  tx: Database,
  actorId: Actor,
  before: MemberFields,
  after: MemberFields | undefined,
) {
  if (!after) return;
  const target = { kind: 'member' as const, id: after.id };
  if (before.isAdmin !== after.isAdmin)
    await recordAudit(tx, {
      actorId,
      action: 'member.role_changed',
      target,
      detail: { role: { from: roleOf(before), to: roleOf(after) } },
    });
  const edited = changes(
    { name: before.name, mobile: before.mobile },
    { name: after.name, mobile: after.mobile },
  );
  if (Object.keys(edited).length > 0)
    await recordAudit(tx, { actorId, action: 'member.updated', target, detail: edited });
}

/**
 * A channel manager's action on a person (or, for an invitation by phone or email, on the channel
 * itself); the channel is named in the detail as it is now.
 */
export function channelEntry(
  viewer: { userId: string | null },
  action: AuditRecord['action'],
  channel: { id: string; name: string },
  userId: string | null,
  detail: Record<string, unknown> = {},
): AuditRecord {
  return {
    actorId: viewer.userId,
    action,
    target: userId ? { kind: 'member', id: userId } : { kind: 'channel', id: channel.id },
    detail: { channelId: channel.id, channel: channel.name, ...detail },
  };
}
