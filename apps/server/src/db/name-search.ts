import Sanscript from '@indic-transliteration/sanscript';

// The name's search key (users.name_search, ADR 51): what the directory's `q` is matched against
// with pg_trgm, so "rahul" finds "राहुल शर्मा", "jayesh" finds "જયેશ પટેલ" and "zoe" finds "Zoë".
// Lower-cased, Latin accents removed, and each Devanagari or Gujarati word also in Latin letters
// as people write Indian names: IAST, then ś/ṣ → sh, ṃ → n, c → ch…, without the inherent "a"
// a word ends in (राहुल is "rahul", not "rahula"). Where the spoken name drops an inner "a" too
// (अरविन्द: "arvind"), that spelling is kept beside the fuller one, so either finds them.

const scripts = [
  { name: 'devanagari', block: /[\u0900-\u097F]/, consonant: /[\u0915-\u0939\u0958-\u095F]/ },
  { name: 'gujarati', block: /[\u0A80-\u0AFF]/, consonant: /[\u0A95-\u0AB9]/ },
] as const;
type Script = (typeof scripts)[number];

const VIRAMA: Record<Script['name'], string> = { devanagari: '\u094D', gujarati: '\u0ACD' };
// The nukta (ज़, ફ़) has no place in IAST; the letter without it is how the name is spelt in Latin.
const NUKTA = /[\u093C\u0ABC]/g;

/** IAST → the spelling Indian names take in Latin letters; accents go afterwards. */
const popular: [RegExp, string][] = [
  [/c/g, 'ch'], // च is "ch"; IAST "ch" (छ) becomes "chh"
  [/[śṣ]/g, 'sh'],
  [/[ṛṝ]/g, 'ri'],
  [/[ṃṅñṇ]/g, 'n'],
  [/ḥ/g, 'h'],
];

/** Latin accents off ("Zoë" → "zoe", "Ó Briain" → "o briain"); other scripts' marks stay. */
export function foldLatin(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase();
}

const scriptOf = (word: string) => scripts.find((script) => script.block.test(word));

/** Whether the word's last letter is a consonant carrying its inherent "a" (no sign after it). */
// After a conjunct the "a" is often said (नरेन्द्र: "narendra") and often not (अरविन्द:
// "arvind"): the fuller reading keeps it, the spoken one drops it.
const endsBare = (word: string, script: Script, afterConjunct: boolean) =>
  script.consonant.test(word.slice(-1)) &&
  (afterConjunct || word.slice(-2, -1) !== VIRAMA[script.name]);

/**
 * The same word with the inner inherent "a" Hindi and Gujarati do not say: a bare consonant
 * between a vowel-bearing syllable and a consonant that carries a vowel (अरविन्द → अर्विन्द).
 */
function withoutInnerSchwa(word: string, script: Script): string {
  const chars = [...word];
  const bare = (index: number) =>
    script.consonant.test(chars[index] ?? '') &&
    (chars[index + 1] === undefined || !/[\p{M}]/u.test(chars[index + 1]!));
  const out: string[] = [];
  for (let index = 0; index < chars.length; index += 1) {
    out.push(chars[index]!);
    const next = chars[index + 1];
    if (
      index > 0 &&
      bare(index) &&
      next !== undefined &&
      script.consonant.test(next) &&
      // The next consonant says a vowel (a sign, or its own "a" when it is not the last letter).
      chars[index + 2] !== VIRAMA[script.name] &&
      index + 2 < chars.length &&
      // The syllable before ends in a vowel: not already a cluster.
      chars[index - 1] !== VIRAMA[script.name]
    )
      out.push(VIRAMA[script.name]);
  }
  return out.join('');
}

function latin(word: string, script: Script, spoken: boolean): string {
  let text = Sanscript.t(word, script.name, 'iast');
  for (const [pattern, replacement] of popular) text = text.replace(pattern, replacement);
  text = foldLatin(text);
  return endsBare(word, script, spoken) ? text.replace(/a$/, '') : text;
}

/** The Latin readings of one Indic word: the fuller one first, then the spoken one if it differs. */
function readings(word: string, script: Script): string[] {
  const clean = word.replace(NUKTA, '');
  const full = latin(clean, script, false);
  const spoken = latin(withoutInnerSchwa(clean, script), script, true);
  return spoken === full ? [full] : [full, spoken];
}

/** Each Indic word of `text` in Latin letters; other words as they are (folded). */
function transliterate(text: string, pick: (options: string[]) => string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const script = scriptOf(word);
      return script ? pick(readings(word, script)) : foldLatin(word);
    })
    .join(' ');
}

const hasIndic = (text: string) => scripts.some((script) => script.block.test(text));

/**
 * users.name_search for a name: the name folded, then (for a name in Devanagari or Gujarati) its
 * Latin reading, then the spoken reading where that differs. Written with every name.
 */
export function nameSearchKey(name: string): string {
  const trimmed = name.normalize('NFC').trim();
  const forms = [foldLatin(trimmed).replace(/\s+/g, ' ')];
  if (hasIndic(trimmed)) {
    forms.push(transliterate(trimmed, (options) => options[0]!));
    forms.push(transliterate(trimmed, (options) => options[options.length - 1]!));
  }
  return [...new Set(forms)].join(' | ');
}

/**
 * What a search text is matched as: folded the same way; a query typed in Devanagari or Gujarati
 * is read in Latin letters (its fuller reading), so it finds the name in any of the three.
 */
export function searchText(query: string): string {
  const trimmed = query.normalize('NFC').trim().replace(/\s+/g, ' ');
  return hasIndic(trimmed) ? transliterate(trimmed, (options) => options[0]!) : foldLatin(trimmed);
}

/** The row's name and its search key, for every insert or update that writes a name. */
export function withNameSearch<T extends { name?: string | undefined }>(
  values: T,
): T & { nameSearch?: string } {
  return values.name === undefined ? values : { ...values, nameSearch: nameSearchKey(values.name) };
}
