import {
  defaultFormat,
  scoreMatch,
  type BallInput,
  type CricketFormat,
  type DerivedBall,
  type Language,
  type LoggedBall,
  type MatchScore,
  type MatchSetup,
} from '@portal/contract';
import type { BallCard, InningsRecord, StoredBall } from '../../../db/schema/index';
import { textIn, withValues } from '../../../i18n/server-text';
import { commentaryMessages as say } from './messages';
import type { BallRow } from './repository';
import type { MatchRow, TeamRow } from '../repository';

// From the stored balls to everything shown about the match: the laws engine does the cricket,
// this file maps its answer onto the match row (so standings and every match reader follow)
// and onto the ball log the scorer and viewers read.

export interface Sides {
  team1: TeamRow;
  team2: TeamRow;
}

export function formatOf(match: MatchRow): CricketFormat {
  const { source: _, ...format } = match.format ?? {};
  return { ...defaultFormat(match.overs), ...format };
}

export function setupOf(match: MatchRow, sides: Sides): MatchSetup {
  const tossWinnerBats = match.tossDecision === 'bat';
  const winnerIsTeam1 = match.tossWinnerId === match.team1Id;
  const battingFirst =
    match.tossWinnerId === null || winnerIsTeam1 === tossWinnerBats ? 'team1' : 'team2';
  return {
    format: formatOf(match),
    team1: {
      shortName: sides.team1.shortName,
      name: sides.team1.name,
      lineup: match.lineup1 ?? [],
    },
    team2: {
      shortName: sides.team2.shortName,
      name: sides.team2.name,
      lineup: match.lineup2 ?? [],
    },
    battingFirst,
  };
}

export const ballOf = (row: Pick<BallRow, 'seq' | 'innings' | 'ball'>): BallInput => ({
  ...row.ball,
  seq: row.seq,
  innings: row.innings,
});

/** The ball as stored: every optional part present (null), so a repeat compares equal. */
export function storedBall(ball: Omit<BallInput, 'seq' | 'innings'>): StoredBall {
  return {
    striker: ball.striker,
    nonStriker: ball.nonStriker,
    bowler: ball.bowler,
    runs: ball.runs,
    extra: ball.extra ? { type: ball.extra.type, runs: ball.extra.runs } : null,
    wicket: ball.wicket
      ? {
          kind: ball.wicket.kind,
          playerOut: ball.wicket.playerOut,
          fielder: ball.wicket.fielder ?? null,
        }
      : null,
    commentary: ball.commentary || null,
    ...(ball.replacesBowler ? { replacesBowler: true } : {}),
  };
}

/** Key by key in one order: jsonb does not keep the order the keys were written in. */
export const sameBall = (a: StoredBall, b: StoredBall) =>
  JSON.stringify(storedBall(a)) === JSON.stringify(storedBall(b));

/** "17.3" as legal balls of the match's overs. */
function quotaOf(overs: string, match: MatchRow) {
  const [whole = '0', part = '0'] = overs.split('.');
  return Number(whole) * formatOf(match).ballsPerOver + Number(part);
}

/** The match row's columns the balls decide: totals for the standings, the derived card. */
export function derivedColumns(match: MatchRow, sides: Sides, score: MatchScore) {
  const teamId = (shortName: string) =>
    shortName === sides.team1.shortName ? sides.team1.id : sides.team2.id;
  if (score.balls.length === 0 && !score.result)
    return {
      ballCard: null,
      innings: [],
      status: 'scheduled' as const,
      outcome: null,
      winnerId: null,
      result: null,
    };
  const innings: InningsRecord[] = score.innings.map((card) => ({
    battingTeamId: teamId(card.battingTeam),
    runs: card.runs,
    wickets: card.wickets,
    balls: card.balls,
    allOut: card.allOut,
    ...(card.superOver ? { superOver: true } : {}),
    ...(card.oversLimit === null ? {} : { quotaBalls: quotaOf(card.oversLimit, match) }),
    batting: card.batting.map(({ player, runs, balls, fours, sixes, howOut }) => ({
      player,
      runs,
      balls,
      fours,
      sixes,
      howOut,
    })),
    bowling: card.bowling.map(({ player, balls, maidens, runs, wickets }) => ({
      player,
      balls,
      maidens,
      runs,
      wickets,
    })),
  }));
  const result = score.result;
  const ballCard: BallCard = { innings: score.innings, result };
  return {
    ballCard,
    innings,
    // A match called off before a ball (an import's "no result") was abandoned.
    status: !result
      ? ('live' as const)
      : score.balls.length === 0
        ? ('abandoned' as const)
        : ('completed' as const),
    outcome: result?.outcome ?? null,
    winnerId: result?.winner ? sides[result.winner].id : null,
    result: result?.text ?? null,
  };
}

function commentaryOf(ball: BallInput, derived: DerivedBall, language: Language) {
  if (ball.commentary) return ball.commentary;
  const names = { bowler: ball.bowler, batter: ball.striker };
  const event = derived.event;
  switch (event.kind) {
    case 'wicket':
      return textIn(
        language,
        withValues(say.out, {
          ...names,
          player: event.playerOut,
          kind: event.how,
          fielder: event.fielder ?? '',
        }),
      );
    case 'four':
    case 'six':
    case 'dot':
      return textIn(language, withValues(say[event.kind], names));
    default:
      return textIn(language, withValues(say[event.kind], { ...names, runs: event.runs }));
  }
}

export function loggedBall(ball: BallInput, derived: DerivedBall, language: Language): LoggedBall {
  const stored = storedBall(ball);
  return {
    seq: ball.seq,
    innings: ball.innings,
    over: derived.over,
    striker: stored.striker,
    nonStriker: stored.nonStriker,
    bowler: stored.bowler,
    runs: stored.runs,
    extra: stored.extra,
    wicket: stored.wicket,
    commentary: commentaryOf(ball, derived, language),
    legal: derived.legal,
    freeHit: derived.freeHit,
    total: derived.total,
    score: derived.score,
  };
}

export function derive(match: MatchRow, sides: Sides, rows: BallRow[]) {
  const balls = rows.map(ballOf);
  const setup = setupOf(match, sides);
  return { setup, balls, score: scoreMatch(setup, balls) };
}
