import { type Language, notificationMessages } from '@portal/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { matchFollows, matches, teamFollows, teams } from '../../db/schema/index';
import { withValues } from '../../i18n/server-text';
import { HttpError } from '../../plugins/errors';
import type { Viewer } from '../channels/access';
import { isUuid } from '../events/access';
import { findVisibleEvent } from '../events/service';
import type { JobQueue } from '../jobs/queue';
import { recipientLanguage } from '../mail/recipient-language';
import { getDefaultLanguage } from '../site/repository';
import type { NotificationCentre } from './centre';
import { notificationTexts as texts } from './messages';

type MatchStatus = 'scheduled' | 'live' | 'completed' | 'abandoned';
export type MatchChange = 'started' | 'finished';

/** Followers told per transaction by the fan-out job. */
export const FOLLOWERS_BATCH = 500;

/** The match center's address for an event's tournament (the web's /event-details-tour). */
export const matchCenterPath = (eventId: string) =>
  `/event-details-tour?event=${encodeURIComponent(eventId)}`;

async function visibleMatch(db: Database, viewer: Viewer, matchId: string) {
  const [match] = isUuid(matchId)
    ? await db.select().from(matches).where(eq(matches.id, matchId))
    : [];
  if (!match) throw new HttpError(404, 'not_found', notificationMessages.noSuchMatch);
  await findVisibleEvent(db, viewer, match.eventId);
  return match;
}

async function visibleTeam(db: Database, viewer: Viewer, teamId: string) {
  const [team] = isUuid(teamId) ? await db.select().from(teams).where(eq(teams.id, teamId)) : [];
  if (!team) throw new HttpError(404, 'not_found', notificationMessages.noSuchTeam);
  await findVisibleEvent(db, viewer, team.eventId);
  return team;
}

/** Follows or unfollows a match the member can see; doing it twice is no error. */
export async function setMatchFollow(
  db: Database,
  viewer: Viewer & { userId: string },
  matchId: string,
  following: boolean,
) {
  const match = await visibleMatch(db, viewer, matchId);
  if (following)
    await db
      .insert(matchFollows)
      .values({ matchId: match.id, userId: viewer.userId })
      .onConflictDoNothing();
  else
    await db
      .delete(matchFollows)
      .where(and(eq(matchFollows.matchId, match.id), eq(matchFollows.userId, viewer.userId)));
  return { following };
}

export async function setTeamFollow(
  db: Database,
  viewer: Viewer & { userId: string },
  teamId: string,
  following: boolean,
) {
  const team = await visibleTeam(db, viewer, teamId);
  if (following)
    await db
      .insert(teamFollows)
      .values({ teamId: team.id, userId: viewer.userId })
      .onConflictDoNothing();
  else
    await db
      .delete(teamFollows)
      .where(and(eq(teamFollows.teamId, team.id), eq(teamFollows.userId, viewer.userId)));
  return { following };
}

export async function followsMatch(db: Database, userId: string, matchId: string) {
  const [row] = await db
    .select({ matchId: matchFollows.matchId })
    .from(matchFollows)
    .where(and(eq(matchFollows.matchId, matchId), eq(matchFollows.userId, userId)));
  return Boolean(row);
}

/** What a member follows, optionally within one event's tournament. */
export async function myFollows(db: Database, userId: string, eventId?: string) {
  const inEvent = eventId && isUuid(eventId) ? eventId : eventId ? null : undefined;
  if (inEvent === null) return { matches: [], teams: [] };
  const followedMatches = await db
    .select({ id: matchFollows.matchId })
    .from(matchFollows)
    .innerJoin(matches, eq(matches.id, matchFollows.matchId))
    .where(
      and(eq(matchFollows.userId, userId), inEvent ? eq(matches.eventId, inEvent) : undefined),
    );
  const followedTeams = await db
    .select({ id: teamFollows.teamId })
    .from(teamFollows)
    .innerJoin(teams, eq(teams.id, teamFollows.teamId))
    .where(and(eq(teamFollows.userId, userId), inEvent ? eq(teams.eventId, inEvent) : undefined));
  return {
    matches: followedMatches.map((row) => row.id),
    teams: followedTeams.map((row) => row.id),
  };
}

/**
 * What a match's new status means to its followers: under way ('live') is "started", a result
 * or a match called off is "finished". Anything else (an undo back to live) says nothing new.
 */
export function changeOf(from: MatchStatus, to: MatchStatus): MatchChange | undefined {
  if (to === from) return undefined;
  if (to === 'live' && from === 'scheduled') return 'started';
  if ((to === 'completed' || to === 'abandoned') && (from === 'scheduled' || from === 'live'))
    return 'finished';
  return undefined;
}

/**
 * The tournament's MatchWatch: queues the telling of a match's followers in the scoring
 * request's own transaction, one job whatever their number, so scoring a ball (and the live
 * feed it feeds) never waits on them.
 */
export const matchWatch =
  (jobs: JobQueue) => async (tx: Database, matchId: string, from: MatchStatus, to: MatchStatus) => {
    const change = changeOf(from, to);
    if (change) await jobs.send(tx, 'match-followers', { matchId, change });
  };

/** The `match-followers` queue: every follower of the match or its teams, in batches. */
export function defineMatchFollowers(db: Database, jobs: JobQueue, centre: NotificationCentre) {
  jobs.define(
    'match-followers',
    z.object({ matchId: z.uuid(), change: z.enum(['started', 'finished']) }),
    async ({ matchId, change }) => {
      await tellFollowers(db, centre, matchId, change);
    },
  );
}

/** Tells them, FOLLOWERS_BATCH at a time; returns how many notifications were made. */
export async function tellFollowers(
  db: Database,
  centre: NotificationCentre,
  matchId: string,
  change: MatchChange,
) {
  const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
  if (!match) return 0;
  const sides = await db
    .select()
    .from(teams)
    .where(inArray(teams.id, [match.team1Id, match.team2Id]));
  const nameOf = (id: string) => sides.find((team) => team.id === id)?.name ?? '';
  const values = { team1: nameOf(match.team1Id), team2: nameOf(match.team2Id) };
  const words = () =>
    change === 'started'
      ? { title: withValues(texts.matchStartedTitle, values), body: texts.matchStartedBody }
      : {
          title: withValues(texts.matchFinishedTitle, values),
          body: match.result ?? texts.matchFinishedBody,
        };
  const siteLanguage = await getDefaultLanguage(db);
  let after = '00000000-0000-0000-0000-000000000000';
  let made = 0;
  for (;;) {
    const batch = await db.execute<{ id: string; language: string | null }>(sql`
      select u.id, u.language from users u
      where u.id > ${after}::uuid
        and (exists (select 1 from match_follows f where f.match_id = ${matchId} and f.user_id = u.id)
          or exists (select 1 from team_follows f
                     where f.team_id in (${match.team1Id}, ${match.team2Id}) and f.user_id = u.id))
        and not exists (select 1 from notification_preferences p
                        where p.user_id = u.id and 'followedMatch' = any(p.off))
      order by u.id
      limit ${FOLLOWERS_BATCH}`);
    if (batch.rows.length === 0) return made;
    const recipients = batch.rows.map((row) => ({
      userId: row.id,
      language: recipientLanguage(row, siteLanguage) as Language,
    }));
    made += await db.transaction((tx) =>
      centre.insert(
        tx,
        recipients,
        'followedMatch',
        words,
        matchCenterPath(match.eventId),
        `match:${match.id}:${change}`,
      ),
    );
    after = batch.rows.at(-1)!.id;
  }
}
