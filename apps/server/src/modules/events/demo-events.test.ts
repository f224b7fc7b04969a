import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { personTitles } from '@portal/contract';
import { demoPeople } from '../../db/seed/demo-people';
import { daysToNearestDiwali, demoSponsors, demoTitle } from './demo-events';

// The demo logos are the web app's static files, named by number: nothing but this test ties
// "/images/sponsors/sponsor-1.svg" to the sponsor it belongs to. Riverside Sports once showed a
// logo reading "Riverside Bank" (another business), and every other sponsor someone else's.
const publicFolder = new URL('../../../../web/public/', import.meta.url);

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

describe('demo sponsors', () => {
  it.each(demoSponsors.map((sponsor) => [sponsor.name, sponsor.logoUrl] as const))(
    "%s's logo shows its own name",
    async (name, logoUrl) => {
      expect(logoUrl).toMatch(/^\/images\/sponsors\/[\w-]+\.svg$/);
      const svg = await readFile(new URL(`.${logoUrl}`, publicFolder), 'utf8');
      expect(svg).toContain(`<title>${escapeXml(name)} logo</title>`);
      expect(svg.match(/<text[^>]*>([^<]*)<\/text>/)?.[1]).toBe(escapeXml(name));
    },
  );

  it('gives every sponsor a logo of its own', () => {
    const logos = demoSponsors.map((sponsor) => sponsor.logoUrl);
    expect(new Set(logos).size).toBe(logos.length);
  });
});

describe('demo content that looks real (issue 36 §11)', () => {
  it('gives each sponsor a site of its own name, under a domain that can never exist', () => {
    for (const sponsor of demoSponsors) {
      const host = new URL(sponsor.website).hostname;
      expect(host).toMatch(/\.example$/);
      const words = sponsor.name.toLowerCase().replace('é', 'e').split(/\s+/);
      expect(
        words.some((word) => host.includes(word)),
        host,
      ).toBe(true);
    }
  });

  it('gives every demo person a title of their own', () => {
    for (const person of demoPeople) expect(personTitles).toContain(demoTitle(person));
    expect(demoTitle(demoPeople.find((person) => person.email === 'hemlata.desai')!)).toBe('Mrs.');
    // Only a person with no entry falls back to no title at all, never a wrong one.
    const titled = demoPeople.filter((person) => demoTitle(person) !== 'none');
    expect(titled.length).toBeGreaterThan(demoPeople.length / 2);
  });

  it('holds Diwali on Diwali, the one nearest the day of install', () => {
    const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`);
    expect(daysToNearestDiwali(day('2026-11-28'))).toBe(-20); // 8 November 2026
    expect(daysToNearestDiwali(day('2027-06-01'))).toBe(150); // 29 October 2027
    expect(daysToNearestDiwali(day('2027-10-29'))).toBe(0);
  });
});
