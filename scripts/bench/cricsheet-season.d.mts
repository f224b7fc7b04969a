import type { Cricsheet } from '@portal/contract';

export const SEASON_MATCHES: number;
export const SEASON_SEED: number;

export interface SeasonFile {
  name: string;
  doc: Cricsheet;
}

export interface SeasonRow {
  name: string;
  played: number;
  won: number;
  lost: number;
  tied: number;
  noResult: number;
  points: number;
  runsFor: number;
  oversFaced: number;
  runsAgainst: number;
  oversBowled: number;
  netRunRate: number;
}

export function generateSeason(options?: { seed?: number }): {
  files: SeasonFile[];
  teams: string[];
};
export function seasonTable(files: SeasonFile[]): {
  table: SeasonRow[];
  runs: Map<string, number>;
  wickets: Map<string, number>;
};
/** Any files as one ZIP (a README beside them), as Cricsheet publishes a season. */
export function seasonZip(files: { name: string; doc: object }[]): Buffer;
