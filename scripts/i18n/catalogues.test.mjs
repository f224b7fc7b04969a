// The guard DESIGN §7 asks for: every message the code declares has a translation in every
// catalogue, with the same ICU arguments (a translation cannot drop `{count}` or invent `{n}`),
// and no catalogue keeps a message the code no longer has.
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { contractTexts } from '../../packages/contract/src/i18n/known-texts.ts';
import { catalogueLanguages, declaredMessages, readCatalogue } from './messages.mjs';

/** The arguments a message uses, as "name:kind", including those inside plurals and selects. */
function argumentsOf(message) {
  const found = new Set();
  const walk = (elements) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      found.add(`${element.value}:${element.type}`);
      if (element.options) for (const option of Object.values(element.options)) walk(option.value);
      if (element.children) walk(element.children);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

const { messages, problems } = declaredMessages();
const english = new Map([...messages].map(([id, { text }]) => [id, text]));
for (const [id, text] of contractTexts()) english.set(id, text);

describe('message catalogues', () => {
  it('reads every declared message', () => {
    expect(problems).toEqual([]);
    expect(english.size).toBeGreaterThan(0);
  });

  it('has English that parses as ICU', () => {
    const broken = [...english].filter(([, text]) => {
      try {
        parse(text);
        return false;
      } catch {
        return true;
      }
    });
    expect(broken).toEqual([]);
  });

  describe.each(catalogueLanguages())('%s', (language) => {
    const catalogue = readCatalogue(language);
    it('translates every message', () => {
      expect([...english.keys()].filter((id) => typeof catalogue[id] !== 'string')).toEqual([]);
    });
    it('keeps no message the code no longer has', () => {
      expect(Object.keys(catalogue).filter((id) => !english.has(id))).toEqual([]);
    });
    it('uses the same ICU arguments as the English', () => {
      const differing = [...english]
        .filter(([id]) => typeof catalogue[id] === 'string')
        .flatMap(([id, text]) => {
          let theirs;
          try {
            theirs = argumentsOf(catalogue[id]);
          } catch (error) {
            return [`${id}: ${error.message}`];
          }
          const ours = argumentsOf(text);
          return JSON.stringify(ours) === JSON.stringify(theirs)
            ? []
            : [`${id}: ${ours.join(',')} ≠ ${theirs.join(',')}`];
        });
      expect(differing).toEqual([]);
    });
  });
});
