import { describe, expect, it } from 'vitest';
import { eventInputSchema, eventListQuerySchema, eventSchema } from './events';
import { feedPostInputSchema, feedPostListQuerySchema } from './feed-posts';

const event = {
  title: 'Diwali Mela',
  description: 'Lights, food and music.',
  date: '2026-11-08T10:00:00.000Z',
  location: 'Town hall',
};

describe('event translations', () => {
  it('keeps the versions given, trimmed, and drops blanks and blank languages', () => {
    const parsed = eventInputSchema.parse({
      ...event,
      translations: {
        hi: { title: '  दिवाली मेला ', description: '' },
        gu: { title: '', description: '   ' },
      },
    });
    expect(parsed.translations).toEqual({ hi: { title: 'दिवाली मेला' } });
  });

  it('is optional, and an event without it parses as before', () => {
    expect(eventInputSchema.parse(event).translations).toBeUndefined();
    expect(eventInputSchema.parse({ ...event, translations: {} }).translations).toEqual({});
  });

  it('refuses a language the portal does not speak', () => {
    const result = eventInputSchema.safeParse({
      ...event,
      translations: { fr: { title: 'Fête' } },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['translations', 'fr'],
      message: 'Translations can only be in one of the portal’s languages',
    });
  });

  it('limits each version as its original is limited', () => {
    const long = eventInputSchema.safeParse({
      ...event,
      translations: { gu: { title: 'ક'.repeat(151) } },
    });
    expect(long.error?.issues[0]).toMatchObject({
      path: ['translations', 'gu', 'title'],
      message: 'At most 150 characters',
    });
    const longDescription = eventInputSchema.safeParse({
      ...event,
      translations: { hi: { description: 'क'.repeat(5001) } },
    });
    expect(longDescription.success).toBe(false);
  });

  it('strips unknown fields inside a version', () => {
    const parsed = eventInputSchema.parse({
      ...event,
      translations: { hi: { title: 'मेला', location: 'टाउन हॉल' } },
    });
    expect(parsed.translations).toEqual({ hi: { title: 'मेला' } });
  });

  it('is read back on an event, and may be absent there', () => {
    const read = eventSchema.shape.translations;
    expect(read.parse({ hi: { title: 'मेला' } })).toEqual({ hi: { title: 'मेला' } });
    expect(read.parse(undefined)).toBeUndefined();
    expect(read.safeParse({ xx: { title: 'x' } }).success).toBe(false);
  });
});

describe('feed post translations', () => {
  it('takes a title and content per language', () => {
    const parsed = feedPostInputSchema.parse({
      title: 'Clean-up day',
      content: 'Meet at 9.',
      translations: { gu: { title: 'સફાઈ દિવસ', content: 'સવારે 9 વાગ્યે મળીએ.' }, hi: {} },
    });
    expect(parsed.translations).toEqual({
      gu: { title: 'સફાઈ દિવસ', content: 'સવારે 9 વાગ્યે મળીએ.' },
    });
  });
});

describe('search text', () => {
  it('is trimmed, and blank means no search', () => {
    expect(eventListQuerySchema.parse({ q: '  मेला ' }).q).toBe('मेला');
    expect(eventListQuerySchema.parse({ q: '   ' }).q).toBeUndefined();
    expect(feedPostListQuerySchema.parse({ q: 'સફાઈ' }).q).toBe('સફાઈ');
    expect(feedPostListQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
  });
});
