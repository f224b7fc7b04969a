import { describe, expect, it } from 'vitest';
import {
  directoryApiQuery,
  filtersFromSearch,
  searchFromFilters,
  withFilter,
} from './directory-query';

const read = (query: string) => filtersFromSearch(new URLSearchParams(query));

describe('directory filters in the address bar', () => {
  it('reads every filter the API takes', () => {
    expect(
      read(
        'q=राहुल&batchFrom=2005&batchTo=2010&city=Pune&country=in&industry=it&skill=React&openTo=mentoring',
      ),
    ).toEqual({
      q: 'राहुल',
      batchFrom: 2005,
      batchTo: 2010,
      city: 'Pune',
      country: 'IN',
      industry: 'it',
      skill: 'React',
      openTo: 'mentoring',
    });
  });

  it('drops what the API would refuse instead of sending it', () => {
    expect(
      read('batch=3000&batchFrom=19x0&country=India&industry=astrology&openTo=dating&q=%20%20'),
    ).toEqual({});
    expect(read('batch=1939')).toEqual({});
    expect(read('batch=1940')).toEqual({ batch: 1940 });
  });

  it('puts a range given backwards the right way round', () => {
    expect(read('batchFrom=2012&batchTo=2004')).toEqual({ batchFrom: 2004, batchTo: 2012 });
  });

  it('writes back what it read, empty values left out', () => {
    const query = 'q=Zo%C3%AB&batch=2009&city=London&openTo=hiring';
    expect(searchFromFilters(read(query)).toString()).toBe(query);
    expect(searchFromFilters({ q: '', city: undefined }).toString()).toBe('');
  });

  it('adds the cursor and page size for the API', () => {
    expect(directoryApiQuery({ city: 'Dubai' }, { cursor: 'abc', limit: 24 })).toBe(
      'city=Dubai&cursor=abc&limit=24',
    );
    expect(directoryApiQuery({}, { cursor: null })).toBe('');
  });

  it('lets a single batch and a range replace each other', () => {
    expect(withFilter({ batch: 2009, city: 'Pune' }, 'batchFrom', 2005)).toEqual({
      batchFrom: 2005,
      city: 'Pune',
    });
    expect(withFilter({ batchFrom: 2005, batchTo: 2010 }, 'batch', 2009)).toEqual({
      batch: 2009,
    });
    expect(withFilter({ city: 'Pune', skill: 'Go' }, 'city', '')).toEqual({ skill: 'Go' });
  });
});
