// The laws engine's vocabulary. Pure data, no zod and no I/O: the web scorer runs the same engine
// offline on the phone, so it must stay small and dependency-free (see ./README.md).

/** How a match is played: a T20, a 10-over club game, a 6-a-side gully game… */
export interface CricketFormat {
  oversPerInnings: number;
  ballsPerOver: number;
  playersPerSide: number;
  /** Overs one bowler may bowl in an innings. */
  oversPerBowler: number;
  /** Whether the delivery after a no-ball is a free hit. */
  freeHits: boolean;
  /**
   * Whether a tie is played off in super overs (ICC playing conditions: one over a side, two
   * wickets, repeated while tied). Off: a tie stands.
   */
  superOvers?: boolean;
  /** What shortened or decided the match beyond the balls (rain, a par score): an import's. */
  terms?: MatchTerms;
}

/**
 * How a match was played where the balls alone do not say it (issue 41): an innings cut short
 * by rain, a chase's revised target (D/L, DLS), a result the umpires or a par score decided.
 */
export interface MatchTerms {
  /** Legal balls an innings was cut to, by innings number ("1": 102 is 17 overs). */
  inningsBalls?: Record<string, number>;
  /** The chase's revised target: runs to win from `balls` legal balls. */
  revisedTarget?: { runs: number; balls: number } | null;
  /** How the result was reached: "DLS", "D/L", "VJD", "Awarded"… */
  method?: string | null;
  /** The result as recorded, where the balls do not decide it (a par score, no result). */
  decided?: DecidedResult | null;
}

export interface DecidedResult {
  outcome: 'win' | 'tie' | 'no_result';
  winner: 'team1' | 'team2' | null;
  by?: { runs?: number; wickets?: number } | null;
  /** Won a tie's super over or bowl-out (the file's "eliminator"). */
  eliminator?: boolean;
}

/** A T20's format for `overs` overs: a fifth of the overs per bowler, free hits on. */
export function defaultFormat(overs: number, playersPerSide = 11): CricketFormat {
  return {
    oversPerInnings: overs,
    ballsPerOver: 6,
    playersPerSide,
    oversPerBowler: Math.max(1, Math.ceil(overs / 5)),
    freeHits: true,
  };
}

export const extraTypes = ['wide', 'noball', 'bye', 'legbye', 'penalty'] as const;
export type ExtraType = (typeof extraTypes)[number];

export const wicketKinds = [
  'bowled',
  'caught',
  'lbw',
  'runout',
  'stumped',
  'hitwicket',
  'retired',
  'obstructing',
  'timedout',
  'handled',
  // Law 25.4.3: a batter who retires without the umpire's and captain's leave is out, to no
  // bowler. Law 34: hitting the ball twice is out, not to the bowler.
  'retiredout',
  'hitballtwice',
] as const;
export type WicketKind = (typeof wicketKinds)[number];

/** Dismissals the bowler is credited with (Law 32–39). */
export const bowlerWickets: ReadonlySet<WicketKind> = new Set([
  'bowled',
  'caught',
  'lbw',
  'stumped',
  'hitwicket',
]);

/**
 * One delivery as the scorer records it (the contract's POST /api/matches/{id}/balls body).
 * `runs` are off the bat, or run by the batters on a bye or leg-bye; `extra.runs` are the runs
 * beyond the automatic one-run penalty of a wide or no-ball (for a penalty, the penalty runs).
 */
export interface BallInput {
  seq: number;
  innings: number;
  striker: string;
  nonStriker: string;
  bowler: string;
  runs: number;
  extra?: { type: ExtraType; runs: number } | null;
  wicket?: { kind: WicketKind; playerOut: string; fielder?: string | null } | null;
  commentary?: string | null;
  /**
   * The bowler finishes an over another began (Law 17.8: the first was hurt or taken off).
   * The new bowler may not have bowled the over before, nor bowl the next.
   */
  replacesBowler?: boolean | null;
}

export interface SideSetup {
  shortName: string;
  name: string;
  /** The playing XI, in batting order as named. */
  lineup: string[];
}

export interface MatchSetup {
  format: CricketFormat;
  team1: SideSetup;
  team2: SideSetup;
  /** Which side bats first (from the toss); team1 when no toss is recorded. */
  battingFirst: 'team1' | 'team2';
}

