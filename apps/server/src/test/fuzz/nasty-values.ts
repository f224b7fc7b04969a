import fc from 'fast-check';

/**
 * A long string kept short in fast-check's reports: it serialises (JSON, query, path) as the
 * full text but prints as `"ab".repeat(70000)`, so a failing case stays readable.
 */
export class Repeated {
  constructor(
    readonly unit: string,
    readonly count: number,
  ) {}
  toString(): string {
    return this.unit.repeat(this.count);
  }
  toJSON(): string {
    return this.toString();
  }
  [fc.toStringMethod](): string {
    return `${JSON.stringify(this.unit)}.repeat(${this.count})`;
  }
}

export const repeated = (unit: string, count: number) => new Repeated(unit, count);

/** Strings that break naive code: control and zero-width characters, RTL, emoji, lone surrogates. */
export const nastyStrings: readonly string[] = [
  '',
  ' ',
  '   \t\n',
  '\u0000',
  'a\u0000b',
  'null\u0000',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  'שלום',
  '👩‍👩‍👧‍👦',
  '🏏🔥',
  'é',
  'e\u0301',
  '\u200b',
  '\ufeff',
  '\ud800',
  '\udfff x',
  'NaN',
  'Infinity',
  '-Infinity',
  'undefined',
  'null',
  'true',
  '0',
  '-0',
  '-1',
  '1e309',
  '0x1F',
  '١٢٣',
  '[]',
  '{}',
  '%',
  '%00',
  '%zz',
  '../../etc/passwd',
  "' OR 1=1 --",
  'Robert"); DROP TABLE users;--',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '${7*7}',
  '__proto__',
  'constructor',
];

export const invalidUuids: readonly string[] = [
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-4000-8000-00000000000',
  '00000000-0000-4000-8000-0000000000000',
  '00000000000040008000000000000000',
  '{00000000-0000-4000-8000-000000000000}',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  '1',
  '-1',
  '0',
  '9'.repeat(30),
  'abc123',
  'ABCDEF',
];

/** Date-like strings that parse in some places and not in others. */
export const trickyDates: readonly string[] = [
  '2024-02-30',
  '2023-02-29',
  '2024-13-01',
  '2024-00-10',
  '2024-12-32',
  '0000-01-01',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '9999-12-31T23:59:59+14:00',
  '275760-09-13T00:00:00Z',
  '1969-12-31T23:59:59.999Z',
  '2024-01-01T24:00Z',
  '2024-01-01T23:59:60Z',
  '2024-01-01T12:00+9999',
  '2024-01-01T12:00:00.123456789Z',
  '2024-01-01 12:00',
  '01/02/2024',
  'yesterday',
  'Invalid Date',
  '1e10',
  '2024-W01',
];

/** Numbers at the edges of what JSON, JavaScript, 32-bit and 64-bit integers and PostgreSQL hold. */
export const edgeNumbers: readonly number[] = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  0.001,
  1.999,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 63,
  -(2 ** 63),
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** Very long strings of a few kinds: ASCII, multi-byte, astral (two UTF-16 units each), NULs. */
export const longStrings = fc.constantFrom(
  repeated('a', 1_001),
  repeated('a', 10_001),
  repeated('x', 100_000),
  repeated('é', 5_000),
  repeated('😀', 3_000),
  repeated('\u202e', 500),
  repeated('\u0000', 300),
  repeated('%', 2_000),
);

/** A string of exactly `length` UTF-16 units in one of a few alphabets. */
export const stringOfLength = (length: number) =>
  fc.constantFrom('a', 'Z', 'é', '9').map((unit) => repeated(unit, Math.max(0, length)));

/** A nested structure `depth` levels deep, as an array or an object. */
export function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** Anything at all, with a bias to what a JSON API is least ready for. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 1, arbitrary: longStrings },
  { weight: 2, arbitrary: fc.constantFrom(...edgeNumbers) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], ['a', 1], { a: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom(...trickyDates, ...invalidUuids) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(nested(60, 'array'), nested(60, 'object'), nested(500, 'array')),
  },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);
