import { describe, expect, it } from 'vitest';
import { useLanguageInTest } from '../../../testing/language';
import { formatPostDate, formatPostTime } from './format-post-time';

const now = new Date('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('formatPostTime', () => {
  it('says how long ago a recent post was written', () => {
    expect(formatPostTime(ago(20_000), now)).toBe('just now');
    expect(formatPostTime(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(formatPostTime(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(formatPostTime(ago(26 * 3_600_000), now)).toBe('yesterday');
    expect(formatPostTime(ago(3 * 86_400_000), now)).toBe('3 days ago');
  });

  it('gives the date of a post older than a week, or from the future', () => {
    const old = ago(30 * 86_400_000);
    expect(formatPostTime(old, now)).toBe(formatPostDate(old));
    const future = new Date(now.getTime() + 60_000).toISOString();
    expect(formatPostTime(future, now)).toBe(formatPostDate(future));
  });

  it('shows nothing for a time it cannot read', () => {
    expect(formatPostTime('not a date', now)).toBe('');
  });
});

describe('formatPostTime in Hindi', () => {
  it('says "just now" and how long ago in the active language', async () => {
    await useLanguageInTest('hi');
    expect(formatPostTime(ago(20_000), now)).toBe('अभी-अभी');
    expect(formatPostTime(ago(5 * 60_000), now)).toBe('5 मिनट पहले');
    expect(formatPostTime(ago(26 * 3_600_000), now)).toBe('कल');
    // An older post's date names its month in Hindi too.
    const old = ago(30 * 86_400_000);
    expect(formatPostTime(old, now)).toBe(formatPostDate(old));
    expect(formatPostDate(old)).toMatch(/^8 \S+ 2026, \d\d:\d\d$/);
    expect(formatPostDate(old)).not.toContain('Feb');
  });
});

describe('formatPostTime counts whole units', () => {
  it('says 5 minutes until the sixth has passed, and 1 hour until the second', () => {
    expect(formatPostTime(ago(5 * 60_000 + 50_000), now)).toBe('5 minutes ago');
    expect(formatPostTime(ago(59 * 60_000 + 59_000), now)).toBe('59 minutes ago');
    expect(formatPostTime(ago(119 * 60_000), now)).toBe('1 hour ago');
  });
});
