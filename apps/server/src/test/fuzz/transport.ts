import fc from 'fast-check';
import { hostileValue, repeated, type Repeated } from './nasty-values';

/** What travels as the request body, before it is turned into bytes. */
export type BodySpec =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'text'; text: string | Repeated; contentType: string | undefined }
  /** A valid JSON document past the 1 MB limit; streamed, it has no Content-Length to check first. */
  | { kind: 'oversized'; bytes: number; streamed: boolean }
  | { kind: 'multipart'; boundary: string; parts: MultipartPart[]; contentType: string }
  | { kind: 'signed'; text: string; eventId: string | undefined; signature: 'right' | 'wrong' };

export interface MultipartPart {
  field: string;
  fileName: string | undefined;
  type: string;
  content: Buffer | Repeated;
}

export const limitBytes = 1024 * 1024;

/** JSON content types as clients really send them, and some that only look like it. */
const jsonTypes = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'Application/JSON',
  'application/json; charset=latin1',
  'application/json;;',
  'application/vnd.api+json',
);

const wrongTypes = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'text/json',
  'json',
  '',
  '*/*',
  'application/json-patch+json',
);

const invalidJson = fc.constantFrom(
  '{',
  '}',
  '{"a":}',
  '[1,2',
  'nul',
  "{'a':1}",
  '{"a":1}garbage',
  '{"a":1,}',
  '\ufeff{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '\u0000',
  ' ',
  'NaN',
  '{"a":NaN}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '"just a string"',
  '12345678901234567890123456789',
  '1e999',
  'true',
  'null',
  '[]',
  '{"a":1,"a":2}',
  '{"a":"\\x41"}',
);

/** A body that is not what the route expects at the transport level. */
export const malformedBody: fc.Arbitrary<BodySpec> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('text' as const),
      text: invalidJson,
      contentType: jsonTypes,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('text' as const),
      text: fc.oneof(invalidJson, fc.constant('a=1&b=2'), fc.constant('<x/>')),
      contentType: fc.oneof(wrongTypes, fc.constant(undefined)),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('text' as const),
      text: fc.constantFrom('', ' ', '\n'),
      contentType: jsonTypes,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('json' as const),
      value: hostileValue,
      contentType: wrongTypes,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('text' as const),
      text: fc.constantFrom(
        repeated('[', 100_000),
        repeated('{"a":', 50_000),
        repeated(' ', 600_000),
      ),
      contentType: fc.constant('application/json'),
    }),
  },
);

/** Rare: building a megabyte per request costs time. */
export const oversizedBody: fc.Arbitrary<BodySpec> = fc.record({
  kind: fc.constant('oversized' as const),
  bytes: fc.constantFrom(limitBytes + 1, limitBytes + 100, 2 * limitBytes),
  streamed: fc.boolean(),
});

/** Stands for the ETag the same route last answered with (filled in when sent). */
export const previousEtag = '<previous ETag>';

/** Headers that steer parsing, encoding and caching, sometimes wrongly. */
export const oddHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({}) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(
        'gzip',
        'br',
        'deflate, gzip',
        '*',
        'identity;q=0',
        'gzip;q=abc',
        'x-unknown',
        '',
      )
      .map((value): Record<string, string> => ({ 'accept-encoding': value })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('gzip', 'deflate', 'br', 'identity', 'x-bogus', 'gzip, gzip')
      .map((value): Record<string, string> => ({ 'content-encoding': value })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('application/xml', 'text/html', 'text/event-stream', '*/*;q=x', 'garbage')
      .map((value): Record<string, string> => ({ accept: value })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('"abc"', 'W/"x"', '*', '', previousEtag, `${previousEtag}, "abc"`)
      .map((value): Record<string, string> => ({ 'if-none-match': value })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        'Wed, 21 Oct 2015 07:28:00 GMT',
        'not a date',
        '0',
        'Sat, 01 Jan 10000 00:00:00 GMT',
      )
      .map((value): Record<string, string> => ({ 'if-modified-since': value })),
  },
);

/** Authorization headers that are not a live session. */
export const garbageAuthorization = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Bearer null',
    'Bearer undefined',
    'bearer x',
    'Basic dXNlcjpwYXNz',
    'Token abc',
    `Bearer ${'a'.repeat(64)}`,
    `Bearer ${'a'.repeat(10_000)}`,
    'Bearer 00000000-0000-4000-8000-000000000000',
    'Bearer ../../etc/passwd',
    'Bearer a b c',
  ),
  fc.string({ maxLength: 80 }).map((text) => `Bearer ${text.replace(/[^\x20-\x7e]/g, '')}`),
);

/** Client addresses: mostly one, sometimes fresh ones so per-address limits do not refuse all. */
export const clientAddress = fc.oneof(
  { weight: 3, arbitrary: fc.constant('127.0.0.1') },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.integer({ min: 1, max: 250 }),
        fc.integer({ min: 1, max: 250 }),
        fc.integer({ min: 1, max: 250 }),
      )
      .map(([a, b, c]) => `10.${a}.${b}.${c}`),
  },
  { weight: 1, arbitrary: fc.constantFrom('::1', 'fe80::1', '2001:db8::7') },
);
