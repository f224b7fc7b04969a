import fc from 'fast-check';
import { nastyStrings, trickyDates } from './nasty-values';

/** Wall-clock times as an organiser types them ("2031-06-06 10:00"), some impossible. */
const localTimes = fc.oneof(
  fc
    .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 16).replace('T', ' ')),
  fc.constantFrom('2031-13-45 10:00', '2031-06-06 25:61', '2031-00-00 00:00'),
  fc.constantFrom(
    '2031-13-45 10:00',
    '2031-02-30 10:00',
    '2031-06-06 25:61',
    '2031-06-06 24:00',
    '0000-01-01 00:00',
    '9999-12-31 23:59',
    '2031-06-06T10:00',
    '2031-06-06 10:00:00',
    '2031-6-6 10:00',
  ),
  fc.constantFrom(...trickyDates),
);

/** A CSV cell: quoted when it must be, and sometimes when it need not be. */
function cell(value: string, quote: boolean): string {
  return quote || /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * Fixture uploads (date,team1,team2,venue,stage,overs): known and unknown teams, impossible
 * times, odd stages and overs, quoting, stray line endings, missing and shuffled columns.
 */
export function fixtureCsv(teamCodes: readonly string[]): fc.Arbitrary<string> {
  const team = fc.oneof(
    {
      weight: 4,
      arbitrary: teamCodes.length > 0 ? fc.constantFrom(...teamCodes) : fc.constant('AAA'),
    },
    { weight: 1, arbitrary: fc.constantFrom('ZZZ', '', 'a', 'TOOLONGCODE', 'ace', ' BUL ') },
  );
  const stage = fc.constantFrom('league', 'playoff', '', 'LEAGUE', 'final', 'league,playoff');
  const overs = fc.constantFrom('20', '', '0', '-1', '1e3', 'abc', '999999999999', '20.5', 'NaN');
  const venue = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom(...nastyStrings));
  const row = fc
    .tuple(localTimes, team, team, venue, stage, overs, fc.boolean())
    .map(([date, team1, team2, place, kind, length, quote]) =>
      [date, team1, team2, place, kind, length].map((value) => cell(value, quote)).join(','),
    );
  const header = fc.constantFrom(
    'date,team1,team2,venue,stage,overs',
    'date,team1,team2,venue,stage,overs',
    'DATE,Team1,TEAM2',
    'team1,date,team2,overs',
    '\ufeffdate,team1,team2',
    'date,team1',
    '',
  );
  return fc
    .tuple(
      header,
      fc.array(row, { maxLength: 8 }),
      fc.constantFrom('\n', '\r\n', '\r'),
      fc.boolean(),
    )
    .map(([first, rows, end, unterminated]) => {
      const text = [first, ...rows].join(end);
      // An opening quote never closed swallows the rest of the file.
      return unterminated ? `${text}${end}"2031-06-06 10:00,AAA` : text;
    });
}
