import { describe, expect, it } from 'vitest';
import { placeLine } from './card-lines';

describe("a card's place line", () => {
  it('names the city and the country in the reader’s language, as far as shown', () => {
    expect(placeLine({ city: 'Pune', country: 'IN' })).toBe('Pune, India');
    expect(placeLine({ country: 'AE' })).toBe('United Arab Emirates');
    expect(placeLine({ city: ' London ' })).toBe('London');
    expect(placeLine({})).toBeUndefined();
  });

  it('says a city-state once', () => {
    expect(placeLine({ city: 'Singapore', country: 'SG' })).toBe('Singapore');
    expect(placeLine({ city: 'singapore', country: 'SG' })).toBe('singapore');
  });
});
