import {
  cricketLimits,
  defaultFormat,
  type BallInput,
  type Cricsheet,
  type CricsheetInnings,
  type CricketFormat,
  type DecidedResult,
  type MatchOutcome,
  type MatchSetup,
  type MatchTerms,
} from '@portal/contract';
import type { MatchSource } from '../../../db/schema/index';
import { checkedBalls, CricsheetProblem, isLegal } from './import';
import { cricsheetMessages as texts } from './messages';
import { renamePlayers } from './registry';

// A Cricsheet match → our line-ups, format, toss, terms and ball log (issue 41: as it happened,
// with its super overs, its rain and its replacements). Team 1 is the side that batted first.

export interface ImportPlan {
  team1: { name: string; lineup: string[] };
  team2: { name: string; lineup: string[] };
  format: CricketFormat;
  toss: { winner: 'team1' | 'team2'; decision: 'bat' | 'bowl' } | null;
  date: string;
  venue: string | null;
  /** A playoff where the file names its stage; otherwise a league match (for the table). */
  stage: 'league' | 'playoff';
  source: MatchSource;
  balls: BallInput[];
}

type Side = 'team1' | 'team2';

/** The players who came in for each team by a match replacement (impact player, concussion). */
function replacementsIn(doc: Cricsheet) {
  const added = new Map<string, string[]>();
  for (const entry of doc.innings)
    for (const over of entry.overs ?? [])
      for (const delivery of over.deliveries)
        for (const replacement of delivery.replacements?.match ?? [])
          if (replacement.team)
            added.set(replacement.team, [...(added.get(replacement.team) ?? []), replacement.in]);
  return added;
}

function lineupOf(doc: Cricsheet, team: string, seen: string[], added: string[], empty: boolean) {
  const lineup = [...new Set([...(doc.info.players?.[team] ?? seen), ...added])];
  if (empty && lineup.length === 0) return { lineup, base: 0 };
  if (lineup.length < cricketLimits.playersPerSide.min || lineup.length > cricketLimits.squadOnCard)
    throw new CricsheetProblem(`info.players.${team}`, texts.lineupSize);
  return { lineup, base: lineup.length - new Set(added).size };
}

/** The most overs any bowler bowled in one innings, so the file's own quota holds. */
function busiestBowler(innings: CricsheetInnings[]) {
  let most = 0;
  for (const entry of innings) {
    const overs = new Map<string, Set<number>>();
    for (const over of entry.overs ?? [])
      for (const delivery of over.deliveries)
        overs.set(delivery.bowler, (overs.get(delivery.bowler) ?? new Set()).add(over.over));
    for (const bowled of overs.values()) most = Math.max(most, bowled.size);
  }
  return most;
}

/** Without `info.players`, a side is whoever batted for it and bowled or fielded against it. */
function seenPlayers(innings: CricsheetInnings[], name: string) {
  return innings
    .flatMap((entry) =>
      (entry.overs ?? []).flatMap((over) =>
        over.deliveries.flatMap((d) =>
          entry.team === name
            ? [d.batter, d.non_striker]
            : [
                d.bowler,
                ...(d.wickets ?? []).flatMap((w) => (w.fielders ?? []).map((f) => f.name)),
              ],
        ),
      ),
    )
    .filter((player): player is string => Boolean(player));
}

/**
 * Which side bats each innings: the sides take turns, and each super over is begun by the side
 * that batted second before it (ICC playing conditions; the engine plays them so).
 */
function checkBattingOrder(innings: CricsheetInnings[], first: string, second: string) {
  const other = (team: string) => (team === first ? second : first);
  const expected: string[] = [];
  innings.forEach((entry, index) => {
    const previous = expected[index - 1];
    const batting = !previous ? first : index % 2 === 0 ? previous : other(previous);
    expected.push(batting);
    if (entry.team !== batting)
      throw new CricsheetProblem(`innings.${index}.team`, texts.battingOrder);
  });
}

/** "18.4" overs of `perOver` balls, as legal balls. */
const ballsOfOvers = (overs: number, perOver: number) =>
  Math.floor(overs) * perOver + Math.round((overs - Math.floor(overs)) * 10);

