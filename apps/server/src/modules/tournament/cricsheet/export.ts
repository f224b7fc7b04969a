import {
  isDelivery,
  type BallInput,
  type Cricsheet,
  type CricsheetDelivery,
  type DerivedBall,
  type MatchScore,
  type MatchSetup,
} from '@portal/contract';
import type { MatchReplacement, MatchSource } from '../../../db/schema/index';
import { cricsheetWicketKind } from './wicket-kinds';

// A ball-by-ball match as Cricsheet JSON 1.1.0. A retirement, a timed out or a penalty is no
// delivery in our log; Cricsheet hangs it on a delivery, so it joins the delivery before it
// (or, at an innings' start, the one after).

export interface ExportFrame {
  setup: MatchSetup;
  balls: BallInput[];
  score: MatchScore;
  /** yyyy-mm-dd of the match, in the event's time zone. */
  date: string;
  eventTitle: string;
  venue: string | null;
  toss: { winner: string; decision: 'bat' | 'bowl' } | null;
  /** What an imported file said beyond the play: its registry ids and what it left out. */
  source?: MatchSource;
}

type Delivery = CricsheetDelivery & { extras: NonNullable<CricsheetDelivery['extras']> };

function deliveryOf(ball: BallInput): Delivery {
  const type = ball.extra?.type;
  const extraRuns = ball.extra?.runs ?? 0;
  const extras: Delivery['extras'] = {};
  let batter = ball.runs;
  if (type === 'wide') extras.wides = 1 + extraRuns;
  if (type === 'noball') {
    extras.noballs = 1;
    if (extraRuns > 0) extras.byes = extraRuns;
  }
  if (type === 'bye' || type === 'legbye') {
    extras[type === 'bye' ? 'byes' : 'legbyes'] = ball.runs + extraRuns;
    batter = 0;
  }
  const extraTotal = Object.values(extras).reduce<number>(
    (sum, value) => sum + Number(value ?? 0),
    0,
  );
  return {
    batter: ball.striker,
    bowler: ball.bowler,
    non_striker: ball.nonStriker,
    runs: { batter, extras: extraTotal, total: batter + extraTotal },
    extras,
  };
}

/** Adds a no-delivery ball (retirement, timed out, penalty) onto a Cricsheet delivery. */
function attach(delivery: Delivery, ball: BallInput) {
  if (ball.extra?.type === 'penalty') {
    delivery.extras.penalty = (delivery.extras.penalty ?? 0) + ball.extra.runs;
    delivery.runs.extras += ball.extra.runs;
    delivery.runs.total += ball.extra.runs;
  }
  if (ball.wicket) addWicket(delivery, ball);
}

function addWicket(delivery: Delivery, ball: BallInput) {
  const wicket = ball.wicket!;
  const kind = cricsheetWicketKind(wicket.kind, wicket.fielder ?? null, ball.bowler);
  const fielders =
    wicket.fielder && kind !== 'caught and bowled' ? [{ name: wicket.fielder }] : undefined;
  delivery.wickets = [
    ...(delivery.wickets ?? []),
    { player_out: wicket.playerOut, kind, ...(fielders ? { fielders } : {}) },
  ];
}

function tidy(delivery: Delivery): CricsheetDelivery {
  const { extras, ...rest } = delivery;
  return Object.keys(extras).length > 0 ? { ...rest, extras } : rest;
}

/** Law 17.8: the bowler who finished another's over came in by a role replacement. */
function replaced(delivery: Delivery, ball: BallInput, previous: BallInput | null) {
  if (!ball.replacesBowler) return;
  const out = previous && previous.bowler !== ball.bowler ? { out: previous.bowler } : {};
  delivery.replacements = { role: [{ in: ball.bowler, ...out, reason: 'injury', role: 'bowler' }] };
}

/** The players who came in for others with this ball, as the imported file had them. */
function cameIn(delivery: Delivery, ball: BallInput, replacements: MatchReplacement[]) {
  const match = replacements
    .filter((entry) => entry.seq === ball.seq)
    .map(({ seq: _, ...entry }) => entry);
  if (match.length > 0) delivery.replacements = { ...delivery.replacements, match };
}

