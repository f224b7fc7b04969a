import { describe, expect, it } from 'vitest';
import { parseCsv, readFixtures } from './fixtures-csv';

describe('fixture CSV', () => {
  it('parses quoted fields with commas, quotes and line breaks', () => {
    expect(parseCsv('a,"b,c","say ""hi"""\r\n"x\ny",z,\n')).toEqual([
      ['a', 'b,c', 'say "hi"'],
      ['x\ny', 'z', ''],
    ]);
  });

  it('reads rows on the event’s wall clock and reports every bad row by number', () => {
    const csv = [
      'date,team1,team2,venue,stage,overs',
      '2026-06-06 10:00,ace,BUL,Ground 1,league,20',
      '2026-06-06T15:00:00Z,ACE,XYZ,,,',
      'tomorrow,ACE,BUL,,,',
      '2026-06-07 10:00,BUL,BUL,,,',
      '2026-06-08 10:00,ACE,BUL,,final,',
    ].join('\n');
    const { fixtures, errors } = readFixtures(csv, new Set(['ACE', 'BUL']), 'Asia/Kolkata');
    expect(fixtures).toEqual([
      {
        date: '2026-06-06T04:30:00.000Z',
        team1ShortName: 'ACE',
        team2ShortName: 'BUL',
        venue: 'Ground 1',
        stage: 'league',
        overs: 20,
      },
    ]);
    expect(errors.map((error) => error.row)).toEqual([3, 4, 5, 6]);
    expect(errors[0]?.message).toBe('Unknown team: XYZ');
    expect(errors[2]?.message).toBe('A team cannot play itself');
  });

  it('reports a time that does not exist as that row’s problem (never throws)', () => {
    const csv = ['date,team1,team2', '2031-13-45 10:00,ACE,BUL', '2031-06-06 25:61,ACE,BUL'].join(
      '\n',
    );
    const { fixtures, errors } = readFixtures(csv, new Set(['ACE', 'BUL']), 'Asia/Kolkata');
    expect(fixtures).toEqual([]);
    expect(errors).toEqual([
      { row: 2, message: 'date: Enter a valid date and time' },
      { row: 3, message: 'date: Enter a valid date and time' },
    ]);
  });

  it('reads local times in the event’s zone across a clock change; a skipped time is its row’s problem', () => {
    const csv = [
      'date,team1,team2',
      '2031-03-29 00:30,ACE,BUL', // London, still GMT
      '2031-03-30 10:00,ACE,BUL', // London, BST from 01:00 that morning
      '2031-03-30 01:30,ACE,BUL', // skipped: 01:00 → 02:00
    ].join('\n');
    const { fixtures, errors } = readFixtures(csv, new Set(['ACE', 'BUL']), 'Europe/London');
    expect(fixtures.map((fixture) => fixture.date)).toEqual([
      '2031-03-29T00:30:00.000Z',
      '2031-03-30T09:00:00.000Z',
    ]);
    expect(errors).toEqual([
      {
        row: 4,
        message:
          'date: This time does not exist in the event’s time zone: the clocks go forward then',
      },
    ]);
  });

  it('asks for a header row', () => {
    expect(readFixtures('ACE,BUL\n', new Set(), 'UTC').errors[0]?.row).toBe(1);
  });
});
