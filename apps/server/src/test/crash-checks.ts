import pg from 'pg';
import { expect } from 'vitest';
import type { WriteOutcome } from './crash-load';

export type CrashWriteKind = 'registration' | 'post';

interface Scenario {
  databaseUrl: string;
  eventId: string;
  eventTitle: string;
  capacity: number;
  channelId: string;
  memberId: string;
  outcomes: WriteOutcome<CrashWriteKind>[];
  sent: { email: (index: number) => string; content: (index: number) => string };
}

const succeeded = (outcomes: WriteOutcome<CrashWriteKind>[], kind: CrashWriteKind) =>
  outcomes.filter(
    (o) => o.kind === kind && typeof o.status === 'number' && o.status >= 200 && o.status < 300,
  );

/**
 * After the restart: every acknowledged write is there as it was answered, and every write that is
 * there is whole: a registration with exactly its one email in the outbox, a post with its author;
 * the event is not overbooked and first come stayed first served.
 */
export async function checkNothingLostOrHalfWritten(scenario: Scenario) {
  const client = new pg.Client({ connectionString: scenario.databaseUrl });
  await client.connect();
  try {
    const { rows: registrations } = await client.query<{
      id: string;
      email: string;
      status: string;
      seats: number;
      ticket: string;
      mails: string[];
    }>(
      `select r.id, r.email, r.status, r.seats, r.ticket,
              coalesce(array_agg(o.subject) filter (where o.id is not null), '{}') as mails
         from registrations r left join outbox o on o.to_address = r.email
        where r.event_id = $1
        group by r.id order by r.created_at, r.id`,
      [scenario.eventId],
    );
    const byId = new Map(registrations.map((row) => [row.id, row]));
    for (const outcome of succeeded(scenario.outcomes, 'registration')) {
      const answer = outcome.body as { registrationId: string; status: string };
      const row = byId.get(answer.registrationId);
      expect(row, `registration #${outcome.index} was acknowledged`).toBeDefined();
      expect(row?.email).toBe(scenario.sent.email(outcome.index));
      expect(row?.status).toBe(answer.status);
    }
    const subjects: Record<string, string> = {
      confirmed: `You're registered: ${scenario.eventTitle}`,
      waitlisted: `You're on the waiting list: ${scenario.eventTitle}`,
    };
    for (const row of registrations) {
      expect(row.ticket.length).toBeGreaterThan(0);
      expect(row.mails, `the one email of ${row.email}`).toEqual([subjects[row.status]]);
    }
    const { rows: strayMail } = await client.query(
      `select to_address from outbox where subject like $1
          and to_address not in (select email from registrations where event_id = $2)`,
      [`%: ${scenario.eventTitle}`, scenario.eventId],
    );
    expect(strayMail, 'no email without its registration').toEqual([]);

    const confirmedSeats = registrations
      .filter((row) => row.status === 'confirmed')
      .reduce((sum, row) => sum + row.seats, 0);
    expect(confirmedSeats).toBeLessThanOrEqual(scenario.capacity);
    const firstWaiting = registrations.find((row) => row.status === 'waitlisted');
    // Nobody waits while their places are free: the first in line did not fit when they came.
    if (firstWaiting)
      expect(confirmedSeats + firstWaiting.seats).toBeGreaterThan(scenario.capacity);

    const { rows: posts } = await client.query<{
      id: string;
      content: string;
      author_id: string;
    }>(`select id, content, author_id from posts where channel_id = $1`, [scenario.channelId]);
    const postById = new Map(posts.map((row) => [row.id, row]));
    for (const outcome of succeeded(scenario.outcomes, 'post')) {
      const answer = outcome.body as { _id: string };
      const row = postById.get(answer._id);
      expect(row, `post #${outcome.index} was acknowledged`).toBeDefined();
      expect(row?.content).toBe(scenario.sent.content(outcome.index));
    }
    for (const row of posts) expect(row.author_id).toBe(scenario.memberId);
    return { registrations: registrations.length, posts: posts.length, confirmedSeats };
  } finally {
    await client.end();
  }
}