/** The rain and the revised target the file records. */
function termsOf(doc: Cricsheet, main: CricsheetInnings[], format: CricketFormat): MatchTerms {
  const terms: MatchTerms = {};
  const full = format.oversPerInnings * format.ballsPerOver;
  const [first, second] = main;
  const deliveries = (first?.overs ?? []).flatMap((over) => over.deliveries);
  const legal = deliveries.filter(isLegal).length;
  const out = deliveries
    .flatMap((delivery) => delivery.wickets ?? [])
    .filter((wicket) => wicket.kind !== 'retired hurt' && wicket.kind !== 'retired not out').length;
  // An innings that stopped short of its overs while the match went on, with wickets left, was
  // cut (rain); one bowled out was not, and is charged its full overs in net run rate.
  if (second && legal < full && out < format.playersPerSide - 1)
    terms.inningsBalls = { '1': legal };
  const target = second?.target;
  const method = doc.info.outcome?.method;
  const balls =
    target?.overs === undefined ? full : ballsOfOvers(target.overs, format.ballsPerOver);
  if (target?.runs !== undefined && (method || balls < full))
    terms.revisedTarget = { runs: target.runs, balls };
  if (method) terms.method = method;
  return terms;
}

/** The file's result in our words; null for a match it records no result for. */
function fileOutcome(doc: Cricsheet, sideOf: (team: string, path: string) => Side) {
  const outcome = doc.info.outcome;
  if (!outcome) return null;
  const eliminator = outcome.eliminator ?? outcome.bowl_out;
  if (eliminator)
    return {
      outcome: 'win',
      winner: sideOf(eliminator, 'info.outcome.eliminator'),
      eliminator: true,
    } satisfies DecidedResult;
  if (outcome.winner) {
    const by = outcome.by ?? {};
    return {
      outcome: 'win',
      winner: sideOf(outcome.winner, 'info.outcome.winner'),
      by: { runs: by.runs, wickets: by.wickets },
    } satisfies DecidedResult;
  }
  if (outcome.result === 'tie') return { outcome: 'tie', winner: null } satisfies DecidedResult;
  return { outcome: 'no_result', winner: null } satisfies DecidedResult;
}

/** Whether the balls' result is the file's: the same winner (or the same draw of none). */
const agrees = (natural: MatchOutcome, recorded: DecidedResult) =>
  natural.outcome === recorded.outcome && natural.winner === recorded.winner;

/**
 * The file's result where the balls cannot decide it (a par score, no result, a tie's
 * bowl-out or boundary count), or where the file says it leaves something out; null where the
 * balls decide it. A file whose balls say otherwise is refused.
 */
function decidedBy(natural: MatchOutcome | null, recorded: DecidedResult | null, gaps: boolean) {
  if (!recorded) return null;
  const ballsDecide = natural && !gaps && !(recorded.eliminator && natural.outcome === 'tie');
  if (!ballsDecide) return recorded;
  if (!agrees(natural, recorded))
    throw new CricsheetProblem('info.outcome', texts.outcomeDisagrees);
  return null;
}

function penaltiesAfter(innings: CricsheetInnings[]) {
  const after = Object.fromEntries(
    innings.flatMap((entry, index) =>
      entry.penalty_runs?.post ? [[String(index + 1), entry.penalty_runs.post]] : [],
    ),
  );
  return Object.keys(after).length > 0 ? { penaltiesAfter: after } : {};
}

const missingOf = (doc: Cricsheet) =>
  (doc.info.missing ?? [])
    .slice(0, 20)
    .map((entry) =>
      (typeof entry === 'string'
        ? entry
        : Object.keys(entry && typeof entry === 'object' ? entry : {}).join(', ')
      ).slice(0, 100),
    );

