import {
  checkNextBall,
  tournamentMessages as messages,
  type BallParsed,
  type Language,
  type LineupsInput,
  type MatchScore,
  type ScorersInput,
  type TossInput,
} from '@portal/contract';
import type { Database } from '../../../db/client';
import { textIn, withValues } from '../../../i18n/server-text';
import { HttpError } from '../../../plugins/errors';
import type { Viewer } from '../../channels/access';
import { isUuid } from '../../events/access';
import { findVisibleEvent, requireManagedEvent } from '../../events/service';
import { ballProblemMessages } from '@portal/contract';
import { ballMessages as texts } from './messages';
import {
  derive,
  derivedColumns,
  formatOf,
  loggedBall,
  storedBall,
  sameBall,
  type Sides,
} from './laws-adapter';
import * as balls from './repository';
import * as repo from '../repository';
import { matchFormatOf } from '../tournament-format';

// Ball-by-ball scoring (issue 24): line-ups, toss, scorers, and the ball log everything derives
// from. Each change recomputes the match row in the same transaction, so what viewers read
// cannot disagree with the balls, and announces it on the live path.

type Tx = Database;

async function findMatch(db: Database, matchId: string) {
  const match = isUuid(matchId) ? await repo.findMatch(db, matchId) : undefined;
  if (!match) throw new HttpError(404, 'not_found', messages.matchNotFound);
  return match;
}

async function sidesOf(db: Database, match: repo.MatchRow): Promise<Sides> {
  const [team1, team2] = await Promise.all([
    repo.findTeam(db, match.team1Id),
    repo.findTeam(db, match.team2Id),
  ]);
  return { team1: team1!, team2: team2! };
}

/** Site admins and the event's channel admins manage; they and the named scorers may score. */
async function scorableMatch(db: Database, viewer: Viewer, matchId: string) {
  const match = await findMatch(db, matchId);
  const read = await findVisibleEvent(db, viewer, match.eventId);
  if (!read.canManage && !(viewer.userId && match.scorers.includes(viewer.userId)))
    await requireManagedEvent(db, viewer, match.eventId);
  return match;
}

async function managedMatch(db: Database, viewer: Viewer, matchId: string) {
  const match = await findMatch(db, matchId);
  await requireManagedEvent(db, viewer, match.eventId);
  return match;
}

/** Folds the balls again and writes what they say onto the match; tells live viewers. */
async function recompute(tx: Tx, match: repo.MatchRow, sides: Sides, watch?: repo.MatchWatch) {
  const rows = await balls.listBalls(tx, match.id);
  const derived = derive(match, sides, rows);
  const columns = derivedColumns(match, sides, derived.score);
  await balls.setMatchFields(tx, match.id, columns);
  if (watch && columns.status !== match.status)
    await watch(tx, match.id, match.status, columns.status);
  await repo.announceChange(tx, match.eventId);
  return derived;
}

function checkLineup(
  side: 'team1' | 'team2',
  names: string[],
  squad: string[],
  played: Set<string>,
) {
  const seen = new Set<string>();
  for (const player of names) {
    if (!squad.includes(player))
      throw new HttpError(400, 'validation', withValues(texts.notInSquad, { player }), {
        [side]: withValues(texts.notInSquad, { player }),
      });
    if (seen.has(player))
      throw new HttpError(400, 'validation', withValues(texts.twice, { player }), {
        [side]: withValues(texts.twice, { player }),
      });
    seen.add(player);
  }
  for (const player of played)
    if (squad.includes(player) && !seen.has(player))
      throw new HttpError(400, 'validation', withValues(texts.leftLog, { player }), {
        [side]: withValues(texts.leftLog, { player }),
      });
}

export async function setLineups(
  db: Database,
  viewer: Viewer,
  matchId: string,
  input: LineupsInput,
  watch?: repo.MatchWatch,
) {
  const match = await scorableMatch(db, viewer, matchId);
  const sides = await sidesOf(db, match);
  await db.transaction(async (tx) => {
    const locked = (await balls.lockMatch(tx, matchId))!;
    const played = new Set(
      (await balls.listBalls(tx, matchId)).flatMap(({ ball }) => [
        ball.striker,
        ball.nonStriker,
        ball.bowler,
      ]),
    );
    checkLineup('team1', input.team1, sides.team1.players, played);
    checkLineup('team2', input.team2, sides.team2.players, played);
    // Before the first ball a match without a format of its own takes the tournament's.
    const inherited =
      locked.format ??
      (played.size === 0 ? matchFormatOf(await repo.tournamentFormatOf(tx, locked.eventId)) : null);
    const format = input.format ? { ...inherited, ...input.format } : inherited;
    const { superOvers: wereOn, ...before } = formatOf(locked);
    const { superOvers: areOn, ...after } = formatOf({ ...locked, format });
    const changed = JSON.stringify(after) !== JSON.stringify(before) || !wereOn !== !areOn;
    // A tie may still be played off once its last ball is in: super overs turned on, nothing
    // else (ICC playing conditions, where the match must have a winner). The balls stay.
    const playOff =
      JSON.stringify(after) === JSON.stringify(before) &&
      !wereOn &&
      areOn === true &&
      locked.outcome === 'tie';
    if (played.size > 0 && changed && !playOff)
      throw new HttpError(409, 'conflict', texts.formatLocked);
    const values = { lineup1: input.team1, lineup2: input.team2, format };
    await balls.setMatchFields(tx, matchId, values);
    await recompute(tx, { ...locked, ...values }, sides, watch);
  });
}

