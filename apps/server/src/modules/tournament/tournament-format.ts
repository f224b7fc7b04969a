import type { TournamentFormat } from '@portal/contract';
import type { MatchRow } from './repository';

// The tournament's format (issue 24) as a match's own: overs go to the match's `overs` column,
// the rest to its `format` (which balls/laws-adapter.ts formatOf lays over the T20 default).

export function matchFormatOf(format: TournamentFormat | null | undefined): MatchRow['format'] {
  if (!format) return null;
  const { overs: _overs, ...rest } = format;
  const set = Object.entries(rest).filter(([, value]) => value !== undefined);
  return set.length > 0 ? Object.fromEntries(set) : null;
}

/** A fixture's overs: its own, else the tournament's, else a T20's. */
export const oversFor = (own: number | undefined, format: TournamentFormat | null | undefined) =>
  own ?? format?.overs ?? 20;
