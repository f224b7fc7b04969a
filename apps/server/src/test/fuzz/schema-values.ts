import fc from 'fast-check';
import {
  edgeNumbers,
  hostileValue,
  invalidUuids,
  longStrings,
  nastyStrings,
  nested,
  stringOfLength,
  trickyDates,
} from './nasty-values';
import type { JsonSchema } from './operations';

/** Real values (ids of existing records, a known password) for a field name, if there are any. */
export type Hints = (field: string) => fc.Arbitrary<unknown> | undefined;

type Weighted = fc.WeightedArbitrary<unknown>;

const deepest = 4;
/** The longest string or array built to a schema's exact maximum (longer ones come from longStrings). */
const exactLimit = 20_000;

const looksLikeDate = (field: string) =>
  /(^|[a-z])(date|Date|from|to|At|startsAt|endsAt)$/.test(field);
const looksLikeUrl = (field: string) => /url|Url|website|image|logo/.test(field);

const instants = fc
  .date({ min: new Date('1990-01-01'), max: new Date('2060-01-01'), noInvalidDate: true })
  .chain((date) =>
    fc.constantFrom(
      date.toISOString(),
      date.toISOString().slice(0, 10),
      date.toISOString().replace('Z', '+05:30'),
    ),
  );

const addresses = fc.constantFrom(
  'https://example.org/picture.jpg',
  'http://example.org/a?b=c',
  '/uploads/a.png',
  '/images/x.webp',
  '',
);

const matchers = new Map<string, fc.Arbitrary<string>>();
/** Strings a pattern matches; built once per pattern (Unicode classes take a while to build). */
function matchingPattern(pattern: string): fc.Arbitrary<string> {
  let arbitrary = matchers.get(pattern);
  if (!arbitrary) {
    arbitrary = fc.stringMatching(new RegExp(pattern, 'u'));
    matchers.set(pattern, arbitrary);
  }
  return arbitrary;
}

function conformingString(schema: JsonSchema, field: string): fc.Arbitrary<unknown> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength;
  const options: Weighted[] = [];
  if (schema.format === 'email')
    options.push(
      { weight: 4, arbitrary: fc.emailAddress() },
      {
        weight: 1,
        arbitrary: fc.constantFrom('A@B.CO', 'x+tag@example.org', `${'a'.repeat(64)}@example.org`),
      },
    );
  if (schema.format === 'date')
    options.push({ weight: 4, arbitrary: instants.map((value) => value.slice(0, 10)) });
  if (schema.pattern) {
    const matching = matchingPattern(schema.pattern).filter(
      (value) => value.length >= min && (max === undefined || value.length <= max),
    );
    options.push({ weight: 6, arbitrary: matching });
  }
  if (looksLikeDate(field)) options.push({ weight: 4, arbitrary: instants });
  if (looksLikeUrl(field)) options.push({ weight: 3, arbitrary: addresses });
  const cap = Math.min(max ?? 40, 40);
  options.push(
    { weight: 3, arbitrary: fc.string({ minLength: Math.min(min, cap), maxLength: cap }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: cap }) },
    { weight: 1, arbitrary: stringOfLength(Math.max(min, 1)) },
  );
  if (max !== undefined && max <= exactLimit)
    options.push({ weight: 2, arbitrary: stringOfLength(max) });
  return fc.oneof(...options);
}

function conformingNumber(schema: JsonSchema): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  const integer = schema.type === 'integer';
  const inRange = edgeNumbers.filter(
    (value) => value >= min && value <= max && (!integer || Number.isInteger(value)),
  );
  return fc.oneof(
    integer
      ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
      : fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(min, max, ...inRange),
  );
}

function conformingArray(schema: JsonSchema, field: string, hints: Hints, depth: number) {
  const item = schema.items ? conforming(schema.items, field, hints, depth + 1) : hostileValue;
  const min = schema.minItems ?? 0;
  const max = schema.maxItems;
  const options: Weighted[] = [
    {
      weight: 4,
      arbitrary: fc.array(item, {
        minLength: min,
        maxLength: Math.max(min, Math.min(max ?? 4, 4)),
      }),
    },
  ];
  if (max !== undefined && max <= 100)
    options.push({ weight: 1, arbitrary: fc.array(item, { minLength: max, maxLength: max }) });
  return fc.oneof(...options);
}

