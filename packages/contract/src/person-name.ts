// No zod here: the shared rule, so the web can use it without a schema (ADR 20).

/** Longest name accepted (DESIGN §5.21). */
export const PERSON_NAME_MAX = 100;

/**
 * A person's real name (DESIGN §5.21): letters of any script with their combining marks (which
 * Devanagari, Gujarati and Tamil need), spaces, hyphens, apostrophes (' and ’) and full stops,
 * with at least one letter. The zero-width joiner and non-joiner are allowed too: Indic keyboards
 * put them inside words to pick a conjunct's shape ("क्‍ष"). No digits, no markup.
 */
const personNamePattern = /^(?=.*\p{L})[\p{L}\p{M} '’.\-\u200C\u200D]+$/u;

/** The name as it is checked and stored: NFC, trimmed; otherwise exactly as written. */
export const normalisePersonName = (value: string) => value.normalize('NFC').trim();

export function isPersonName(value: string): boolean {
  const name = normalisePersonName(value);
  return name.length >= 1 && name.length <= PERSON_NAME_MAX && personNamePattern.test(name);
}
