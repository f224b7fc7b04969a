import type { Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import type { ScoreFormValues } from './score-form-values';

const battingKeys = ['player', 'runs', 'balls', 'fours', 'sixes', 'howOut'] as const;
const bowlingKeys = ['player', 'overs', 'maidens', 'runs', 'wickets'] as const;
const inningsKeys = ['battingTeam', 'runs', 'wickets', 'overs'] as const;

/** Every box a server message may name ('status', 'innings.0.overs', …) for the rows shown now. */
function scorePaths(values: ScoreFormValues): Path<ScoreFormValues>[] {
  return [
    'status',
    'toss.winner',
    'toss.decision',
    'manOfTheMatch',
    'result',
    ...values.innings.flatMap((innings, i) => [
      ...inningsKeys.map((key) => `innings.${i}.${key}` as const),
      ...innings.batting.flatMap((_, row) =>
        battingKeys.map((key) => `innings.${i}.batting.${row}.${key}` as const),
      ),
      ...innings.bowling.flatMap((_, row) =>
        bowlingKeys.map((key) => `innings.${i}.bowling.${row}.${key}` as const),
      ),
    ]),
  ];
}

/** Puts the server's per-field messages under the boxes they name; true when any was placed. */
export function applyScoreFieldErrors(
  error: unknown,
  setError: UseFormSetError<ScoreFormValues>,
  values: ScoreFormValues,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const paths = scorePaths(values);
  let placed = false;
  for (const [key, message] of Object.entries(error.fields)) {
    const field = paths.find((path) => path === key);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
