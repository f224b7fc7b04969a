// One rule for every address a person can type (links, pictures, logos, covers), used by the
// server to refuse and by the web to decide what may become an href or a src. Only http(s)
// reaches a page: javascript:, data:, vbscript:, file: and protocol-relative //host never do.
// No zod here: every page's links go through these checks (ADR 20); the schemas that apply
// them to a field are in address-schemas.ts.

export const URL_MAX = 2000;

export const urlMessages = {
  web: 'Enter a web address starting with http:// or https://',
} as const;

/**
 * Never part of an address we keep: white space and control characters (a browser strips them,
 * which is how "java\tscript:" sneaks through), quotes, angle brackets, backslashes, backticks,
 * and invisible or direction-changing characters that make an address read as another.
 */
const unsafeCharacters = /[\s\p{Cc}"<>\\`\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u;

/**
 * http(s)://host[:port] then a path, query or fragment. The host may not carry a user name or
 * password ("https://bank.example@evil.example" reads as one site and opens another).
 */
const webAddressPattern = /^https?:\/\/(\[[\da-f:.]+\]|[^/?#@:[\]]+)(?::\d{1,5})?(?:[/?#]|$)/i;

/** The host of an absolute http(s) address we accept, else undefined. */
export function webAddressHost(value: string): string | undefined {
  if (unsafeCharacters.test(value)) return undefined;
  return webAddressPattern.exec(value)?.[1];
}

/** An absolute http(s) address with a host and nothing unsafe in it. */
export function isSafeWebAddress(value: string): boolean {
  return webAddressHost(value) !== undefined;
}

/** A path on this site (/uploads/…, /images/…): one leading slash, plain path characters. */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[\w./%~-]+$/.test(value);
}

/** What a picture's `src` may be: an http(s) address or a path on this site. */
export function isSafeImageAddress(value: string): boolean {
  return isSafeWebAddress(value) || isSitePath(value);
}
