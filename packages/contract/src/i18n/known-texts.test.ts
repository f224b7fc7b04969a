import { describe, expect, it } from 'vitest';
import { fillText, readTemplate } from './fill-text';
import { translatedTexts } from './known-texts';

// A contract text received in English is translated by looking it up (known-texts.ts); texts
// with {arguments} are read back from their filled English and filled in the translation.

const catalogue = {
  'contract.events.notFound': 'कार्यक्रम नहीं मिला।',
  'contract.fields.tooLong': 'अधिक से अधिक {max} अक्षर',
  'contract.score.tooMuch': '{label}: अधिक से अधिक {max}',
  'contract.scoreLabels.runs': 'रन',
  'contract.channels.createdWithId': 'चैनल बन गया! चैनल ID: {id}',
};

describe('contract texts in another language', () => {
  const texts = translatedTexts(catalogue);

  it('finds a fixed text by its English', () => {
    expect(texts.get('Event not found.')).toBe('कार्यक्रम नहीं मिला।');
    expect(texts.get('Nobody wrote this')).toBeUndefined();
  });

  it('reads the values back from a filled template and fills the translation', () => {
    expect(texts.get('At most 80 characters')).toBe('अधिक से अधिक 80 अक्षर');
    expect(texts.get('Channel created successfully! Channel ID: x7k2pq')).toBe(
      'चैनल बन गया! चैनल ID: x7k2pq',
    );
    expect(texts.has('At most characters')).toBe(false);
  });

  it('translates a {label} inside a template, itself a contract text', () => {
    expect(texts.get('Runs is at most 500')).toBe('रन: अधिक से अधिक 500');
  });
});

describe('fillText and readTemplate', () => {
  it('are each other’s inverse for simple arguments', () => {
    const template = '{label} is at most {max}';
    const filled = fillText(template, { label: 'Points for a win', max: 10 });
    expect(filled).toBe('Points for a win is at most 10');
    expect(readTemplate(template)(filled)).toEqual({ label: 'Points for a win', max: '10' });
    expect(readTemplate(template)('Something else')).toBeUndefined();
  });

  it('leaves an argument it was not given as it is', () => {
    expect(fillText('At most {max} characters', {})).toBe('At most {max} characters');
  });
});
