import type { Leaderboards } from '@portal/contract';
import type { Translate } from '../../../i18n/i18n-provider';
import { formatNumber } from '../../../lib/format';
import { leaderboardMessages as m } from './leaderboard-messages';
import { LeaderboardTable } from './leaderboard-table';

// The seven tables the API answers, each with the figures that explain its order.

export const boardNames = [
  'mostRuns',
  'mostWickets',
  'bestStrikeRate',
  'bestEconomy',
  'highestScores',
  'bestBowling',
  'mostSixes',
] as const;
export type BoardName = (typeof boardNames)[number];

const decimals = (value: number | null, digits: number) =>
  value === null
    ? '–'
    : formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The table for `name`, with the sentence that says who qualifies where a minimum applies. */
export function boardTable(name: BoardName, data: Leaderboards, t: Translate) {
  const label = t(m[name]);
  switch (name) {
    case 'mostRuns':
    case 'bestStrikeRate':
    case 'mostSixes': {
      const runs = { header: t(m.runs), cell: (row: { runs: number }) => formatNumber(row.runs) };
      const balls = {
        header: t(m.balls),
        cell: (row: { balls: number }) => formatNumber(row.balls),
      };
      const rate = {
        header: t(m.strikeRate),
        cell: (row: { strikeRate: number | null }) => decimals(row.strikeRate, 1),
      };
      const columns = {
        mostRuns: [
          { ...runs, leading: true },
          { header: t(m.innings), cell: (row: { innings: number }) => formatNumber(row.innings) },
          rate,
        ],
        bestStrikeRate: [{ ...rate, leading: true }, runs, balls],
        mostSixes: [
          {
            header: t(m.sixes),
            cell: (row: { sixes: number }) => formatNumber(row.sixes),
            leading: true,
          },
          runs,
          balls,
        ],
      }[name];
      return <LeaderboardTable label={label} rows={data[name]} columns={columns} />;
    }
    case 'mostWickets':
    case 'bestEconomy': {
      const wickets = {
        header: t(m.wickets),
        cell: (row: { wickets: number }) => formatNumber(row.wickets),
      };
      const economy = {
        header: t(m.economy),
        cell: (row: { economy: number | null }) => decimals(row.economy, 2),
      };
      const overs = { header: t(m.overs), cell: (row: { overs: string }) => row.overs };
      const columns =
        name === 'mostWickets'
          ? [{ ...wickets, leading: true }, overs, economy]
          : [{ ...economy, leading: true }, overs, wickets];
      return <LeaderboardTable label={label} rows={data[name]} columns={columns} />;
    }
    case 'highestScores':
      return (
        <LeaderboardTable
          label={label}
          rows={data.highestScores}
          columns={[
            {
              header: t(m.score),
              leading: true,
              cell: (row) =>
                row.notOut
                  ? t(m.notOutScore, { runs: formatNumber(row.runs) })
                  : formatNumber(row.runs),
            },
            { header: t(m.balls), cell: (row) => formatNumber(row.balls) },
            { header: t(m.against), cell: (row) => t(m.versus, { team: row.against }) },
          ]}
        />
      );
    case 'bestBowling':
      return (
        <LeaderboardTable
          label={label}
          rows={data.bestBowling}
          columns={[
            {
              header: t(m.figures),
              leading: true,
              cell: (row) =>
                t(m.bowlingFigures, {
                  wickets: formatNumber(row.wickets),
                  runs: formatNumber(row.runs),
                }),
            },
            { header: t(m.overs), cell: (row) => row.overs },
            { header: t(m.against), cell: (row) => t(m.versus, { team: row.against }) },
          ]}
        />
      );
  }
}

/** Who qualifies for a rate table, in words; null for the tables without a minimum. */
export function boardMinimum(name: BoardName, data: Leaderboards, t: Translate): string | null {
  if (name === 'bestStrikeRate')
    return t(m.strikeRateMinimum, { balls: data.minimums.strikeRateBalls });
  if (name === 'bestEconomy') return t(m.economyMinimum, { balls: data.minimums.economyBalls });
  return null;
}
