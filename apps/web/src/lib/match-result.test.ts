import type { Innings, Match } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { useLanguageInTest } from '../testing/language';
import { matchResultText } from './match-result';

const innings = (battingTeam: string, runs: number, wickets: number): Innings => ({
  battingTeam,
  runs,
  wickets,
  overs: '20.0',
  allOut: wickets === 10,
  batting: [],
  bowling: [],
});

function match(overrides: Partial<Match>): Match {
  return {
    _id: 'm-1',
    id: 'm-1',
    eventId: 'e-1',
    date: '2026-06-06T04:30:00.000Z',
    timeZone: 'Asia/Kolkata',
    team1ShortName: 'ACE',
    team2ShortName: 'BLZ',
    team1Name: 'Riverside Aces',
    team2Name: 'Hilltop Blazers',
    venue: null,
    stage: 'league',
    overs: 20,
    status: 'completed',
    result: null,
    winnerShortName: null,
    toss: null,
    innings: [],
    scorecard: {
      team1Batting: [],
      team1Bowling: [],
      team2Batting: [],
      team2Bowling: [],
      manOfTheMatch: null,
    },
    updatedAt: '2026-06-06T08:00:00.000Z',
    ...overrides,
  };
}

const byRuns = match({
  result: 'Riverside Aces won by 12 runs',
  innings: [innings('ACE', 162, 5), innings('BLZ', 150, 8)],
});
const byOneWicket = match({
  result: 'Hilltop Blazers won by 1 wicket',
  innings: [innings('ACE', 140, 6), innings('BLZ', 141, 9)],
});
const tied = match({
  result: 'Match tied',
  innings: [innings('ACE', 140, 6), innings('BLZ', 140, 7)],
});
const abandoned = match({ status: 'abandoned', result: 'Match abandoned — no result' });
const rainedOff = match({ status: 'abandoned', result: 'Rain: no play' });

describe('a match’s result', () => {
  it('is the server’s sentence in English', () => {
    for (const m of [byRuns, byOneWicket, tied, abandoned, rainedOff])
      expect(matchResultText(m)).toBe(m.result);
    expect(matchResultText(match({ status: 'live' }))).toBeNull();
  });

  it('is said in Hindi when it is what the totals give', async () => {
    await useLanguageInTest('hi');
    expect(matchResultText(byRuns)).toBe('Riverside Aces ने 12 रन से मैच जीता');
    expect(matchResultText(byOneWicket)).toBe('Hilltop Blazers ने 1 विकेट से मैच जीता');
    expect(matchResultText(tied)).toBe('मैच टाई रहा');
    expect(matchResultText(abandoned)).toBe('मैच रद्द — कोई नतीजा नहीं');
  });

  it('stays as written when an organiser wrote it, or the totals say otherwise', async () => {
    await useLanguageInTest('gu');
    expect(matchResultText(rainedOff)).toBe('Rain: no play');
    expect(matchResultText({ ...byRuns, team1Name: 'Renamed Aces' })).toBe(
      'Riverside Aces won by 12 runs',
    );
    expect(matchResultText(byRuns)).toBe('Riverside Aces નો 12 રને વિજય');
  });
});
