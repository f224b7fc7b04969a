import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Database } from '../../db/client';
import { forgedCursors } from './cursor-values';
import { fixtureCsv } from './fixture-csv';
import type { Hints } from './schema-values';

/** Keys of existing records, read from the database so handlers run past "not found". */
export interface RealRecords {
  events: string[];
  channels: string[];
  posts: string[];
  feedPosts: string[];
  users: string[];
  emails: string[];
  mobiles: string[];
  matches: string[];
  teams: string[];
  teamCodes: string[];
  donations: string[];
  orders: string[];
  subscriptions: string[];
  messages: string[];
  registrations: { id: string; eventId: string; ticket: string }[];
  channelMembers: { id: string; userId: string }[];
  channelInvites: { id: string; userId: string }[];
}

async function column(db: Database, query: string): Promise<string[]> {
  const result = await db.execute<{ value: string | null }>(sql.raw(query));
  return result.rows.map((row) => row.value).filter((value): value is string => value !== null);
}

export async function loadRealRecords(db: Database): Promise<RealRecords> {
  const registrations = await db.execute<{ id: string; eventId: string; ticket: string }>(
    sql`select id, event_id as "eventId", ticket from registrations order by created_at desc limit 60`,
  );
  const members = await db.execute<{ id: string; userId: string }>(
    sql`select channel_id as id, user_id as "userId" from channel_members limit 60`,
  );
  const invites = await db.execute<{ id: string; userId: string }>(
    sql`select channel_id as id, user_id as "userId" from channel_invites limit 60`,
  );
  return {
    events: await column(db, 'select id::text as value from events limit 40'),
    channels: await column(db, 'select id as value from channels limit 40'),
    posts: await column(db, 'select id::text as value from posts limit 40'),
    feedPosts: await column(db, 'select id::text as value from feed_posts limit 40'),
    users: await column(db, 'select id::text as value from users limit 40'),
    emails: await column(db, 'select email as value from users limit 20'),
    mobiles: await column(db, 'select mobile as value from users limit 20'),
    matches: await column(db, 'select id::text as value from matches limit 40'),
    teams: await column(db, 'select id::text as value from teams limit 40'),
    teamCodes: await column(db, 'select distinct short_name as value from teams limit 20'),
    donations: await column(db, 'select id::text as value from donations limit 40'),
    orders: await column(db, 'select order_id as value from donations limit 20'),
    subscriptions: await column(db, 'select subscription_id as value from donations limit 20'),
    messages: await column(db, 'select id::text as value from support_messages limit 40'),
    registrations: registrations.rows,
    channelMembers: members.rows,
    channelInvites: invites.rows,
  };
}

const pick = <T>(values: readonly T[]) =>
  values.length > 0 ? fc.constantFrom(...values) : undefined;

/** The collection an `{id}`-style path parameter names, by the path it sits in. */
function collectionFor(path: string, param: string, records: RealRecords): string[] {
  if (param === 'eventId') return records.events;
  if (param === 'channelId') return records.channels;
  if (param === 'userId') return records.users;
  if (param === 'registrationId') return records.registrations.map((row) => row.id);
  const byPrefix: [RegExp, string[]][] = [
    [/^\/api\/events\//, records.events],
    [/^\/api\/channels\//, records.channels],
    [/^\/api\/posts\//, records.posts],
    [/^\/api\/feedposts\//, records.feedPosts],
    [/^\/api\/members\//, records.users],
    [/^\/api\/matches\//, records.matches],
    [/^\/api\/teams\//, records.teams],
    [/^\/api\/donations\//, records.donations],
    [/^\/api\/admin\/messages\//, records.messages],
  ];
  return byPrefix.find(([pattern]) => pattern.test(path))?.[1] ?? [];
}

/**
 * Path parameters that name existing, related records (a registration with its own event, a
 * channel member with their channel), or undefined when the route names none we know.
 */
export function realPathParams(
  path: string,
  names: string[],
  records: RealRecords,
): fc.Arbitrary<Record<string, string>> | undefined {
  if (names.length === 0) return undefined;
  if (names.includes('registrationId'))
    return pick(records.registrations)?.map((row) => ({ id: row.eventId, registrationId: row.id }));
  if (path.startsWith('/api/channels/') && names.includes('userId')) {
    const pairs = path.includes('/invites/') ? records.channelInvites : records.channelMembers;
    return pick(pairs)?.map((row) => ({ id: row.id, userId: row.userId }));
  }
  const each = names.map((name) => pick(collectionFor(path, name, records)));
  if (each.some((arbitrary) => arbitrary === undefined)) return undefined;
  return fc
    .tuple(...(each as fc.Arbitrary<string>[]))
    .map((values) => Object.fromEntries(names.map((name, index) => [name, values[index]!])));
}

/** Body fields that take an existing record's key, and the password every fuzz account has. */
export function hintsFrom(records: RealRecords, password: string): Hints {
  const byField: Record<string, readonly string[]> = {
    channelId: records.channels,
    channel: records.channels,
    user: records.users,
    donationId: records.donations,
    razorpay_order_id: records.orders,
    razorpay_subscription_id: records.subscriptions,
    ticket: records.registrations.map((row) => row.ticket),
    team1ShortName: records.teamCodes,
    team2ShortName: records.teamCodes,
    battingTeam: records.teamCodes,
    winner: records.teamCodes,
    identifier: [...records.emails, ...records.mobiles],
    email: records.emails,
    mobile: records.mobiles,
    currentPassword: [password],
    password: [password],
  };
  const csv = fixtureCsv(records.teamCodes);
  const cursors = forgedCursors(records.channels);
  return (field) => {
    if (field === 'csv') return csv;
    if (field === 'cursor') return cursors;
    const values = byField[field];
    return values && values.length > 0 ? fc.constantFrom(...values) : undefined;
  };
}
