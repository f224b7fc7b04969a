import fc from 'fast-check';
import { nastyStrings, repeated } from './nasty-values';

const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** Times a JavaScript Date reads but a database may not store, and ordinary ones. */
const cursorTimes = fc.oneof(
  fc
    .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
    .map((date) => date.toISOString()),
  fc.constantFrom(
    '0000-01-01T00:00:00.000Z',
    '-000001-01-01T00:00:00.000Z',
    '+275760-09-13T00:00:00.000Z',
    '+010000-01-01T00:00:00.000Z',
    '9999-12-31T23:59:59.999Z',
    '2024-01-01',
    '1',
    '',
  ),
);

/**
 * Page cursors shaped like the ones the API hands out (base64url of "time|id" for events and
 * walls, "channel id|name" for channels) but holding what a forger would put there: times out of
 * any database's range, ids of the wrong kind, names with NUL or thousands of characters.
 */
export function forgedCursors(channelIds: readonly string[]): fc.Arbitrary<string> {
  const channelId = channelIds.length > 0 ? fc.constantFrom(...channelIds) : fc.constant('abc123');
  return fc.oneof(
    fc.tuple(cursorTimes, fc.uuid()).map(([time, id]) => base64url(`${time}|${id}`)),
    fc
      .tuple(cursorTimes, fc.constantFrom('x', '', '1|2'))
      .map(([time, id]) => base64url(`${time}|${id}`)),
    fc
      .tuple(
        channelId,
        fc.oneof(fc.constantFrom(...nastyStrings), fc.constant(String(repeated('n', 5_000)))),
      )
      .map(([id, name]) => base64url(`${id}|${name}`)),
    fc.constantFrom('', '|', base64url('|'), '====', '%%%', 'a'.repeat(200)),
  );
}
