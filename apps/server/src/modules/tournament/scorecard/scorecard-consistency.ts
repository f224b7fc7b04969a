import type { Innings, Match, Team } from '@portal/contract';
import { oversToBalls } from '../standings/standings';

// What a scorecard that could have happened looks like, for tests of demo content: the demo cup
// is the first thing many people see of the portal, and a card that cannot add up looks fake.
// Scorecards name players by surname ("c Menon b Kadam"); squads keep surnames apart.

const surnameOf = (player: string) => player.split(' ').at(-1)!;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** At most this many extras in a twenty-over innings before it looks made up. */
const maxExtras = 25;

/** Everything wrong with one innings of `match`, as sentences; empty when it holds together. */
function inningsProblems(match: Match, innings: Innings, teams: readonly Team[]): string[] {
  const problems: string[] = [];
  const say = (text: string) => problems.push(`${innings.battingTeam} innings: ${text}`);
  const fieldingShort =
    innings.battingTeam === match.team1ShortName ? match.team2ShortName : match.team1ShortName;
  const squad = (shortName: string) =>
    teams.find((team) => team.shortName === shortName)?.players ?? [];
  const batters = squad(innings.battingTeam);
  const fielders = squad(fieldingShort);
  const fielderSurnames = new Set(fielders.map(surnameOf));
  const { batting, bowling } = innings;
  if (batting.length === 0 || bowling.length === 0)
    return ['innings without batting or bowling cards'];

  const extras = innings.runs - sum(batting.map((row) => row.runs));
  if (extras < 0 || extras > maxExtras) say(`batters' runs leave ${extras} extras`);
  const out = batting.filter((row) => row.howOut);
  if (out.length !== innings.wickets)
    say(`${out.length} batters out for ${innings.wickets} wickets`);
  const notOut = batting.length - out.length;
  // All out leaves one batter; otherwise the two at the crease are not out.
  if (notOut !== (innings.wickets === 10 ? 1 : 2)) say(`${notOut} batters not out`);
  for (const row of batting) {
    if (!batters.includes(row.player)) say(`${row.player} bats but is not in the side`);
    if (row.balls !== undefined && (row.runs > row.balls * 6 || row.fours + row.sixes > row.balls))
      say(`${row.player} scored more than the balls faced allow`);
    if (row.fours * 4 + row.sixes * 6 > row.runs) say(`${row.player}'s boundaries exceed the runs`);
  }

  const balls = oversToBalls(innings.overs);
  const bowled = bowling.map((row) => oversToBalls(row.overs));
  if (sum(bowled) !== balls) say(`bowlers bowled ${sum(bowled)} balls of ${balls}`);
  const quota = Math.ceil(match.overs / 5) * 6;
  for (const [index, row] of bowling.entries()) {
    if (!fielders.includes(row.player)) say(`${row.player} bowls but is not in the other side`);
    if (bowled[index]! > quota) say(`${row.player} bowled more than the quota`);
  }
  const conceded = sum(bowling.map((row) => row.runs));
  // Bowlers are charged with everything but byes and leg-byes, which are extras.
  if (conceded > innings.runs || conceded < innings.runs - Math.max(0, extras))
    say(`bowlers conceded ${conceded} of ${innings.runs}`);
  const figures = bowling.map((row) => `${row.overs}-${row.maidens}-${row.runs}-${row.wickets}`);
  if (new Set(figures).size !== figures.length)
    say(`bowlers with identical figures: ${figures.join(', ')}`);

  const credited = new Map<string, number>();
  for (const row of out) {
    const how = row.howOut!;
    const bowledBy = /(?:^| )b (\S+)$/.exec(how)?.[1];
    const caughtBy = /^c (?!& )(\S+) b /.exec(how)?.[1];
    const valid = /^(c & b \S+|c \S+ b \S+|b \S+|lbw b \S+|st \S+ b \S+|run out \(\S+\))$/.test(
      how,
    );
    if (!valid) {
      say(`${row.player}: "${how}" is not a dismissal`);
      continue;
    }
    if (caughtBy && !fielderSurnames.has(caughtBy))
      say(`${row.player} caught by ${caughtBy}, who is not in the fielding side`);
    const runOutBy = /^run out \((\S+)\)$/.exec(how)?.[1];
    if (runOutBy && !fielderSurnames.has(runOutBy))
      say(`${row.player} run out by ${runOutBy}, who is not in the fielding side`);
    if (bowledBy) credited.set(bowledBy, (credited.get(bowledBy) ?? 0) + 1);
  }
  for (const row of bowling)
    if ((credited.get(surnameOf(row.player)) ?? 0) !== row.wickets)
      say(
        `${row.player} has ${row.wickets} wickets but ${credited.get(surnameOf(row.player)) ?? 0} dismissals name them`,
      );
  for (const name of credited.keys())
    if (!bowling.some((row) => surnameOf(row.player) === name))
      say(`a dismissal names ${name}, who did not bowl`);
  return problems;
}

/** The winning side's best performer by runs and twenty a wicket (both sides after a tie). */
function bestPerformers(match: Match): { best: number; of: Map<string, number> } {
  const of = new Map<string, number>();
  const counts = (shortName: string) =>
    !match.winnerShortName || match.winnerShortName === shortName;
  for (const innings of match.innings) {
    const fielding =
      innings.battingTeam === match.team1ShortName ? match.team2ShortName : match.team1ShortName;
    if (counts(innings.battingTeam))
      for (const row of innings.batting) of.set(row.player, (of.get(row.player) ?? 0) + row.runs);
    if (counts(fielding))
      for (const row of innings.bowling)
        of.set(row.player, (of.get(row.player) ?? 0) + 20 * row.wickets);
  }
  return { best: Math.max(0, ...of.values()), of };
}

/** Everything about `match`'s scorecard that could not have happened; empty when it could. */
export function scorecardProblems(match: Match, teams: readonly Team[]): string[] {
  const problems = match.innings.flatMap((innings) => inningsProblems(match, innings, teams));
  const star = match.scorecard.manOfTheMatch;
  if (match.status === 'completed' && star) {
    const { best, of } = bestPerformers(match);
    if ((of.get(star) ?? -1) < best)
      problems.push(`man of the match ${star} is not the top performer`);
  }
  return problems.map((problem) => `${match.team1ShortName} v ${match.team2ShortName}: ${problem}`);
}
