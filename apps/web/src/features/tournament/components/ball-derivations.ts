import type { LoggedBall } from '@portal/contract';

// Pure derivations from a match's ball log (GET /api/matches/{id}/balls): the commentary feed
// with its over summaries, and the worm and Manhattan charts' data. The server sends each
// ball's `over` ("6.3": the 7th over's 3rd ball, a wide carrying the next legal ball's number),
// `legal`, `total` (runs it added) and `score` (the innings' total after it).

/** One over of one innings, as the balls tell it. */
export interface OverTally {
  innings: number;
  /** 1-based, as people say it: "over 7" holds balls 6.1 to 6.6. */
  over: number;
  runs: number;
  /** Wickets that fell in the over (a batter retiring is no wicket of the innings). */
  wickets: number;
  legal: number;
  /** The innings' total after the over's last ball. */
  score: { runs: number; wickets: number };
  /** Whether all its legal balls were bowled; the last over of a chase may end early. */
  complete: boolean;
  /** The ball that ended the over. */
  lastSeq: number;
}

const overNumber = (ball: LoggedBall) => Number(ball.over.split('.')[0]) + 1;

/** The balls' overs, in the order they were bowled. */
export function overTallies(balls: readonly LoggedBall[], ballsPerOver: number): OverTally[] {
  const overs: OverTally[] = [];
  for (const ball of balls) {
    const over = overNumber(ball);
    let tally = overs.at(-1);
    const before =
      tally?.innings === ball.innings
        ? tally.score
        : { runs: ball.score.runs - ball.total, wickets: 0 };
    if (!tally || tally.innings !== ball.innings || tally.over !== over) {
      tally = {
        innings: ball.innings,
        over,
        runs: 0,
        wickets: 0,
        legal: 0,
        score: before,
        complete: false,
        lastSeq: ball.seq,
      };
      overs.push(tally);
    }
    tally.runs += ball.total;
    tally.wickets += Math.max(0, ball.score.wickets - before.wickets);
    if (ball.legal) tally.legal += 1;
    tally.score = ball.score;
    tally.complete = tally.legal >= ballsPerOver;
    tally.lastSeq = ball.seq;
  }
  return overs;
}

export type CommentaryItem =
  { kind: 'ball'; ball: LoggedBall } | { kind: 'overEnd'; tally: OverTally };

/** Newest first; a finished over's summary sits above its last ball, as it was said last. */
export function commentaryFeed(
  balls: readonly LoggedBall[],
  ballsPerOver: number,
): CommentaryItem[] {
  const ended = new Map(
    overTallies(balls, ballsPerOver)
      .filter((tally) => tally.complete)
      .map((tally) => [tally.lastSeq, tally]),
  );
  const feed: CommentaryItem[] = [];
  for (const ball of [...balls].reverse()) {
    const tally = ended.get(ball.seq);
    if (tally) feed.push({ kind: 'overEnd', tally });
    feed.push({ kind: 'ball', ball });
  }
  return feed;
}

/** One over on the charts' x axis, with each innings' value under `innings1`, `innings2`. */
export interface ChartRow {
  over: number;
  innings1?: number;
  innings2?: number;
  innings1Wickets?: number;
  innings2Wickets?: number;
}

export const inningsKeys = ['innings1', 'innings2'] as const;
export type InningsKey = (typeof inningsKeys)[number];

function chartRows(
  tallies: readonly OverTally[],
  value: (tally: OverTally) => number,
  start: boolean,
) {
  const rows = new Map<number, ChartRow>();
  const row = (over: number) => {
    let found = rows.get(over);
    if (!found) rows.set(over, (found = { over }));
    return found;
  };
  for (const tally of tallies) {
    const key = inningsKeys[tally.innings - 1];
    if (!key) continue;
    if (start) row(0)[key] = 0;
    const current = row(tally.over);
    current[key] = value(tally);
    current[`${key}Wickets`] = tally.wickets;
  }
  return [...rows.values()].sort((a, b) => a.over - b.over);
}

/** The worm: each innings' total at the end of every over, from 0 before the first ball. */
export const wormRows = (tallies: readonly OverTally[]) =>
  chartRows(tallies, (tally) => tally.score.runs, true);

/** The Manhattan: the runs scored in each over, side by side for the two innings. */
export const manhattanRows = (tallies: readonly OverTally[]) =>
  chartRows(tallies, (tally) => tally.runs, false);

/** Where a chart marks wickets: the over, the innings' value there, and how many fell. */
export interface WicketMark {
  key: InningsKey;
  over: number;
  value: number;
  wickets: number;
}

export function wicketMarks(rows: readonly ChartRow[]): WicketMark[] {
  return rows.flatMap((row) =>
    inningsKeys.flatMap((key) => {
      const wickets = row[`${key}Wickets`] ?? 0;
      const value = row[key];
      return wickets > 0 && value !== undefined ? [{ key, over: row.over, value, wickets }] : [];
    }),
  );
}

/** Legal balls in "12.3" overs of `ballsPerOver`. */
export function ballsOfOvers(overs: string, ballsPerOver: number): number {
  const [whole = '0', part = '0'] = overs.split('.');
  return Number(whole) * ballsPerOver + Number(part);
}