function conformingObject(schema: JsonSchema, hints: Hints, depth: number) {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [
      key,
      conforming(property, key, hints, depth + 1),
    ]),
  );
  return fc.record(model, {
    requiredKeys: (schema.required ?? []).filter((key) => key in properties),
  });
}

/** Values the schema accepts, favouring its edges (empty, exact maximum, minimum, zero). */
export function conforming(
  schema: JsonSchema,
  field: string,
  hints: Hints,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (depth > deepest) return fc.constant(null);
  const options: Weighted[] = [];
  const hint = hints(field);
  if (hint) options.push({ weight: 4, arbitrary: hint });
  if (schema.nullable) options.push({ weight: 1, arbitrary: fc.constant(null) });
  if (schema.anyOf) {
    for (const branch of schema.anyOf)
      options.push({ weight: 3, arbitrary: conforming(branch, field, hints, depth) });
  } else if (schema.enum) {
    options.push({ weight: 6, arbitrary: fc.constantFrom(...schema.enum) });
  } else if (schema.type === 'string') {
    options.push({ weight: 6, arbitrary: conformingString(schema, field) });
  } else if (schema.type === 'integer' || schema.type === 'number') {
    options.push({ weight: 6, arbitrary: conformingNumber(schema) });
  } else if (schema.type === 'boolean') {
    options.push({ weight: 6, arbitrary: fc.boolean() });
  } else if (schema.type === 'array') {
    options.push({ weight: 6, arbitrary: conformingArray(schema, field, hints, depth) });
  } else if (schema.type === 'object') {
    options.push({ weight: 6, arbitrary: conformingObject(schema, hints, depth) });
  } else {
    options.push({ weight: 6, arbitrary: hostileValue });
  }
  return fc.oneof(...options);
}

/** Values just past the schema's edges, of the wrong type, or shaped wrongly. */
export function breaking(
  schema: JsonSchema,
  field: string,
  hints: Hints,
  depth = 0,
): fc.Arbitrary<unknown> {
  const options: Weighted[] = [{ weight: 3, arbitrary: hostileValue }];
  const type = schema.type ?? schema.anyOf?.find((branch) => branch.type)?.type;
  if (schema.enum) {
    const words = schema.enum.filter((value): value is string => typeof value === 'string');
    if (words.length > 0)
      options.push({
        weight: 3,
        arbitrary: fc
          .constantFrom(...words)
          .chain((word) =>
            fc.constantFrom(word.toUpperCase(), ` ${word}`, `${word}\u0000`, `${word}x`, [word]),
          ),
      });
  }
  if (type === 'string') {
    const max = schema.maxLength ?? schema.anyOf?.find((branch) => branch.maxLength)?.maxLength;
    if (max !== undefined && max < exactLimit)
      options.push({ weight: 3, arbitrary: stringOfLength(max + 1) });
    if ((schema.minLength ?? 0) > 1)
      options.push({ weight: 2, arbitrary: stringOfLength(schema.minLength! - 1) });
    options.push(
      { weight: 2, arbitrary: fc.constantFrom(...nastyStrings) },
      { weight: 1, arbitrary: longStrings },
      { weight: 1, arbitrary: fc.constantFrom(...trickyDates, ...invalidUuids) },
      { weight: 1, arbitrary: fc.constantFrom(1, 0, -1, true, false, null, [], {}, ['a']) },
    );
  }
  if (type === 'integer' || type === 'number') {
    const min =
      schema.minimum ?? schema.anyOf?.find((branch) => branch.minimum !== undefined)?.minimum;
    const max =
      schema.maximum ?? schema.anyOf?.find((branch) => branch.maximum !== undefined)?.maximum;
    const near = [min, max].filter((value): value is number => value !== undefined);
    options.push(
      {
        weight: 3,
        arbitrary: fc.constantFrom(
          ...near.flatMap((value) => [value - 1, value + 1, value + 0.5, -value]),
          1.5,
        ),
      },
      { weight: 2, arbitrary: fc.constantFrom(...edgeNumbers) },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          '1',
          '1.5',
          'abc',
          '',
          ' 1',
          '1e3',
          'NaN',
          '0x10',
          null,
          true,
          [1],
        ),
      },
    );
  }
  if (type === 'array') {
    const item = schema.items ? conforming(schema.items, field, hints, depth + 1) : hostileValue;
    const max = schema.maxItems ?? 100;
    options.push(
      { weight: 2, arbitrary: fc.array(item, { minLength: max + 1, maxLength: max + 1 }) },
      { weight: 1, arbitrary: fc.constant(Array.from({ length: 5_000 }, () => 'x')) },
      { weight: 1, arbitrary: item },
      { weight: 1, arbitrary: fc.array(hostileValue, { minLength: 1, maxLength: 4 }) },
    );
  }
  if (type === 'object' && schema.properties && depth < deepest) {
    options.push(
      { weight: 3, arbitrary: oneFieldBroken(schema, hints, depth) },
      { weight: 1, arbitrary: fc.constantFrom({}, [], [{}], 'object', nested(40, 'object')) },
    );
  }
  return fc.oneof(...options);
}

