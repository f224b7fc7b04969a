import type { InningsAcc } from './innings';
import { cut2, oversOf, perOver, requiredRate } from './notation';
import type { CricketFormat, InningsCard } from './types';

/** The innings as a scorecard shows it, every figure derived from the folded balls. */
export function inningsCard(
  acc: InningsAcc,
  names: { batting: string; bowling: string },
  format: CricketFormat,
): InningsCard {
  const bpo = format.ballsPerOver;
  const left = acc.quota - acc.legal;
  const full = acc.superOver ? bpo : format.oversPerInnings * bpo;
  const chasing = acc.target !== null && acc.ended === null;
  return {
    number: acc.number,
    superOver: acc.superOver,
    battingTeam: names.batting,
    bowlingTeam: names.bowling,
    runs: acc.runs,
    wickets: acc.wickets,
    balls: acc.legal,
    overs: oversOf(acc.legal, bpo),
    allOut: acc.ended === 'allOut',
    extras: { ...acc.extras },
    batting: [...acc.batters].map(([player, row]) => ({
      player,
      runs: row.runs,
      balls: row.balls,
      fours: row.fours,
      sixes: row.sixes,
      strikeRate: cut2(row.runs * 100, row.balls),
      howOut: row.howOut ?? 'not out',
    })),
    bowling: [...acc.bowlers].map(([player, row]) => ({
      player,
      overs: oversOf(row.legal, bpo),
      balls: row.legal,
      maidens: row.maidens,
      runs: row.runs,
      wickets: row.wickets,
      economy: perOver(row.runs, row.legal, bpo),
      wides: row.wides,
      noBalls: row.noBalls,
    })),
    fallOfWickets: acc.fallOfWickets.map((fall) => ({ ...fall })),
    partnerships: acc.partnerships.map((pair) => ({
      ...pair,
      batters: [...pair.batters] as [string, string],
    })),
    runRate: perOver(acc.runs, acc.legal, bpo),
    target: acc.target,
    oversLimit: acc.quota < full ? oversOf(acc.quota, bpo) : null,
    requiredRunRate:
      chasing && left > 0 ? requiredRate(Math.max(0, acc.target! - acc.runs), left, bpo) : null,
    ended: acc.ended,
  };
}
