import {
  isDelivery,
  type BallInput,
  type Cricsheet,
  type CricsheetDelivery,
  type DerivedBall,
  type MatchScore,
  type MatchSetup,
} from '@portal/contract';
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

function inningsOf(frame: ExportFrame, number: number, derived: Map<number, DerivedBall>) {
  const overs = new Map<number, Delivery[]>();
  let last: Delivery | null = null;
  const waiting: BallInput[] = [];
  for (const ball of frame.balls.filter((entry) => entry.innings === number)) {
    if (!isDelivery(ball)) {
      if (last) attach(last, ball);
      else waiting.push(ball);
      continue;
    }
    const delivery = deliveryOf(ball);
    if (ball.wicket) addWicket(delivery, ball);
    for (const early of waiting.splice(0)) attach(delivery, early);
    const over = Number(derived.get(ball.seq)!.over.split('.')[0]);
    overs.set(over, [...(overs.get(over) ?? []), delivery]);
    last = delivery;
  }
  return [...overs].map(([over, deliveries]) => ({ over, deliveries: deliveries.map(tidy) }));
}

function outcomeOf(frame: ExportFrame) {
  const result = frame.score.result;
  if (!result) return undefined;
  if (result.outcome === 'tie') return { result: 'tie' };
  const winner = frame.setup[result.winner!];
  const chased = frame.score.innings[1]?.battingTeam === winner.shortName;
  const second = frame.score.innings[1];
  const by = chased
    ? { wickets: frame.setup.format.playersPerSide - 1 - (second?.wickets ?? 0) }
    : { runs: (frame.score.innings[0]?.runs ?? 0) - (second?.runs ?? 0) };
  return { winner: winner.name, by };
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
      event: { name: frame.eventTitle },
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
    },
    innings: frame.score.innings.map((card) => ({
      team: nameOf(card.battingTeam),
      overs: inningsOf(frame, card.number, derived),
    })),
  };
}
