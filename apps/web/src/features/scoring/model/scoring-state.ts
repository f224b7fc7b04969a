import {
  scoreMatch,
  type BallInput,
  type InningsCard,
  type MatchScore,
  type MatchSetup,
} from '@portal/contract';

// What the scorer's screen shows, read from the balls by the laws engine on the phone: the
// innings in play, who is in, this over's balls, and who may come in or bowl next.

export interface WhoIsIn {
  striker: string | null;
  nonStriker: string | null;
  bowler: string | null;
}

export interface ScoringView {
  score: MatchScore;
  /** The innings being scored (or the last one, once the match is over). */
  card: InningsCard | null;
  /** Its number, and the short name of the side batting in it (before its first ball too). */
  inningsNumber: number;
  battingTeam: string;
  /** A super over after a tie (innings 3 on). */
  superOver: boolean;
  battingLineup: string[];
  bowlingLineup: string[];
  /** This over's balls (the last over's, right after it ends). */
  thisOver: BallInput[];
  /** Batters who have not batted yet, who may come in. */
  batters: string[];
  /** Bowlers who may bowl the next over (not the last over's, not past their quota). */
  bowlers: string[];
}

type Side = 'team1' | 'team2';

const otherSide = (side: Side): Side => (side === 'team1' ? 'team2' : 'team1');

/**
 * Who bats innings `innings`, as the laws engine plays it (cricket/match.ts): the side batting
 * first, then the other; each super over is begun by the side that batted second in the
 * innings before it, and the other side chases.
 */
export function sideBatting(setup: MatchSetup, innings: number): { bat: Side; bowl: Side } {
  let bat = setup.battingFirst;
  for (let number = 2; number <= innings; number += 1) if (number % 2 === 0) bat = otherSide(bat);
  return { bat, bowl: otherSide(bat) };
}

function overOf(setup: MatchSetup, balls: readonly BallInput[], score: MatchScore): BallInput[] {
  const last = score.balls.at(-1);
  if (!last || last.innings !== score.next.innings) return [];
  const inningsBalls = score.balls.filter((ball) => ball.innings === last.innings);
  const bySeq = new Map(balls.map((ball) => [ball.seq, ball]));
  let legal = 0;
  const overs = inningsBalls.map((ball) => {
    const over = Math.floor(legal / setup.format.ballsPerOver);
    if (ball.legal) legal += 1;
    return over;
  });
  const current = overs.at(-1);
  return inningsBalls
    .filter((_, index) => overs[index] === current)
    .flatMap((ball) => bySeq.get(ball.seq) ?? []);
}

export function scoringView(setup: MatchSetup, balls: readonly BallInput[]): ScoringView {
  const score = scoreMatch(setup, balls);
  const number = score.next.matchOver ? (score.innings.at(-1)?.number ?? 1) : score.next.innings;
  const sides = sideBatting(setup, number);
  const card = score.innings.find((innings) => innings.number === number) ?? null;
  const battingLineup = setup[sides.bat].lineup;
  const bowlingLineup = setup[sides.bowl].lineup;
  const batted = new Set(card?.batting.map((row) => row.player));
  const quota = setup.format.oversPerBowler * setup.format.ballsPerOver;
  const spent = new Set(card?.bowling.filter((row) => row.balls >= quota).map((row) => row.player));
  return {
    score,
    card,
    inningsNumber: number,
    battingTeam: setup[sides.bat].shortName,
    superOver: number > 2,
    battingLineup,
    bowlingLineup,
    thisOver: overOf(setup, balls, score),
    batters: battingLineup.filter((player) => !batted.has(player)),
    bowlers: bowlingLineup.filter(
      (player) => player !== score.next.lastOverBowler && !spent.has(player),
    ),
  };
}

/** The batters and bowler for the next ball: the engine's, with the scorer's picks where it has none. */
export function whoIsIn(view: ScoringView, picked: WhoIsIn, swapped: boolean): WhoIsIn {
  const { next } = view.score;
  const striker = next.striker ?? picked.striker;
  const nonStriker = next.nonStriker ?? picked.nonStriker;
  return {
    striker: swapped ? nonStriker : striker,
    nonStriker: swapped ? striker : nonStriker,
    bowler: next.bowler ?? picked.bowler,
  };
}
