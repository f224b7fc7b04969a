import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { demoSponsors } from './demo-events';

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
