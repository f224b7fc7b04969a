import { zodResolver } from '@hookform/resolvers/zod';
import {
  scoreInputSchema,
  type Match,
  type MatchStatus,
  type ScoreInput,
  type ScoreParsed,
} from '@portal/contract';
import type { Resolver } from 'react-hook-form';
import { defaultAbandonedResult } from '../../../lib/match-result';

/** A NumberInput's value: a number, or the text typed so far ('' when empty). */
type NumberValue = number | string;

export interface BattingRowValues {
  player: string;
  runs: NumberValue;
  balls: NumberValue;
  fours: NumberValue;
  sixes: NumberValue;
  howOut: string;
}

export interface BowlingRowValues {
  player: string;
  overs: string;
  maidens: NumberValue;
  runs: NumberValue;
  wickets: NumberValue;
}

export interface InningsValues {
  battingTeam: string;
  runs: NumberValue;
  wickets: NumberValue;
  overs: string;
  batting: BattingRowValues[];
  bowling: BowlingRowValues[];
}

/** The scorer's boxes; same shape and names as scoreInputSchema, so its paths name the boxes. */
export interface ScoreFormValues {
  status: MatchStatus;
  toss: { winner: string; decision: 'bat' | 'bowl' };
  innings: InningsValues[];
  manOfTheMatch: string;
  result: string;
}

export const emptyBatter = (): BattingRowValues => ({
  player: '',
  runs: 0,
  balls: '',
  fours: 0,
  sixes: 0,
  howOut: '',
});

export const emptyBowler = (): BowlingRowValues => ({
  player: '',
  overs: '0',
  maidens: 0,
  runs: 0,
  wickets: 0,
});

export const emptyInnings = (battingTeam: string): InningsValues => ({
  battingTeam,
  runs: 0,
  wickets: 0,
  overs: '0',
  batting: [],
  bowling: [],
});

/** The saved match in the boxes. */
export function toScoreFormValues(match: Match): ScoreFormValues {
  return {
    status: match.status,
    toss: { winner: match.toss?.winner ?? '', decision: match.toss?.decision ?? 'bat' },
    innings: match.innings.map((innings) => ({
      battingTeam: innings.battingTeam,
      runs: innings.runs,
      wickets: innings.wickets,
      overs: innings.overs,
      batting: innings.batting.map((batter) => ({
        player: batter.player,
        runs: batter.runs,
        balls: batter.balls ?? '',
        fours: batter.fours,
        sixes: batter.sixes,
        howOut: batter.howOut ?? '',
      })),
      bowling: innings.bowling.map((bowler) => ({
        player: bowler.player,
        overs: bowler.overs,
        maidens: bowler.maidens,
        runs: bowler.runs,
        wickets: bowler.wickets,
      })),
    })),
    manOfTheMatch: match.scorecard.manOfTheMatch ?? '',
    // The server's own wording stays out of the box: its placeholder says it in the reader's
    // language, and a blank box is saved as that wording again.
    result:
      match.status === 'abandoned' && match.result !== defaultAbandonedResult
        ? (match.result ?? '')
        : '',
  };
}

/** A required count: blank or partial text is NaN, which the schema refuses with its own message. */
function count(value: NumberValue): number {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? Number.NaN : Number(value);
}

/** An optional count: blank means not recorded. */
function optionalCount(value: NumberValue): number | undefined {
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return count(value);
}

const blankAsUndefined = (text: string) => (text.trim() === '' ? undefined : text);

/** The boxes in the contract's shape (not yet checked). A result is sent only for an abandoned match. */
export function toScoreInput(values: ScoreFormValues): ScoreInput {
  return {
    status: values.status,
    toss: values.toss.winner ? values.toss : null,
    innings: values.innings.map((innings) => ({
      battingTeam: innings.battingTeam,
      runs: count(innings.runs),
      wickets: count(innings.wickets),
      overs: innings.overs,
      batting: innings.batting.map((batter) => ({
        player: batter.player,
        runs: count(batter.runs),
        balls: optionalCount(batter.balls),
        fours: count(batter.fours),
        sixes: count(batter.sixes),
        howOut: blankAsUndefined(batter.howOut),
      })),
      bowling: innings.bowling.map((bowler) => ({
        player: bowler.player,
        overs: bowler.overs,
        maidens: optionalCount(bowler.maidens),
        runs: count(bowler.runs),
        wickets: count(bowler.wickets),
      })),
    })),
    manOfTheMatch: blankAsUndefined(values.manOfTheMatch),
    result: values.status === 'abandoned' ? blankAsUndefined(values.result) : undefined,
  };
}

const schemaResolver = zodResolver(scoreInputSchema);

/** The contract's score rules, applied to the converted boxes. */
export const scoreResolver: Resolver<ScoreFormValues, unknown, ScoreParsed> = (
  values,
  context,
  options,
) =>
  schemaResolver(toScoreInput(values), context, {
    criteriaMode: options.criteriaMode,
    fields: options.fields,
    shouldUseNativeValidation: options.shouldUseNativeValidation,
  });