export function readCricsheet(raw: Cricsheet, known: Map<string, string> = new Map()): ImportPlan {
  const doc = renamePlayers(raw, known);
  const main = doc.innings.filter((entry) => !entry.super_over);
  const superOvers = doc.innings.filter((entry) => entry.super_over);
  const noResult = doc.info.outcome?.result === 'no result';
  if (main.length > 2 || (main.length === 0 && !noResult) || (main.length < 2 && superOvers.length))
    throw new CricsheetProblem('innings', texts.inningsCount);
  const [first, second] = doc.info.teams as [string, string];
  const toss = doc.info.toss;
  const tossLoser = toss?.winner === first ? second : first;
  const name1 =
    main[0]?.team ?? (toss && toss.decision === 'field' ? tossLoser : (toss?.winner ?? first));
  if (name1 !== first && name1 !== second)
    throw new CricsheetProblem('innings.0.team', texts.teamNotPlaying);
  const name2 = name1 === first ? second : first;
  const innings = [...main, ...superOvers];
  checkBattingOrder(innings, name1, name2);
  const added = replacementsIn(doc);
  const empty = innings.length === 0;
  const side1 = lineupOf(doc, name1, seenPlayers(innings, name1), added.get(name1) ?? [], empty);
  const side2 = lineupOf(doc, name2, seenPlayers(innings, name2), added.get(name2) ?? [], empty);
  const overs = doc.info.overs ?? 20;
  const playersPerSide = Math.min(
    cricketLimits.playersPerSide.max,
    Math.max(side1.base, side2.base, cricketLimits.playersPerSide.min),
  );
  const format: CricketFormat = {
    ...defaultFormat(overs, playersPerSide),
    ballsPerOver: doc.info.balls_per_over ?? 6,
  };
  format.oversPerBowler = Math.max(format.oversPerBowler, busiestBowler(main));
  if (superOvers.length > 0) format.superOvers = true;
  const terms = termsOf(doc, main, format);
  const sideOf = (team: string, path: string): Side => {
    if (team === name1) return 'team1';
    if (team === name2) return 'team2';
    throw new CricsheetProblem(path, texts.teamNotPlaying);
  };
  const recorded = fileOutcome(doc, sideOf);
  const setup: MatchSetup = {
    format: { ...format, terms },
    team1: { shortName: 'T1', name: name1, lineup: side1.lineup },
    team2: { shortName: 'T2', name: name2, lineup: side2.lineup },
    battingFirst: 'team1',
  };
  const { balls, score, replacements } = checkedBalls(setup, innings);
  const missing = missingOf(doc);
  const decided = decidedBy(score.result, recorded, missing.length > 0);
  if (decided) terms.decided = decided;
  if (Object.keys(terms).length > 0) format.terms = terms;
  const registry = doc.info.registry?.people ?? {};
  const players = new Set([...side1.lineup, ...side2.lineup]);
  const kept = Object.fromEntries(
    Object.entries(registry).filter(([person]) => players.has(person)),
  );
  return {
    team1: { name: name1, lineup: side1.lineup },
    team2: { name: name2, lineup: side2.lineup },
    format,
    toss: tossOf(doc, name1, name2),
    date: doc.info.dates[0]!,
    venue: doc.info.venue ?? null,
    stage: doc.info.event?.stage ? 'playoff' : 'league',
    source: {
      ...(doc.info.event?.stage ? { stage: doc.info.event.stage } : {}),
      ...(Object.keys(kept).length > 0 ? { registry: kept } : {}),
      ...(missing.length > 0 ? { missing } : {}),
      ...(replacements.length > 0 ? { replacements } : {}),
      ...penaltiesAfter(innings),
    },
    balls,
  };
}

function tossOf(doc: Cricsheet, name1: string, name2: string): ImportPlan['toss'] {
  const toss = doc.info.toss;
  if (!toss) return null;
  if (toss.winner !== name1 && toss.winner !== name2)
    throw new CricsheetProblem('info.toss.winner', texts.teamNotPlaying);
  const decision = toss.decision === 'bat' ? 'bat' : 'bowl';
  // Our line-up order puts the side that batted first as team1: the toss must agree.
  if ((toss.winner === name1) !== (decision === 'bat'))
    throw new CricsheetProblem('info.toss.decision', texts.tossNotFirst);
  return { winner: toss.winner === name1 ? 'team1' : 'team2', decision };
}
