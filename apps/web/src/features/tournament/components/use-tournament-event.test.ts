import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { royals } from '../testing/tournament-fixtures';
import { defaultTournament } from './use-tournament-event';

const now = Date.parse('2026-06-10T12:00:00.000Z');

function event(id: string, date: string, endDate: string, withTeams = true) {
  return makeEvent({ _id: id, id, date, endDate, teams: withTeams ? [royals] : [] });
}

describe('default tournament', () => {
  const past = event('past', '2026-05-01T09:00:00.000Z', '2026-05-03T18:00:00.000Z');
  const older = event('older', '2026-01-01T09:00:00.000Z', '2026-01-02T18:00:00.000Z');
  const later = event('later', '2026-09-01T09:00:00.000Z', '2026-09-03T18:00:00.000Z');
  const sooner = event('sooner', '2026-07-01T09:00:00.000Z', '2026-07-03T18:00:00.000Z');
  const current = event('now', '2026-06-09T09:00:00.000Z', '2026-06-12T18:00:00.000Z');
  const noTeams = event('no-teams', '2026-06-10T09:00:00.000Z', '2026-06-10T18:00:00.000Z', false);

  it('prefers a tournament under way', () => {
    expect(defaultTournament([later, noTeams, current, past], now)?.id).toBe('now');
  });

  it('otherwise the next one to start', () => {
    expect(defaultTournament([later, sooner, past], now)?.id).toBe('sooner');
  });

  it('otherwise the one that ended last', () => {
    expect(defaultTournament([older, past, noTeams], now)?.id).toBe('past');
  });

  it('finds none among events without teams', () => {
    expect(defaultTournament([noTeams, makeEvent()], now)).toBeUndefined();
  });
});
