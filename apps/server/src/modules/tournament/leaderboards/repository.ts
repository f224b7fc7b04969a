import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { matches, teams } from '../../../db/schema/index';

// The leaderboards' SQL: the counted matches' stored innings, and a cheap fingerprint of the
// event's tournament that changes whenever a match or team does (so a kept copy is reused).

const counted = inArray(matches.status, ['completed', 'live']);

/** Changes with any match's update, a match added or removed, or a team renamed. */
export async function tournamentVersion(db: Database, eventId: string) {
  const result = await db.execute<{ version: string }>(sql`
    select concat_ws('|',
      (select count(*) || ':' || coalesce(max(${matches.updatedAt})::text, '')
         from ${matches} where ${matches.eventId} = ${eventId}),
      (select string_agg(${teams.id} || '=' || ${teams.shortName}, ',' order by ${teams.id})
         from ${teams} where ${teams.eventId} = ${eventId})
    ) as version`);
  return result.rows[0]?.version ?? '';
}

export const countedMatches = (db: Database, eventId: string) =>
  db
    .select({
      id: matches.id,
      team1Id: matches.team1Id,
      team2Id: matches.team2Id,
      innings: matches.innings,
      format: matches.format,
    })
    .from(matches)
    .where(and(eq(matches.eventId, eventId), counted))
    .orderBy(matches.startsAt, matches.id);

export const shortNames = async (db: Database, eventId: string) =>
  new Map(
    (
      await db
        .select({ id: teams.id, shortName: teams.shortName })
        .from(teams)
        .where(eq(teams.eventId, eventId))
    ).map((team) => [team.id, team.shortName]),
  );
