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
import { conforming, conformingObject, deepest, exactLimit, type Hints } from './schema-values';

// Values a schema refuses, or nearly: the other half of what the fuzzer sends.

type Weighted = fc.WeightedArbitrary<unknown>;

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