function inningsOf(frame: ExportFrame, number: number, derived: Map<number, DerivedBall>) {
  const overs = new Map<number, Delivery[]>();
  let last: Delivery | null = null;
  let previous: BallInput | null = null;
  const waiting: BallInput[] = [];
  let pre = 0;
  const balls = frame.balls.filter((entry) => entry.innings === number);
  const post = frame.source?.penaltiesAfter?.[String(number)];
  const final = balls.at(-1);
  // Penalty runs the file had after the innings' last ball go back there (Law 41.17); if the
  // log has changed since, the record rides on the last delivery like any other.
  const after = post && final?.extra?.type === 'penalty' && final.extra.runs === post ? post : 0;
  if (after) balls.pop();
  for (const ball of balls) {
    if (!isDelivery(ball)) {
      if (last) attach(last, ball);
      // Penalty runs before the innings' first ball are the innings' own (Law 41.17).
      else if (ball.extra?.type === 'penalty') pre += ball.extra.runs;
      else waiting.push(ball);
      continue;
    }
    const delivery = deliveryOf(ball);
    if (ball.wicket) addWicket(delivery, ball);
    replaced(delivery, ball, previous);
    cameIn(delivery, ball, frame.source?.replacements ?? []);
    for (const early of waiting.splice(0)) attach(delivery, early);
    const over = Number(derived.get(ball.seq)!.over.split('.')[0]);
    overs.set(over, [...(overs.get(over) ?? []), delivery]);
    last = delivery;
    previous = ball;
  }
  return {
    overs: [...overs].map(([over, deliveries]) => ({ over, deliveries: deliveries.map(tidy) })),
    ...(pre > 0 || after > 0
      ? { penalty_runs: { ...(pre > 0 ? { pre } : {}), ...(after > 0 ? { post: after } : {}) } }
      : {}),
  };
}

/** The margin the balls give: wickets in hand for a chase won, else runs short of the target. */
function marginOf(frame: ExportFrame, winner: 'team1' | 'team2') {
  const [first, second] = frame.score.innings;
  if (second?.battingTeam === frame.setup[winner].shortName)
    return { wickets: frame.setup.format.playersPerSide - 1 - second.wickets };
  const target = second?.target ?? (first?.runs ?? 0) + 1;
  return { runs: target - 1 - (second?.runs ?? 0) };
}

function outcomeOf(frame: ExportFrame) {
  const result = frame.score.result;
  if (!result) return undefined;
  const method = result.method ? { method: result.method } : {};
  const decided = frame.setup.format.terms?.decided;
  if (result.outcome === 'no_result') return { result: 'no result', ...method };
  if (result.outcome === 'tie' || !result.winner) return { result: 'tie', ...method };
  const winner = frame.setup[result.winner];
  if (result.superOver) return { result: 'tie', eliminator: winner.name, ...method };
  const by = decided ? decided.by : marginOf(frame, result.winner);
  const margin = by && (by.runs ?? by.wickets) !== undefined ? { by: tidyMargin(by) } : {};
  return { winner: winner.name, ...margin, ...method };
}

const tidyMargin = (by: { runs?: number; wickets?: number }) =>
  by.runs !== undefined ? { runs: by.runs } : { wickets: by.wickets };

/** A chase's revised target (D/L, DLS), as Cricsheet writes it: runs and overs. */
function targetOf(frame: ExportFrame, number: number) {
  const revised = frame.setup.format.terms?.revisedTarget;
  if (number !== 2 || !revised) return {};
  const perOver = frame.setup.format.ballsPerOver;
  const overs = Math.floor(revised.balls / perOver) + (revised.balls % perOver) / 10;
  return { target: { runs: revised.runs, overs } };
}

export function toCricsheet(frame: ExportFrame): Cricsheet {
  const { setup } = frame;
  const nameOf = (shortName: string) =>
    shortName === setup.team1.shortName ? setup.team1.name : setup.team2.name;
  const derived = new Map(frame.score.balls.map((ball) => [ball.seq, ball]));
  const outcome = outcomeOf(frame);
  return {
    meta: { data_version: '1.1.0', created: frame.date, revision: 1 },
    info: {
      balls_per_over: setup.format.ballsPerOver,
      dates: [frame.date],
      event: {
        name: frame.eventTitle,
        ...(frame.source?.stage ? { stage: frame.source.stage } : {}),
      },
      ...(setup.format.oversPerInnings === 20 ? { match_type: 'T20' } : {}),
      overs: setup.format.oversPerInnings,
      ...(outcome ? { outcome } : {}),
      players: {
        [setup.team1.name]: setup.team1.lineup,
        [setup.team2.name]: setup.team2.lineup,
      },
      teams: [setup.team1.name, setup.team2.name],
      ...(frame.toss
        ? {
            toss: {
              winner: nameOf(frame.toss.winner),
              decision: frame.toss.decision === 'bat' ? ('bat' as const) : ('field' as const),
            },
          }
        : {}),
      ...(frame.venue ? { venue: frame.venue } : {}),
      ...(frame.source?.registry ? { registry: { people: frame.source.registry } } : {}),
      ...(frame.source?.missing ? { missing: frame.source.missing } : {}),
    },
    innings: frame.score.innings.map((card) => ({
      team: nameOf(card.battingTeam),
      ...inningsOf(frame, card.number, derived),
      ...targetOf(frame, card.number),
      ...(card.superOver ? { super_over: true } : {}),
    })),
  };
}
