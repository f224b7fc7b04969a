import {
  defaultFormat,
  matchInPlay,
  type BallInput,
  type Cricsheet,
  type CricsheetDelivery,
  type CricketFormat,
  type MatchSetup,
} from '@portal/contract';
import { withValues, type ServerText } from '../../../i18n/server-text';
import { ballProblemMessages } from '../balls/messages';
import { cricsheetMessages as texts } from './messages';
import { offTheBall, ourWicketKind } from './wicket-kinds';

// A Cricsheet match → our line-ups, format, toss and ball log, every ball checked by the laws
// engine on the way. The first problem is reported with its path in the file
// ("innings.0.overs.3.deliveries.2.bowler"), so the club can find it.

export class CricsheetProblem extends Error {
  constructor(
    readonly path: string,
    readonly text: ServerText,
  ) {
    super(path);
  }
}

export interface ImportPlan {
  /** Cricsheet's team names: the first batted first. */
  team1: { name: string; lineup: string[] };
  team2: { name: string; lineup: string[] };
  format: CricketFormat;
  toss: { winner: 'team1' | 'team2'; decision: 'bat' | 'bowl' } | null;
  date: string;
  venue: string | null;
  balls: BallInput[];
}

/** Our fields → Cricsheet's, for a refused ball's path. */
const fieldPaths: Record<string, string> = {
  striker: 'batter',
  nonStriker: 'non_striker',
  bowler: 'bowler',
  runs: 'runs.batter',
  'extra.runs': 'extras',
  'extra.type': 'extras',
  'wicket.kind': 'wickets.0.kind',
  'wicket.playerOut': 'wickets.0.player_out',
  'wicket.fielder': 'wickets.0.fielders',
};

type Ball = Omit<BallInput, 'seq' | 'innings'>;

/** The delivery, and the no-delivery balls (retirement, timed out, penalty) that follow it. */
function ballsOf(delivery: CricsheetDelivery, path: string): { main: Ball; after: Ball[] } {
  const extras = delivery.extras ?? {};
  const who = { striker: delivery.batter, nonStriker: delivery.non_striker };
  const sum = Object.values(extras).reduce<number>((total, value) => total + Number(value ?? 0), 0);
  if (delivery.runs.total !== delivery.runs.batter + sum)
    throw new CricsheetProblem(`${path}.runs.total`, texts.totalMismatch);
  const main: Ball = { ...who, bowler: delivery.bowler, runs: delivery.runs.batter };
  const runBye = (extras.byes ?? 0) + (extras.legbyes ?? 0);
  if (extras.wides) {
    if (delivery.runs.batter > 0)
      throw new CricsheetProblem(`${path}.runs.batter`, texts.runsOnWide);
    main.extra = { type: 'wide', runs: extras.wides - 1 };
  } else if (extras.noballs) main.extra = { type: 'noball', runs: extras.noballs - 1 + runBye };
  else if (runBye > 0) {
    main.extra = { type: extras.byes ? 'bye' : 'legbye', runs: runBye };
  }
  const after: Ball[] = [];
  (delivery.wickets ?? []).forEach((wicket, index) => {
    const kind = ourWicketKind(wicket.kind);
    if (!kind) throw new CricsheetProblem(`${path}.wickets.${index}.kind`, texts.kindUnsupported);
    const fielder =
      wicket.kind === 'caught and bowled' ? delivery.bowler : (wicket.fielders?.[0]?.name ?? null);
    const out = { kind, playerOut: wicket.player_out, fielder };
    if (offTheBall(kind)) after.push({ ...who, bowler: delivery.bowler, runs: 0, wicket: out });
    else if (main.wicket) throw new CricsheetProblem(`${path}.wickets.${index}`, texts.twoWickets);
    else main.wicket = out;
  });
  if (extras.penalty)
    after.push({
      ...who,
      bowler: delivery.bowler,
      runs: 0,
      extra: { type: 'penalty', runs: extras.penalty },
    });
  return { main, after };
}

