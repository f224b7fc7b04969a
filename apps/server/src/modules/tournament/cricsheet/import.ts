import {
  matchInPlay,
  type BallInput,
  type CricsheetDelivery,
  type CricsheetInnings,
  type MatchSetup,
} from '@portal/contract';
import type { MatchReplacement } from '../../../db/schema/index';
import { withValues, type ServerText } from '../../../i18n/server-text';
import { ballProblemMessages } from '@portal/contract';
import { cricsheetMessages as texts } from './messages';
import { offTheBall, ourWicketKind } from './wicket-kinds';

// A Cricsheet innings list → our ball log, every ball checked by the laws engine on the way.
// The first problem is reported with its path in the file
// ("innings.0.overs.3.deliveries.2.bowler"), so the club can find it.

export class CricsheetProblem extends Error {
  constructor(
    readonly path: string,
    readonly text: ServerText,
  ) {
    super(path);
  }
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

/** Whether the delivery counts as one of the over's balls (not a wide or no-ball). */
export const isLegal = (delivery: CricsheetDelivery) =>
  !delivery.extras?.wides && !delivery.extras?.noballs;

/** The delivery, and the no-delivery balls (retirement, timed out, penalty) that follow it. */
function ballsOf(delivery: CricsheetDelivery, path: string): { main: Ball; after: Ball[] } {
  const extras = delivery.extras ?? {};
  const who = { striker: delivery.batter, nonStriker: delivery.non_striker };
  const sum = Object.values(extras).reduce<number>((total, value) => total + Number(value ?? 0), 0);
  if (delivery.runs.total !== delivery.runs.batter + sum)
    throw new CricsheetProblem(`${path}.runs.total`, texts.totalMismatch);
  const main: Ball = { ...who, bowler: delivery.bowler, runs: delivery.runs.batter };
  // Law 17.8: a bowler finishing a hurt or suspended bowler's over comes in by a role replacement.
  const roles = delivery.replacements?.role ?? [];
  if (roles.some((entry) => entry.role === 'bowler' && entry.in === delivery.bowler))
    main.replacesBowler = true;
  const runBye = (extras.byes ?? 0) + (extras.legbyes ?? 0);
  // Every run off a wide is a wide (Law 22.6) and a no-ball overrides a wide (Law 21), so a wide
  // is never a bye, leg bye or no-ball too; and a run is a bye or a leg bye, never both (Law 23).
  const clash = extras.wides
    ? (['noballs', 'byes', 'legbyes'] as const).find((kind) => extras[kind])
    : extras.byes && extras.legbyes
      ? 'legbyes'
      : undefined;
  if (clash) throw new CricsheetProblem(`${path}.extras.${clash}`, texts.extrasClash);
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
  if (extras.penalty) after.push(penalty(delivery, extras.penalty));
  return { main, after };
}

/** Penalty runs, recorded by themselves beside the delivery that names the players. */
const penalty = (delivery: CricsheetDelivery, runs: number): Ball => ({
  striker: delivery.batter,
  nonStriker: delivery.non_striker,
  bowler: delivery.bowler,
  runs: 0,
  extra: { type: 'penalty', runs },
});

/**
 * Who is at each end for a record after a delivery: whoever the laws have there. A batter
 * out without facing (timed out) is not at either: they take the end left empty.
 */
function endsFor(ball: Ball, next: { striker: string | null; nonStriker: string | null }) {
  const out = ball.wicket?.playerOut;
  const there = out !== undefined && (out === next.striker || out === next.nonStriker);
  const arriving = out !== undefined && !there ? out : null;
  return {
    striker: next.striker ?? arriving ?? ball.striker,
    nonStriker:
      next.nonStriker ?? (next.striker === null ? ball.nonStriker : (arriving ?? ball.nonStriker)),
  };
}

const pick = ({ in: player, out, team, reason }: Omit<MatchReplacement, 'seq'>) => ({
  in: player,
  ...(out ? { out } : {}),
  ...(team ? { team } : {}),
  ...(reason ? { reason } : {}),
});

/** Every delivery of every innings (super overs too) as checked balls, in order. */
export function checkedBalls(setup: MatchSetup, innings: CricsheetInnings[]) {
  const match = matchInPlay(setup);
  const balls: BallInput[] = [];
  const replacements: MatchReplacement[] = [];
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
  innings.forEach((entry, index) => {
    const deliveries = (entry.overs ?? []).flatMap((over) => over.deliveries);
    const first = deliveries[0];
    const last = deliveries.at(-1);
    // Law 41.17: penalty runs awarded before the first ball or after the last are the innings'.
    if (entry.penalty_runs?.pre && first)
      add(penalty(first, entry.penalty_runs.pre), index + 1, `innings.${index}.penalty_runs.pre`);
    (entry.overs ?? []).forEach((over, overIndex) =>
      over.deliveries.forEach((delivery, at) => {
        const path = `innings.${index}.overs.${overIndex}.deliveries.${at}`;
        const { main, after } = ballsOf(delivery, path);
        add(main, index + 1, path);
        for (const entry of delivery.replacements?.match ?? [])
          replacements.push({ seq: balls.length, ...pick(entry) });
        for (const ball of after) add({ ...ball, ...endsFor(ball, match.next()) }, index + 1, path);
      }),
    );
    if (entry.penalty_runs?.post && last)
      add(penalty(last, entry.penalty_runs.post), index + 1, `innings.${index}.penalty_runs.post`);
  });
  return { balls, score: match.score(), replacements };
}