export interface Extras {
  wides: number;
  noBalls: number;
  byes: number;
  legByes: number;
  penalties: number;
}

export interface BattingRow {
  player: string;
  runs: number;
  balls: number;
  fours: number;
  sixes: number;
  strikeRate: number;
  howOut: string;
}

export interface BowlingRow {
  player: string;
  overs: string;
  /** Legal balls bowled (what `overs` is written from). */
  balls: number;
  maidens: number;
  runs: number;
  wickets: number;
  economy: number;
  wides: number;
  noBalls: number;
}

export interface FallOfWicket {
  runs: number;
  wicket: number;
  over: string;
  player: string;
}

export interface Partnership {
  wicket: number;
  runs: number;
  balls: number;
  batters: [string, string];
  /** Whether the pair is still together. */
  unbroken: boolean;
}

export type InningsEnd = 'allOut' | 'overs' | 'target' | null;

export interface InningsCard {
  number: number;
  /** A tie's super over (innings 3 on). */
  superOver: boolean;
  battingTeam: string;
  bowlingTeam: string;
  runs: number;
  wickets: number;
  /** Legal balls bowled. */
  balls: number;
  overs: string;
  allOut: boolean;
  extras: Extras;
  batting: BattingRow[];
  bowling: BowlingRow[];
  fallOfWickets: FallOfWicket[];
  partnerships: Partnership[];
  runRate: number;
  target: number | null;
  /** The overs the innings was cut to (rain, a revised target); null when it had them all. */
  oversLimit: string | null;
  requiredRunRate: number | null;
  ended: InningsEnd;
}

export interface MatchOutcome {
  outcome: 'win' | 'tie' | 'no_result';
  winner: 'team1' | 'team2' | null;
  /** "Mumbai Indians won by 23 runs", "… won by 5 wickets (12 balls left)", "Match tied". */
  text: string;
  /** How it was decided, when not by the laws' count alone ("DLS"). */
  method?: string | null;
  /** Decided by a super over after a tie. */
  superOver?: boolean;
}

/** What a delivery was, for the commentary line (words chosen by whoever shows it). */
export type BallEvent =
  | { kind: 'wicket'; how: WicketKind; fielder: string | null; playerOut: string }
  | { kind: 'wide'; runs: number }
  | { kind: 'noball'; runs: number }
  | { kind: 'bye' | 'legbye'; runs: number }
  | { kind: 'penalty'; runs: number }
  | { kind: 'four' | 'six' | 'dot' }
  | { kind: 'runs'; runs: number };

export interface DerivedBall {
  seq: number;
  innings: number;
  /** "3.4": the over and the legal ball within it this delivery counts as (or precedes). */
  over: string;
  legal: boolean;
  freeHit: boolean;
  /** Runs the delivery added to the total. */
  total: number;
  score: { runs: number; wickets: number };
  event: BallEvent;
}

/** Who the scorer should expect next: null where a new batter or bowler must be named. */
export interface NextUp {
  innings: number;
  striker: string | null;
  nonStriker: string | null;
  bowler: string | null;
  /** The bowler of the over just finished, who may not bowl the next one. */
  lastOverBowler: string | null;
  freeHit: boolean;
  matchOver: boolean;
}

/** A refused ball: the field at fault and a message code (the texts are the reader's). */
export interface BallProblem {
  field: string;
  code: BallProblemCode;
  values?: Record<string, string>;
}

export type BallProblemCode =
  | 'notInLineup'
  | 'sameBatter'
  | 'notAtCrease'
  | 'alreadyOut'
  | 'notBowlingSide'
  | 'consecutiveOvers'
  | 'bowlerQuota'
  | 'changedMidOver'
  | 'runsRange'
  | 'extraRunsRange'
  | 'runsOnWide'
  | 'byesTwice'
  | 'penaltyOnly'
  | 'notOnFreeHit'
  | 'notOnWide'
  | 'fielderNeeded'
  | 'fielderNotFielding'
  | 'outNotBatting'
  | 'notStriker'
  | 'inningsOver'
  | 'inningsNotOver'
  | 'matchOver'
  | 'noLineup';
