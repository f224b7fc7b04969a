import type { ScoreInput } from '@portal/contract';
import type { InningsRecord } from '../../../db/schema/index';
import { englishOf, withValues, type ServerText } from '../../../i18n/server-text';
import { scoreErrorMessages as m } from '../messages';
import { oversToBalls } from '../standings/standings';

export interface SideInfo {
  id: string;
  name: string;
  shortName: string;
}

export interface MatchFrame {
  overs: number;
  team1: SideInfo;
  team2: SideInfo;
}

export interface ScoreDecision {
  status: 'scheduled' | 'live' | 'completed' | 'abandoned';
  tossWinnerId: string | null;
  tossDecision: 'bat' | 'bowl' | null;
  innings: InningsRecord[];
  outcome: 'win' | 'tie' | 'no_result' | null;
  winnerId: string | null;
  result: string | null;
  manOfTheMatch: string | null;
}

/** A problem with the score, reported against the form field it is about. */
export class ScoreError extends Error {
  constructor(
    readonly field: string,
    readonly text: ServerText,
  ) {
    super(englishOf(text));
  }
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Checks a scorer's entry against the match (teams, overs limit, a result the totals support)
 * and derives the outcome: the totals decide who won, never a free-text claim.
 */
export function decideScore(frame: MatchFrame, input: ScoreInput): ScoreDecision {
  const sides = new Map([frame.team1, frame.team2].map((side) => [side.shortName, side]));
  const quota = frame.overs * 6;
  const chooseSide = withValues(m.chooseSide, {
    team1: frame.team1.shortName,
    team2: frame.team2.shortName,
  });
  const innings: InningsRecord[] = input.innings.map((entry, index) => {
    const side = sides.get(entry.battingTeam.toUpperCase());
    if (!side) throw new ScoreError(`innings.${index}.battingTeam`, chooseSide);
    const balls = oversToBalls(entry.overs);
    if (balls > quota)
      throw new ScoreError(
        `innings.${index}.overs`,
        withValues(m.oversLimit, { overs: String(frame.overs) }),
      );
    const bowling = (entry.bowling ?? []).map((bowler, row) => {
      const bowled = oversToBalls(bowler.overs);
      if (bowled > balls)
        throw new ScoreError(`innings.${index}.bowling.${row}.overs`, m.bowlerOvers);
      return {
        player: bowler.player,
        balls: bowled,
        maidens: bowler.maidens ?? 0,
        runs: bowler.runs,
        wickets: bowler.wickets,
      };
    });
    const bowlerWickets = bowling.reduce((sum, bowler) => sum + bowler.wickets, 0);
    if (bowlerWickets > entry.wickets)
      throw new ScoreError(`innings.${index}.wickets`, m.bowlerWickets);
    return {
      battingTeamId: side.id,
      runs: entry.runs,
      wickets: entry.wickets,
      balls,
      batting: entry.batting ?? [],
      bowling,
    };
  });
  if (innings.length === 2 && innings[0]!.battingTeamId === innings[1]!.battingTeamId)
    throw new ScoreError('innings.1.battingTeam', m.batsOnce);

  const toss = input.toss ? sides.get(input.toss.winner) : null;
  if (input.toss && !toss) throw new ScoreError('toss.winner', chooseSide);

  const base = {
    status: input.status,
    tossWinnerId: toss?.id ?? null,
    tossDecision: input.toss?.decision ?? null,
    innings,
    manOfTheMatch: input.manOfTheMatch || null,
  };
  if (input.status === 'abandoned')
    return {
      ...base,
      outcome: 'no_result',
      winnerId: null,
      result: input.result || 'Match abandoned — no result',
    };
  if (input.status !== 'completed') return { ...base, outcome: null, winnerId: null, result: null };

  const [first, second] = innings;
  if (!first || !second) throw new ScoreError('innings', m.bothInnings);
  const name = (id: string) => (id === frame.team1.id ? frame.team1.name : frame.team2.name);
  const chaseOver = second.wickets === 10 || second.balls === quota || second.runs > first.runs;
  if (!chaseOver)
    throw new ScoreError(
      'status',
      withValues(m.chaseNotOver, {
        team: name(second.battingTeamId),
        runs: String(first.runs - second.runs + 1),
      }),
    );
  if (second.runs > first.runs + 6) throw new ScoreError('innings.1.runs', m.targetPassed);
  if (second.runs > first.runs)
    return {
      ...base,
      outcome: 'win',
      winnerId: second.battingTeamId,
      result: `${name(second.battingTeamId)} won by ${plural(10 - second.wickets, 'wicket')}`,
    };
  if (second.runs === first.runs)
    return { ...base, outcome: 'tie', winnerId: null, result: 'Match tied' };
  return {
    ...base,
    outcome: 'win',
    winnerId: first.battingTeamId,
    result: `${name(first.battingTeamId)} won by ${plural(first.runs - second.runs, 'run')}`,
  };
}
