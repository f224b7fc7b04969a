import type { UnreadablePhone } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Numbers the move to E.164 could not read, still stored as they were (db/normalise-phones.ts).
 * Each flag is compared with the value stored now, so a corrected number drops off the list.
 */
export async function listUnreadablePhones(db: Database): Promise<UnreadablePhone[]> {
  const result = await db.execute<{
    kind: UnreadablePhone['kind'];
    record_id: string;
    name: string;
    value: string;
    event_id: string | null;
    event_title: string | null;
    flagged_at: Date | string;
  }>(sql`
    select f.kind, f.record_id, f.value, f.flagged_at,
      case f.kind when 'member' then u.name
                  when 'registration' then r.first_name || ' ' || r.last_name
                  else concat_ws(' ', r.guest->>'firstName', r.guest->>'lastName') end as name,
      e.id as event_id, e.title as event_title
    from unreadable_phones f
    left join users u on f.kind = 'member' and u.id = f.record_id
    left join registrations r on f.kind <> 'member' and r.id = f.record_id
    left join events e on e.id = r.event_id
    where case f.kind when 'member' then u.mobile = f.value
                      when 'registration' then r.phone = f.value
                      else r.guest->>'phone' = f.value end
    order by f.flagged_at, f.kind, f.record_id`);
  return result.rows.map((row) => ({
    kind: row.kind,
    recordId: row.record_id,
    name: row.name,
    value: row.value,
    eventId: row.event_id,
    eventTitle: row.event_title,
    flaggedAt: new Date(row.flagged_at).toISOString(),
  }));
}
