// Formats a message compiled at build time (FormatJS's ICU AST, made by
// build/precompile-messages.ts with @formatjs/icu-messageformat-parser). The browser needs only
// this evaluator, not the parser nor intl-messageformat (2.7 KB on every first visit, which the
// 200 KB budget could not spare, ADR 24): literals, arguments, numbers, dates, selects, plurals
// (with offsets, exact matches and #) and tags, whose content is kept as text.

/** The element kinds of FormatJS's AST (`TYPE` in @formatjs/icu-messageformat-parser). */
const Kind = {
  literal: 0,
  argument: 1,
  number: 2,
  date: 3,
  time: 4,
  select: 5,
  plural: 6,
  pound: 7,
  tag: 8,
} as const;

interface Element {
  type: (typeof Kind)[keyof typeof Kind];
  value: string;
  options?: Record<string, { value: Element[] }>;
  offset?: number;
  pluralType?: 'cardinal' | 'ordinal';
  children?: Element[];
}

type Values = Record<string, unknown>;

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function formatNumber(locale: string, value: number): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}

function pluralCategory(locale: string, type: 'cardinal' | 'ordinal', value: number): string {
  const key = `${locale}|${type}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules.select(value);
}

function format(elements: Element[], locale: string, values: Values, pound?: number): string {
  let out = '';
  for (const element of elements) {
    const value = values[element.value];
    switch (element.type) {
      case Kind.literal:
        out += element.value;
        break;
      case Kind.argument:
        out += value === undefined || value === null ? '' : String(value);
        break;
      case Kind.number:
        out += formatNumber(locale, Number(value));
        break;
      case Kind.date:
      case Kind.time:
        out += new Intl.DateTimeFormat(
          locale,
          element.type === Kind.date ? { dateStyle: 'medium' } : { timeStyle: 'short' },
        ).format(value instanceof Date ? value : new Date(value as string));
        break;
      case Kind.pound:
        out += pound === undefined ? '#' : formatNumber(locale, pound);
        break;
      case Kind.tag:
        out += format(element.children ?? [], locale, values, pound);
        break;
      case Kind.select: {
        const options = element.options ?? {};
        const chosen = options[String(value)] ?? options.other;
        out += chosen ? format(chosen.value, locale, values, pound) : '';
        break;
      }
      case Kind.plural: {
        const options = element.options ?? {};
        const count = Number(value) - (element.offset ?? 0);
        const chosen =
          options[`=${Number(value)}`] ??
          options[pluralCategory(locale, element.pluralType ?? 'cardinal', count)] ??
          options.other;
        out += chosen ? format(chosen.value, locale, values, count) : '';
        break;
      }
    }
  }
  return out;
}

/** A compiled message with its values, in `locale`. */
export function formatCompiled(compiled: readonly unknown[], locale: string, values: Values = {}) {
  return format(compiled as Element[], locale, values);
}
