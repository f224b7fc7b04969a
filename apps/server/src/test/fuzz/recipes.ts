import fc from 'fast-check';
import {
  invalidUuids,
  longStrings,
  nastyStrings,
  Repeated,
  repeated,
  stringOfLength,
} from './nasty-values';
import type { AnyMethod, Operation } from './operations';
import { realPathParams, type RealRecords } from './real-records';
import { bodyValue, breaking } from './schema-breaking';
import { conforming, type Hints } from './schema-values';
import { multipartBodies, webhookBodies } from './special-bodies';
import {
  clientAddress,
  garbageAuthorization,
  malformedBody,
  oddHeaders,
  oversizedBody,
  type BodySpec,
} from './transport';

export type Text = string | Repeated;

/** A path or query value; `raw` ones go into the URL as they are (percent-encoding garbage). */
export interface UrlPart {
  value: Text;
  raw: boolean;
}

/** One request, small enough to print: turned into bytes only when sent. */
export interface Recipe {
  route: string;
  method: AnyMethod;
  template: string;
  params: Record<string, UrlPart>;
  query: [string, UrlPart][];
  body: BodySpec;
  /** 'session': the caller's own token; 'none': no header; else this header value. */
  auth: string;
  headers: Record<string, string>;
  address: string;
  /** Sent this many times at once: concurrent duplicates race for the same rows. */
  copies: number;
}

export type Caller = 'visitor' | 'member' | 'admin';

const rawGarbage = fc.constantFrom(
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AE',
  '%00',
  '%2e%2e',
  '..',
  '.',
  '%2F',
  'a%2Fb',
  '%25',
  '%u0041',
  '%%',
  '%FF%FE',
  '%0A',
  '%20',
);

const plain = (value: Text): UrlPart => ({ value, raw: false });

function pathValue(records: RealRecords): fc.Arbitrary<UrlPart> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.uuid().map(plain) },
    { weight: 2, arbitrary: fc.constantFrom(...invalidUuids).map(plain) },
    { weight: 2, arbitrary: fc.string({ maxLength: 12 }).map(plain) },
    { weight: 1, arbitrary: fc.constantFrom(100, 101, 1_000).chain(stringOfLength).map(plain) },
    { weight: 1, arbitrary: longStrings.map(plain) },
    { weight: 2, arbitrary: fc.constantFrom(...nastyStrings).map(plain) },
    { weight: 2, arbitrary: rawGarbage.map((value) => ({ value, raw: true })) },
    // A real key of another kind of record: a channel id where an event id belongs.
    {
      weight: 1,
      arbitrary: fc.constantFrom(...records.channels, ...records.users, 'x').map(plain),
    },
  );
}

function pathParams(operation: Operation, records: RealRecords) {
  const names = operation.pathParams.map((parameter) => parameter.name);
  const anything = fc.record(Object.fromEntries(names.map((name) => [name, pathValue(records)])));
  const real = realPathParams(operation.path, names, records);
  if (!real) return anything;
  const existing = real.map((values) =>
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, plain(value)])),
  );
  return fc.oneof({ weight: 5, arbitrary: existing }, { weight: 4, arbitrary: anything });
}

/** Query values: arrays become repeated keys, as a client would send them. */
function asQueryValues(value: unknown): Text[] {
  if (Array.isArray(value)) return value.flatMap(asQueryValues);
  if (value instanceof Repeated || typeof value === 'string') return [value];
  if (value === undefined) return [];
  return [typeof value === 'object' ? JSON.stringify(value) : String(value)];
}

function query(operation: Operation, hints: Hints): fc.Arbitrary<[string, UrlPart][]> {
  const declared = operation.query.map((parameter) => {
    const value = fc
      .oneof(
        { weight: 5, arbitrary: conforming(parameter.schema, parameter.name, hints) },
        { weight: 3, arbitrary: breaking(parameter.schema, parameter.name, hints) },
      )
      .map((raw) =>
        asQueryValues(raw).map((text): [string, UrlPart] => [parameter.name, plain(text)]),
      );
    return parameter.required ? value : fc.option(value, { nil: [] });
  });
  const names = operation.query.map((parameter) => parameter.name);
  const extras = fc.oneof(
    { weight: 8, arbitrary: fc.constant([] as [string, UrlPart][]) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...names, 'limit', 'cursor'),
          fc.array(fc.constantFrom('1', '', 'x', '-1'), { minLength: 2, maxLength: 4 }),
        )
        .map(([name, values]) => values.map((value): [string, UrlPart] => [name, plain(value)])),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom<[string, string]>(
          ['__proto__', 'x'],
          ['constructor', 'x'],
          ['a[b]', 'c'],
          ['', 'v'],
          ['x', ''],
          ['isAdmin', 'true'],
        )
        .map(([name, value]): [string, UrlPart][] => [[name, plain(value)]]),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(rawGarbage, rawGarbage)
        .map(([name, value]): [string, UrlPart][] => [[name, { value, raw: true }]]),
    },
    {
      weight: 1,
      // A huge query string: one enormous value, or thousands of keys.
      arbitrary: fc.constantFrom<[string, UrlPart][]>(
        [['q', plain(repeated('a', 100_000))]],
        Array.from({ length: 3_000 }, (_, index): [string, UrlPart] => [`k${index}`, plain('v')]),
        Array.from({ length: 2_000 }, (): [string, UrlPart] => [names[0] ?? 'limit', plain('1')]),
      ),
    },
  );
  return fc
    .tuple(fc.tuple(...declared), extras)
    .map(([parts, extra]) => [...parts.flat(), ...extra]);
}

