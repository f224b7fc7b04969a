import { matchInPlay, type BallInput, type MatchScore, type MatchSetup } from '@portal/contract';
import type { Random } from './demo-scorecard';
import { keeperIndex } from './demo-squads';

// The demo cup's matches ball by ball: a seeded sequence picks each delivery's outcome and the
// laws engine accepts it (or the simulator falls back to a dot ball, which is always legal), so
// every card, commentary line and leaderboard derives from balls that could have been bowled.

type Ball = Omit<BallInput, 'seq' | 'innings'>;

/** The last six of each XI bowl: six bowlers of four overs cover twenty with room to rotate. */
const BOWLERS = 6;

interface Crease {
  striker: string;
  nonStriker: string;
  bowler: string;
  freeHit: boolean;
  fielders: readonly string[];
}

/** Runs off the bat for an ordinary delivery: dots and singles most, a boundary one in five. */
const strokes = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 4, 4, 4, 6, 6];

function wicketBall(random: Random, crease: Crease): Ball {
  const { striker, nonStriker, bowler, fielders } = crease;
  const at = { striker, nonStriker, bowler };
  const fielder = random.pick(fielders.filter((name) => name !== bowler));
  const roll = random.float(0, 1);
  if (roll < 0.05)
    return { ...at, runs: 0, wicket: { kind: 'caught', playerOut: striker, fielder: bowler } };
  if (roll < 0.55)
    return { ...at, runs: 0, wicket: { kind: 'caught', playerOut: striker, fielder } };
  if (roll < 0.75) return { ...at, runs: 0, wicket: { kind: 'bowled', playerOut: striker } };
  if (roll < 0.87) return { ...at, runs: 0, wicket: { kind: 'lbw', playerOut: striker } };
  if (roll < 0.95)
    return {
      ...at,
      runs: random.int(0, 1),
      wicket: { kind: 'runout', playerOut: striker, fielder },
    };
  const keeper = fielders[keeperIndex]!;
  return { ...at, runs: 0, wicket: { kind: 'stumped', playerOut: striker, fielder: keeper } };
}

function deliveryOf(random: Random, crease: Crease): Ball {
  const at = { striker: crease.striker, nonStriker: crease.nonStriker, bowler: crease.bowler };
  const roll = random.float(0, 1);
  if (roll < 0.03)
    return { ...at, runs: 0, extra: { type: 'wide', runs: random.pick([0, 0, 0, 4]) } };
  if (roll < 0.04)
    return { ...at, runs: random.pick([0, 1, 4]), extra: { type: 'noball', runs: 0 } };
  if (roll < 0.06) return { ...at, runs: 1, extra: { type: 'legbye', runs: 0 } };
  if (roll < 0.11 && !crease.freeHit) return wicketBall(random, crease);
  return { ...at, runs: random.pick(strokes) };
}

export interface DemoPlay {
  balls: BallInput[];
  score: MatchScore;
}

/**
 * Plays the match from the first ball until it ends, or until `stopAt` legal balls of an
 * innings have been bowled (a match under way).
 * Batters come in in line-up order; each over goes to the bowler with the fewest overs who did
 * not bowl the last one.
 */
export function playDemoMatch(
  setup: MatchSetup,
  random: Random,
  stopAt?: { innings: number; legalBalls: number },
): DemoPlay {
  const match = matchInPlay(setup);
  const balls: BallInput[] = [];
  const batted = new Map<number, Set<string>>();
  const overs = new Map<string, number>();
  const legal = new Map<number, number>();
  for (;;) {
    const next = match.next();
    if (next.matchOver) break;
    if (next.innings === stopAt?.innings && legal.get(next.innings) === stopAt.legalBalls) break;
    const battingFirst = next.innings === 1;
    const side = (setup.battingFirst === 'team1') === battingFirst ? 'team1' : 'team2';
    const lineup = setup[side].lineup;
    const fielders = setup[side === 'team1' ? 'team2' : 'team1'].lineup;
    const inn = batted.get(next.innings) ?? new Set<string>();
    batted.set(next.innings, inn);
    const newBatter = () => lineup.find((name) => !inn.has(name))!;
    const striker = next.striker ?? newBatter();
    inn.add(striker);
    const nonStriker = next.nonStriker ?? newBatter();
    inn.add(nonStriker);
    let bowler = next.bowler;
    if (!bowler) {
      const rested = fielders
        .slice(-BOWLERS)
        .filter((name) => name !== next.lastOverBowler)
        .map((name) => ({
          name,
          bowled: overs.get(`${next.innings}:${name}`) ?? 0,
          tie: random.float(0, 1),
        }))
        .sort((a, b) => a.bowled - b.bowled || a.tie - b.tie);
      bowler = rested[0]!.name;
      overs.set(`${next.innings}:${bowler}`, rested[0]!.bowled + 1);
    }
    const crease = { striker, nonStriker, bowler, freeHit: next.freeHit, fielders };
    const seq = { seq: balls.length + 1, innings: next.innings };
    let ball: BallInput = { ...deliveryOf(random, crease), ...seq };
    if (match.add(ball)) {
      ball = { striker, nonStriker, bowler, runs: 0, ...seq };
      const problem = match.add(ball);
      if (problem) throw new Error(`demo ball ${ball.seq} refused: ${JSON.stringify(problem)}`);
    }
    balls.push(ball);
    // The demo bowls no byes on a wide or no-ball and no retirements: the rest are legal.
    if (ball.extra?.type !== 'wide' && ball.extra?.type !== 'noball')
      legal.set(ball.innings, (legal.get(ball.innings) ?? 0) + 1);
  }
  return { balls, score: match.score() };
}
