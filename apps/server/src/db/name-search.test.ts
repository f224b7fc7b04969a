import { describe, expect, it } from 'vitest';
import { nameSearchKey, searchText, withNameSearch } from './name-search';

// Whether a search finds a name the way the directory's SQL does: the query's text inside the key.
const finds = (query: string, name: string) => nameSearchKey(name).includes(searchText(query));

describe('the name search key', () => {
  it.each([
    ['rahul', 'राहुल शर्मा'],
    ['rahul sharma', 'राहुल शर्मा'],
    ['Sharma', 'राहुल शर्मा'],
    ['jayesh', 'જયેશ પટેલ'],
    ['jayesh patel', 'जयेश पटेल'],
    ['patel', 'જયેશ પટેલ'],
    ['zoe', 'Zoë Ó Briain'],
    ['ZOË', 'Zoë Ó Briain'],
    ['o briain', 'Zoë Ó Briain'],
    ['小龍', '李小龍'],
    ['narendra', 'नरेन्द्र मोदी'],
    ['arvind', 'अरविन्द'],
    ['aravind', 'अरविन्द'],
    ['lakshmi', 'લક્ષ્મી'],
    ['shrinivas', 'श्रीनिवास'],
    ['chhagan', 'છગન'],
    ['ankit', 'अंकित'],
    // A query in one Indic script finds the name written in the other, or in Latin letters.
    ['जयेश', 'જયેશ પટેલ'],
    ['રાહુલ', 'Rahul Verma'],
    ['राहु', 'राहुल शर्मा'],
  ])('"%s" finds "%s"', (query, name) => {
    expect(finds(query, name)).toBe(true);
  });

  it.each([
    ['rahul', 'जयेश पटेल'],
    ['zoe', 'Zeo Park'],
    ['jayesh', 'Jay Shah'],
  ])('"%s" does not find "%s"', (query, name) => {
    expect(finds(query, name)).toBe(false);
  });

  it('keeps the name as written (folded) first, then its Latin readings', () => {
    expect(nameSearchKey('राहुल शर्मा')).toBe('राहुल शर्मा | rahul sharma');
    expect(nameSearchKey('  Zoë   Ó Briain ')).toBe('zoe o briain');
    expect(nameSearchKey('अरविन्द')).toBe('अरविन्द | aravinda | arvind');
    expect(nameSearchKey('नरेन्द्र')).toBe('नरेन्द्र | narendra | narendr');
  });

  it('is written beside a name and left out when no name is written', () => {
    expect(withNameSearch({ name: 'जयेश पटेल', city: 'Surat' })).toEqual({
      name: 'जयेश पटेल',
      city: 'Surat',
      nameSearch: 'जयेश पटेल | jayesh patel',
    });
    const noName: { name?: string; city: string } = { city: 'Surat' };
    expect(withNameSearch(noName)).toEqual({ city: 'Surat' });
  });
});