function body(operation: Operation, records: RealRecords, hints: Hints): fc.Arbitrary<BodySpec> {
  const none = fc.constant<BodySpec>({ kind: 'none' });
  if (operation.key === 'POST /api/profile/picture')
    return fc.oneof(
      { weight: 8, arbitrary: multipartBodies },
      { weight: 2, arbitrary: malformedBody },
      { weight: 1, arbitrary: none },
    );
  if (operation.key === 'POST /donate/webhook')
    return fc.oneof(
      { weight: 8, arbitrary: webhookBodies(records) },
      { weight: 2, arbitrary: malformedBody },
      { weight: 1, arbitrary: none },
    );
  if (operation.body) {
    const json = bodyValue(operation.body, hints).map((value): BodySpec => ({
      kind: 'json',
      value,
      contentType: 'application/json',
    }));
    return fc.oneof(
      { weight: 30, arbitrary: json },
      { weight: 8, arbitrary: malformedBody },
      { weight: 3, arbitrary: none },
      { weight: 1, arbitrary: oversizedBody },
    );
  }
  return fc.oneof(
    { weight: 20, arbitrary: none },
    { weight: 3, arbitrary: malformedBody },
    { weight: operation.method === 'GET' ? 0 : 1, arbitrary: oversizedBody },
  );
}

/** Every kind of request the fuzzer sends to one route, as one caller. */
export function recipes(
  operation: Operation,
  caller: Caller,
  records: RealRecords,
  hints: Hints,
): fc.Arbitrary<Recipe> {
  const auth =
    caller === 'visitor'
      ? fc.oneof(
          { weight: 9, arbitrary: fc.constant('none') },
          { weight: 1, arbitrary: garbageAuthorization },
        )
      : fc.oneof(
          { weight: 12, arbitrary: fc.constant('session') },
          { weight: 1, arbitrary: garbageAuthorization },
        );
  return fc.record({
    route: fc.constant(operation.key),
    method: fc.constant(operation.method),
    template: fc.constant(operation.path),
    params: pathParams(operation, records),
    query: query(operation, hints),
    body: body(operation, records, hints),
    auth,
    headers: oddHeaders,
    address: clientAddress,
    copies: operation.changesData
      ? fc.oneof(
          { weight: 12, arbitrary: fc.constant(1) },
          { weight: 1, arbitrary: fc.constant(3) },
        )
      : fc.constant(1),
  });
}

const anyMethods: AnyMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

/** Ways to miss every route: a near-miss path, a different case, doubled or odd segments. */
const strayPaths = (template: string) =>
  fc.constantFrom(
    template,
    `${template}/x`,
    `${template}/`,
    template.toUpperCase(),
    template.replace('/api/', '/api//'),
    template.replace(/\/[^/]*$/, '/%ZZ'),
    `${template}.json`,
    '/api',
    '/api/',
    '/api/%E0%A4%A',
    '/api/../api/events',
    '/donate/',
    // Routes outside the document: uploaded pictures, the docs' own files, the web app.
    '/uploads/x.png',
    '/uploads/..%2f..%2fetc%2fpasswd',
    '/uploads/%00.png',
    '/uploads/%E0%A4%A',
    `/uploads/${'a'.repeat(300)}.png`,
    '/api/docs/static/..%2f..%2fpackage.json',
    '/api/docs/json?x=%zz',
    '/index.html',
    '/event-details/%ZZ',
    '/assets/..%2f..%2fserver.js',
  );

/**
 * Requests for routes the API document does not have: a documented path with a method it does not
 * declare (HEAD and OPTIONS included), or a path that misses. Refusals must still be JSON.
 */
export function strayRecipes(
  operations: readonly Operation[],
  caller: Caller,
  records: RealRecords,
  hints: Hints,
): fc.Arbitrary<Recipe> {
  return fc.constantFrom(...operations).chain((operation) => {
    const declared = new Set(
      operations.filter((other) => other.path === operation.path).map((other) => other.method),
    );
    const undeclared = anyMethods.filter((method) => !declared.has(method as never));
    return fc
      .record({
        recipe: recipes(operation, caller, records, hints),
        method: fc.constantFrom(...undeclared, ...anyMethods),
        template: strayPaths(operation.path),
      })
      .map(({ recipe, method, template }) => ({
        ...recipe,
        route: '(not in the API document)',
        method,
        template,
        copies: 1,
      }));
  });
}
