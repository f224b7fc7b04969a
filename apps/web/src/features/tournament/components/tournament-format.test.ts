import { describe, expect, it } from 'vitest';
import { completedMatch, hawks, makeInnings, makeTeam } from '../testing/tournament-fixtures';
import { formatWeekdayDate } from '../../../lib/format';
import {
  formatInningsScore,
  formatMatchDate,
  formatMatchTime,
  formatNetRunRate,
  formatRecord,
  matchesTerm,
} from './tournament-format';

describe('tournament formatting', () => {
  it.each([
    [1.5, '+1.500'],
    [0.0504, '+0.050'],
    [-0.25, '-0.250'],
    [-1.2, '-1.200'],
    [0, '0.000'],
    [-0.0001, '0.000'],
  ])('writes a net run rate of %s as %s', (value, text) => {
    expect(formatNetRunRate(value)).toBe(text);
  });

  it('writes the day and time at the event’s venue, named, whatever the viewer’s zone', () => {
    const pune = { date: '2026-06-06T22:05:00.000Z', timeZone: 'Asia/Kolkata' };
    expect(formatMatchDate(pune)).toBe(formatWeekdayDate(pune.date, 'short', 'Asia/Kolkata'));
    expect(formatMatchDate(pune)).toBe('Sun 7 Jun 2026');
    expect(formatMatchTime(pune)).toBe('03:35 IST');
    const london = { date: '2026-06-07T10:05:00.000Z', timeZone: 'Europe/London' };
    expect(formatMatchTime(london)).toBe('11:05 BST');
  });

  it('writes innings totals as scoreboards do', () => {
    expect(formatInningsScore(makeInnings())).toBe('162/5 (20.0)');
    expect(
      formatInningsScore(makeInnings({ runs: 98, wickets: 10, allOut: true, overs: '17.2' })),
    ).toBe('98 all out (17.2)');
  });

  it('names ties and no results beside won-lost', () => {
    expect(formatRecord(makeTeam({ wins: 2, losses: 1 }))).toBe('2-1');
    expect(formatRecord(hawks)).toBe('1-1 (1 NR)');
    expect(formatRecord(makeTeam({ wins: 0, losses: 0, ties: 1, noResults: 2 }))).toBe(
      '0-0 (1 T, 2 NR)',
    );
  });

  it('finds a match by either side’s name or short name, ignoring case', () => {
    expect(matchesTerm(completedMatch, 'hilltop')).toBe(true);
    expect(matchesTerm(completedMatch, 'rr')).toBe(true);
    expect(matchesTerm(completedMatch, '  ROYALS ')).toBe(true);
    expect(matchesTerm(completedMatch, 'lions')).toBe(false);
    expect(matchesTerm(completedMatch, '')).toBe(true);
  });
});