function lineupOf(doc: Cricsheet, team: string, fallback: string[]) {
  const lineup = doc.info.players?.[team] ?? [...new Set(fallback)];
  if (lineup.length < 2 || lineup.length > 11)
    throw new CricsheetProblem(`info.players.${team}`, texts.lineupSize);
  return lineup;
}

/** The most overs any bowler bowled in one innings, so the file's own quota holds. */
function busiestBowler(innings: Cricsheet['innings']) {
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

export function readCricsheet(doc: Cricsheet): ImportPlan {
  const innings = doc.innings.filter((entry) => !entry.super_over);
  if (innings.length === 0 || innings.length > 2)
    throw new CricsheetProblem('innings', texts.inningsCount);
  const [first, second] = doc.info.teams as [string, string];
  innings.forEach((entry, index) => {
    if (entry.team !== first && entry.team !== second)
      throw new CricsheetProblem(`innings.${index}.team`, texts.teamNotPlaying);
  });
  const name1 = innings[0]!.team;
  const name2 = name1 === first ? second : first;
  // Without `info.players`, a side is whoever batted for it and bowled or fielded against it.
  const seen = (name: string) =>
    innings
      .flatMap((entry) => (entry.overs ?? []).map((over) => ({ team: entry.team, over })))
      .flatMap(({ team, over }) =>
        over.deliveries.flatMap((d) =>
          team === name
            ? [d.batter, d.non_striker]
            : [
                d.bowler,
                ...(d.wickets ?? []).flatMap((w) => (w.fielders ?? []).map((f) => f.name ?? '')),
              ],
        ),
      )
      .filter(Boolean);
  const team1 = { name: name1, lineup: lineupOf(doc, name1, seen(name1)) };
  const team2 = { name: name2, lineup: lineupOf(doc, name2, seen(name2)) };
  const overs = doc.info.overs ?? 20;
  const format: CricketFormat = {
    ...defaultFormat(overs, Math.max(team1.lineup.length, team2.lineup.length)),
    ballsPerOver: doc.info.balls_per_over ?? 6,
  };
  format.oversPerBowler = Math.max(format.oversPerBowler, busiestBowler(innings));
  const toss = tossOf(doc, name1, name2);
  const setup: MatchSetup = {
    format,
    team1: { shortName: 'T1', name: name1, lineup: team1.lineup },
    team2: { shortName: 'T2', name: name2, lineup: team2.lineup },
    battingFirst: 'team1',
  };
  return {
    team1,
    team2,
    format,
    toss,
    date: doc.info.dates[0]!,
    venue: doc.info.venue ?? null,
    balls: checkedBalls(setup, innings),
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

function checkedBalls(setup: MatchSetup, innings: Cricsheet['innings']) {
  const match = matchInPlay(setup);
  const balls: BallInput[] = [];
  const add = (ball: Ball, number: number, path: string) => {
    const entry: BallInput = { ...ball, seq: balls.length + 1, innings: number };
    const problem = match.add(entry);
    if (problem) {
      const field = fieldPaths[problem.field];
      const text = withValues(ballProblemMessages[problem.code], problem.values ?? {});
      throw new CricsheetProblem(field ? `${path}.${field}` : path, text);
    }
    balls.push(entry);
  };
  innings.forEach((entry, index) =>
    (entry.overs ?? []).forEach((over, overIndex) =>
      over.deliveries.forEach((delivery, at) => {
        const path = `innings.${index}.overs.${overIndex}.deliveries.${at}`;
        const { main, after } = ballsOf(delivery, path);
        add(main, index + 1, path);
        for (const ball of after) {
          // Whoever the laws have at each end after the delivery stays there.
          const next = match.next();
          const ends = {
            striker: next.striker ?? ball.striker,
            nonStriker: next.nonStriker ?? ball.nonStriker,
          };
          add({ ...ball, ...ends }, index + 1, path);
        }
      }),
    ),
  );
  return balls;
}
