import fc from 'fast-check';
import { edgeNumbers, hostileValue, stringOfLength } from './nasty-values';
import type { JsonSchema } from './operations';

/** Real values (ids of existing records, a known password) for a field name, if there are any. */
export type Hints = (field: string) => fc.Arbitrary<unknown> | undefined;

type Weighted = fc.WeightedArbitrary<unknown>;

export const deepest = 6;
/** The longest string or array built to a schema's exact maximum (longer ones come from longStrings). */
export const exactLimit = 20_000;

const looksLikeDate = (field: string) => /(^|[a-z])(date|Date|from|to|At)$/.test(field);
const looksLikeUrl = (field: string) => /url|Url|website|image|logo|link/.test(field);
const looksLikeEmail = (field: string) => /email|Email/.test(field);
const looksLikePhone = (field: string) => /phone|Phone|mobile|Mobile/.test(field);
const looksLikeHandle = (field: string) =>
  /instagram|twitter|facebook|linkedin|whatsapp/.test(field);

/** Addresses the way people type them (the API's rules are stricter than the JSON schema says). */
const emails = fc
  .tuple(
    fc.constantFrom('asha', 'r.rao', 'x+tag', 'MEERA'),
    fc.nat(9_999),
    fc.constantFrom('example.org', 'mail.example.co.in'),
  )
  .map(([name, number, domain]) => `${name}${number}@${domain}`);
const phones = fc.stringMatching(/^[6-9]\d{9}$/);
const handles = fc.constantFrom('@asha', 'asha_rao', 'https://example.org/asha', '');

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
    options.push({ weight: 20, arbitrary: matching });
  }
  // Field names stand in for rules the JSON schema cannot carry (refinements): mostly such values.
  if (looksLikeDate(field)) options.push({ weight: 20, arbitrary: instants });
  if (looksLikeUrl(field)) options.push({ weight: 20, arbitrary: addresses });
  if (looksLikeEmail(field)) options.push({ weight: 20, arbitrary: emails });
  if (looksLikePhone(field)) options.push({ weight: 20, arbitrary: phones });
  if (looksLikeHandle(field)) options.push({ weight: 20, arbitrary: handles });
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

export function conformingObject(schema: JsonSchema, hints: Hints, depth: number) {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [
      key,
      conforming(property, key, hints, depth + 1),
    ]),
  );
  const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
  return fc
    .tuple(fc.record(model, { requiredKeys }), fc.boolean())
    .map(([object, agree]) => (agree ? withCrossFieldRules(object) : object));
}

/**
 * Rules across fields, which the JSON schema cannot say: a confirmation repeats the password it
 * confirms; a guest comes with their details; a latitude with a longitude. Half the objects
 * follow them, so handlers run past validation.
 */
function withCrossFieldRules(object: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...object };
  if ('confirmPassword' in copy) copy.confirmPassword = copy.newPassword ?? copy.password;
  if (copy.hasGuest === 'yes')
    for (const field of ['title', 'firstName', 'lastName', 'email', 'phone']) {
      const guestField = `guest${field[0]!.toUpperCase()}${field.slice(1)}`;
      if (field in copy) copy[guestField] = copy[field];
    }
  if ('latitude' in copy !== 'longitude' in copy) {
    delete copy.latitude;
    delete copy.longitude;
  }
  return copy;
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
  if (hint) options.push({ weight: 6, arbitrary: hint });
  if (schema.nullable) options.push({ weight: 1, arbitrary: fc.constant(null) });
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    for (const branch of branches)
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
