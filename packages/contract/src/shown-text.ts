/**
 * Embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069). Shown, they reorder
 * the text around them: U+202E makes "gpj.exe" read "exe.jpg" (issue 21 §6). No language needs
 * them typed into a post (Arabic and Hebrew read right to left by themselves), so they are
 * removed from what people write for others; the marks U+200E and U+200F, which only hint
 * direction, stay.
 */
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g;

export function withoutBidiControls(text: string): string {
  return text.replace(bidiControls, '');
}

/** The same for every string inside a value (a post's versions in other languages). */
export function withoutBidiControlsDeep<T>(value: T): T {
  if (typeof value === 'string') return withoutBidiControls(value) as T;
  if (Array.isArray(value)) return value.map(withoutBidiControlsDeep) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, withoutBidiControlsDeep(child)]),
    ) as T;
  return value;
}

/** A lone surrogate: half of a character, which no encoding can write (invalid Unicode). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isWellFormedText(text: string): boolean {
  return !loneSurrogate.test(text);
}
