import { describe, expect, it } from 'vitest';
import { logBalls, shortMatchBalls } from '../testing/ball-fixtures';
import {
  ballsOfOvers,
  commentaryFeed,
  manhattanRows,
  overTallies,
  wicketMarks,
  wormRows,
} from './ball-derivations';

describe('overs from the ball log', () => {
  it('adds up each over with its extras, wickets and the score after it', () => {
    const overs = overTallies(shortMatchBalls, 6);
    expect(
      overs.map(({ innings, over, runs, wickets, legal, score, complete }) => ({
        innings,
        over,
        runs,
        wickets,
        legal,
        score,
        complete,
      })),
    ).toEqual([
      {
        innings: 1,
        over: 1,
        runs: 9,
        wickets: 0,
        legal: 6,
        score: { runs: 9, wickets: 0 },
        complete: true,
      },
      {
        innings: 1,
        over: 2,
        runs: 10,
        wickets: 1,
        legal: 6,
        score: { runs: 19, wickets: 1 },
        complete: true,
      },
      {
        innings: 2,
        over: 1,
        runs: 7,
        wickets: 0,
        legal: 6,
        score: { runs: 7, wickets: 0 },
        complete: true,
      },
    ]);
  });

  it('leaves an over in progress incomplete, and counts overs of 8 balls where the match plays them', () => {
    const six = Array.from({ length: 6 }, () => ({ runs: 1 }));
    const balls = logBalls([{ striker: 'A', nonStriker: 'B', bowlers: ['C'], overs: [six] }], 8);
    expect(overTallies(balls, 8)).toMatchObject([{ over: 1, runs: 6, legal: 6, complete: false }]);
    expect(commentaryFeed(balls, 8).every((item) => item.kind === 'ball')).toBe(true);
  });
});

describe('commentary feed', () => {
  it('puts the newest ball first and each finished over’s summary above its last ball', () => {
    const feed = commentaryFeed(shortMatchBalls, 6);
    const described = feed.map((item) =>
      item.kind === 'ball'
        ? `${item.ball.innings}:${item.ball.over}`
        : `end ${item.tally.innings}:${item.tally.over}`,
    );
    expect(described.slice(0, 3)).toEqual(['end 2:1', '2:0.6', '2:0.5']);
    // Over 1 had a wide: seven balls, the wide numbered as the ball after it.
    expect(described.slice(-9)).toEqual([
      '1:1.1',
      'end 1:1',
      '1:0.6',
      '1:0.5',
      '1:0.4',
      '1:0.4',
      '1:0.3',
      '1:0.2',
      '1:0.1',
    ]);
    expect(feed.filter((item) => item.kind === 'overEnd')).toHaveLength(3);
    expect(feed.filter((item) => item.kind === 'ball')).toHaveLength(shortMatchBalls.length);
  });

  it('is empty before the first ball', () => {
    expect(commentaryFeed([], 6)).toEqual([]);
  });
});

describe('chart data', () => {
  it('draws the worm from 0, each innings’ total after every over, with the wickets in it', () => {
    expect(wormRows(overTallies(shortMatchBalls, 6))).toEqual([
      { over: 0, innings1: 0, innings2: 0 },
      { over: 1, innings1: 9, innings1Wickets: 0, innings2: 7, innings2Wickets: 0 },
      { over: 2, innings1: 19, innings1Wickets: 1 },
    ]);
  });

  it('stands the Manhattan’s bars on the runs of each over', () => {
    expect(manhattanRows(overTallies(shortMatchBalls, 6))).toEqual([
      { over: 1, innings1: 9, innings1Wickets: 0, innings2: 7, innings2Wickets: 0 },
      { over: 2, innings1: 10, innings1Wickets: 1 },
    ]);
  });

  it('has no rows before a ball is bowled', () => {
    expect(wormRows([])).toEqual([]);
    expect(manhattanRows([])).toEqual([]);
  });
});

describe('wicket marks', () => {
  it('marks the overs where wickets fell, at the innings’ value there', () => {
    const tallies = overTallies(shortMatchBalls, 6);
    expect(wicketMarks(wormRows(tallies))).toEqual([
      { key: 'innings1', over: 2, value: 19, wickets: 1 },
    ]);
    expect(wicketMarks(manhattanRows(tallies))).toEqual([
      { key: 'innings1', over: 2, value: 10, wickets: 1 },
    ]);
  });

  it('reads overs as legal balls', () => {
    expect(ballsOfOvers('12.3', 6)).toBe(75);
    expect(ballsOfOvers('0.0', 6)).toBe(0);
    expect(ballsOfOvers('7', 8)).toBe(56);
  });
});
