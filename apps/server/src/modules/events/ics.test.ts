import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, formatUtc } from './ics';

describe('iCalendar text', () => {
  it('escapes the characters RFC 5545 reserves', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(80)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('writes UTC times in the basic format', () => {
    expect(formatUtc(new Date('2026-12-05T04:30:00.000Z'))).toBe('20261205T043000Z');
  });
});