export async function setToss(db: Database, viewer: Viewer, matchId: string, input: TossInput) {
  const match = await scorableMatch(db, viewer, matchId);
  const sides = await sidesOf(db, match);
  const winner = [sides.team1, sides.team2].find((team) => team.shortName === input.winner);
  if (!winner) {
    const text = withValues(texts.tossWinner, {
      team1: sides.team1.shortName,
      team2: sides.team2.shortName,
    });
    throw new HttpError(400, 'validation', text, { winner: text });
  }
  await db.transaction(async (tx) => {
    await balls.lockMatch(tx, matchId);
    if (await balls.hasBalls(tx, matchId)) throw new HttpError(409, 'conflict', texts.tossLocked);
    await balls.setMatchFields(tx, matchId, {
      tossWinnerId: winner.id,
      tossDecision: input.decision,
    });
    await repo.announceChange(tx, match.eventId);
  });
}

export async function setScorers(
  db: Database,
  viewer: Viewer,
  matchId: string,
  input: ScorersInput,
) {
  const match = await managedMatch(db, viewer, matchId);
  const ids = [...new Set(input.scorers)];
  const known = await balls.existingUsers(db, ids.filter(isUuid));
  const unknown = ids.findIndex((id) => !known.has(id));
  if (unknown >= 0)
    throw new HttpError(400, 'validation', texts.noSuchMember, {
      [`scorers.${unknown}`]: texts.noSuchMember,
    });
  await balls.setMatchFields(db, match.id, { scorers: ids });
  return { scorers: ids };
}

function stateOf(score: MatchScore) {
  return { ...score.next, seq: score.balls.length + 1 };
}

export type BallAnswer =
  | { status: 200 | 201; body: ReturnType<typeof acceptedBody> }
  | { status: 409; body: ReturnType<typeof conflictBody> };

function acceptedBody(derived: ReturnType<typeof derive>, seq: number, language: Language) {
  const ball = derived.balls.find((entry) => entry.seq === seq)!;
  const info = derived.score.balls.find((entry) => entry.seq === seq)!;
  return {
    ball: loggedBall(ball, info, language),
    innings: derived.score.innings.find((card) => card.number === ball.innings)!,
    next: stateOf(derived.score),
    result: derived.score.result?.text ?? null,
  };
}

function conflictBody(score: MatchScore, language: Language) {
  const next = stateOf(score);
  return {
    error: 'conflict' as const,
    message: textIn(language, withValues(texts.conflict, { seq: next.seq })),
    expectedSeq: next.seq,
    next,
    innings: score.innings,
  };
}

/** Records one ball: 201 new, 200 a repeat of the same ball, 409 another ball or a gap. */
export async function recordBall(
  db: Database,
  viewer: Viewer,
  matchId: string,
  input: BallParsed,
  language: Language,
  watch?: repo.MatchWatch,
): Promise<BallAnswer> {
  const match = await scorableMatch(db, viewer, matchId);
  const sides = await sidesOf(db, match);
  return db.transaction(async (tx): Promise<BallAnswer> => {
    const locked = (await balls.lockMatch(tx, matchId))!;
    const rows = await balls.listBalls(tx, matchId);
    const current = derive(locked, sides, rows);
    const ball = { ...input, extra: input.extra ?? null, wicket: input.wicket ?? null };
    const stored = storedBall(ball);
    const existing = rows[input.seq - 1];
    if (existing && existing.innings === input.innings && sameBall(existing.ball, stored))
      return { status: 200, body: acceptedBody(current, input.seq, language) };
    if (input.seq !== rows.length + 1)
      return { status: 409, body: conflictBody(current.score, language) };
    const problem = checkNextBall(current.setup, current.balls, ball);
    if (problem) {
      const text = withValues(ballProblemMessages[problem.code], problem.values ?? {});
      throw new HttpError(400, 'validation', text, {
        [problem.field]: text,
      });
    }
    await balls.insertBall(tx, {
      matchId,
      seq: input.seq,
      innings: input.innings,
      ball: stored,
      createdBy: viewer.userId,
    });
    const after = await recompute(tx, locked, sides, watch);
    return { status: 201, body: acceptedBody(after, input.seq, language) };
  });
}

export async function undoBall(
  db: Database,
  viewer: Viewer,
  matchId: string,
  watch?: repo.MatchWatch,
) {
  const match = await scorableMatch(db, viewer, matchId);
  const sides = await sidesOf(db, match);
  return db.transaction(async (tx) => {
    const locked = (await balls.lockMatch(tx, matchId))!;
    if (!(await balls.deleteLastBall(tx, matchId)))
      throw new HttpError(409, 'conflict', texts.nothingToUndo);
    const after = await recompute(tx, locked, sides, watch);
    return { innings: after.score.innings, next: stateOf(after.score) };
  });
}

/** The ball log, each ball with its over, derived fields and commentary line. */
export async function ballLog(db: Database, viewer: Viewer, matchId: string, language: Language) {
  const match = await findMatch(db, matchId);
  await findVisibleEvent(db, viewer, match.eventId);
  const derived = derive(match, await sidesOf(db, match), await balls.listBalls(db, matchId));
  const bySeq = new Map(derived.balls.map((ball) => [ball.seq, ball]));
  return {
    balls: derived.score.balls.map((info) => loggedBall(bySeq.get(info.seq)!, info, language)),
    next: stateOf(derived.score),
    result: derived.score.result?.text ?? null,
  };
}