/** A valid object but for one field: too long, wrong type, hostile, or a required one missing. */
export function oneFieldBroken(schema: JsonSchema, hints: Hints, depth = 0): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const base = conformingObject(schema, hints, depth);
  if (properties.length === 0) return base;
  const change = fc.oneof(
    ...properties.map(([key, property]) =>
      fc.oneof(
        {
          weight: 4,
          arbitrary: breaking(property, key, hints, depth + 1).map((value) => ({
            key,
            value,
            drop: false,
          })),
        },
        { weight: 1, arbitrary: fc.constant({ key, value: undefined as unknown, drop: true }) },
      ),
    ),
  );
  return fc.tuple(base, change).map(([object, { key, value, drop }]) => {
    const copy: Record<string, unknown> = { ...(object as Record<string, unknown>) };
    if (drop) delete copy[key];
    else copy[key] = value;
    return copy;
  });
}

/** Fields a client has no business sending: privilege and ownership, prototype keys, junk. */
const extraFields = fc.oneof(
  fc.constantFrom<[string, unknown]>(
    ['isAdmin', true],
    ['role', 'admin'],
    ['_id', '00000000-0000-4000-8000-000000000001'],
    ['id', 1],
    ['userId', '00000000-0000-4000-8000-000000000001'],
    ['createdBy', '00000000-0000-4000-8000-000000000001'],
    ['status', 'published'],
    ['__proto__', { isAdmin: true }],
    ['constructor', { prototype: { isAdmin: true } }],
  ),
  fc.tuple(fc.string({ maxLength: 20 }), hostileValue),
);

/** A value the body's schema accepts, with fields it does not know added. */
export function withExtraFields(schema: JsonSchema, hints: Hints) {
  return fc
    .tuple(
      conformingObject(schema, hints, 0),
      fc.array(extraFields, { minLength: 1, maxLength: 4 }),
    )
    .map(([object, extras]) => {
      const copy: Record<string, unknown> = { ...(object as Record<string, unknown>) };
      // defineProperty makes "__proto__" an own, serialised key rather than the prototype.
      for (const [key, value] of extras)
        Object.defineProperty(copy, key, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return copy;
    });
}

/** A JSON body for the schema: mostly valid (deep runs), often one field off, sometimes all wrong. */
export function bodyValue(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  if (schema.type !== 'object')
    return fc.oneof(conforming(schema, '', hints), breaking(schema, '', hints));
  return fc.oneof(
    { weight: 4, arbitrary: conformingObject(schema, hints, 0) },
    { weight: 4, arbitrary: oneFieldBroken(schema, hints) },
    { weight: 1, arbitrary: withExtraFields(schema, hints) },
    { weight: 2, arbitrary: breaking(schema, '', hints) },
  );
}
