import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { makeAdmin, signUp } from '../../test/accounts';
import { createEvent, eventBody } from '../../test/events';
import { scratchDir } from '../../test/scratch-dirs';
import { useTestApp } from '../../test/test-app';
import { removeUnusedCards } from './card-store';
import { googleEventProblems } from './google-event-rules';

// Issue 40: what link-preview crawlers and search engines read of each public page, from the
// server's HTML alone (no script runs), and the images, sitemap and robots.txt they follow.

/** The built web app's index.html as Vite writes it (what every page starts from). */
function webApp() {
  const dir = scratchDir('portal-previews-web-');
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
      '<meta name="description" content="Events, tournaments, channels and news for our community, in one place." />' +
      '<title>Community Portal</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

const BASE = 'http://portal.test';

interface Head {
  html: string;
  /** property/name → every content given for it. */
  meta: Map<string, string[]>;
  links: { rel: string; hreflang?: string; href: string }[];
  jsonLd: unknown[];
}

const unescape = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

function readHead(html: string): Head {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const meta = new Map<string, string[]>();
  for (const match of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) {
    meta.set(match[1]!, [...(meta.get(match[1]!) ?? []), unescape(match[2]!)]);
  }
  const links = [
    ...head.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)"/g),
  ].map((match) => ({ rel: match[1]!, hreflang: match[2], href: unescape(match[3]!) }));
  const jsonLd = [
    ...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1]!) as unknown);
  return { html, meta, links, jsonLd };
}

describe('link previews, structured data, sitemap and robots (issue 40)', () => {
  // Paid tickets need keys; nothing here pays, so nothing asks Razorpay.
  const ctx = useTestApp(
    {
      RAZORPAY_KEY_ID: 'rzp_test_previews',
      RAZORPAY_KEY_SECRET: 'previews-secret',
      RAZORPAY_WEBHOOK_SECRET: 'previews-webhook',
    },
    { webDistDir: webApp },
  );

  async function page(url: string, headers: Record<string, string> = {}) {
    const response = await ctx.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    return readHead(response.body);
  }

  const one = (head: Head, key: string) => {
    const values = head.meta.get(key) ?? [];
    expect(values, key).toHaveLength(1);
    return values[0]!;
  };

  /** Every tag of the contract, and the image behind og:image: a 1200×630 JPEG under 300 KB. */
  async function expectPreview(url: string, title?: string | RegExp) {
    const head = await page(url);
    for (const key of [
      'og:title',
      'og:description',
      'og:url',
      'og:type',
      'og:site_name',
      'og:locale',
      'og:image',
      'og:image:width',
      'og:image:height',
      'og:image:alt',
    ])
      expect(one(head, key).length, key).toBeGreaterThan(0);
    if (title) expect(one(head, 'og:title')).toMatch(title);
    expect(one(head, 'og:locale')).toBe('en_IN');
    expect(head.meta.get('og:locale:alternate')?.sort()).toEqual(['gu_IN', 'hi_IN']);
    expect(one(head, 'twitter:card')).toBe('summary_large_image');
    expect(one(head, 'og:image:width')).toBe('1200');
    expect(one(head, 'og:image:height')).toBe('630');
    // Canonical and og:url are the page's absolute address; one alternate per language.
    const canonical = head.links.filter((link) => link.rel === 'canonical');
    expect(canonical).toHaveLength(1);
    expect(canonical[0]!.href.startsWith(`${BASE}/`)).toBe(true);
    expect(one(head, 'og:url')).toBe(canonical[0]!.href);
    const alternates = Object.fromEntries(
      head.links
        .filter((link) => link.rel === 'alternate')
        .map((link) => [link.hreflang, link.href]),
    );
    expect(Object.keys(alternates).sort()).toEqual(['en', 'gu', 'hi', 'x-default']);
    expect(alternates.hi).toMatch(/[?&]lang=hi$/);
    expect(alternates['x-default']).toBe(canonical[0]!.href);
    // The image, fetched as a crawler does.
    const image = one(head, 'og:image');
    expect(image.startsWith(`${BASE}/og/`)).toBe(true);
    const answer = await ctx.app.inject({ method: 'GET', url: image.slice(BASE.length) });
    expect(answer.statusCode, image).toBe(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect(answer.headers['cache-control']).toContain('immutable');
    const meta = await sharp(answer.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    expect(answer.rawPayload.length).toBeLessThan(300 * 1024);
    return head;
  }

  let admin: Awaited<ReturnType<typeof signUp>>;
  const events: Record<string, { _id: string }> = {};
  it('sets the scene: an admin, a channel and four kinds of event', async () => {
    admin = await signUp(ctx.app);
    await makeAdmin(ctx.db, admin.id);
    const channel = await ctx.app.inject({
      method: 'POST',
      url: '/api/channels',
      headers: admin.auth,
      payload: {
        name: 'Riverside Cricket Club',
        description: 'Weekend matches for all ages.',
        coverImageUrl: 'https://example.org/club.jpg',
      },
    });
    expect(channel.statusCode, channel.body).toBe(201);
    const channelId = String(channel.json().channel._id);
    events.inPerson = await createEvent(ctx.app, admin.auth, {
      title: 'दिवाली मेला',
      description: 'Lamps, food stalls and music by राहुल शर्मा and જયેશ પટેલ.',
      location: 'Town Hall',
      address: '1 Main Street, Ahmedabad 380001',
      latitude: 23.0225,
      longitude: 72.5714,
      timeZone: 'Asia/Kolkata',
      channelId,
    });
    events.online = await createEvent(ctx.app, admin.auth, {
      title: 'Careers evening with Zoë Ó Briain',
      description: 'An hour online.',
      online: true,
      location: 'Online',
      timeZone: 'Europe/London',
      translations: { hi: { title: 'ज़ोए के साथ करियर संध्या' } },
    });
    events.paid = await createEvent(ctx.app, admin.auth, {
      title: 'Annual gala </script><script>alert(1)</script>',
      description: 'Dinner & dance.',
      capacity: 100,
      ticketTypes: [
        { _id: randomUUID(), name: 'Dinner', price: { amount: 149_900, currency: 'INR' } },
        { _id: randomUUID(), name: 'Student', price: { amount: 50_000, currency: 'INR' } },
      ],
    });
    events.cancelled = await createEvent(ctx.app, admin.auth, {
      title: 'Monsoon walk',
      status: 'cancelled',
    });
    events.channelId = { _id: channelId };
  });

  it('gives the home page, the lists and the other public pages their tags and a drawn card', async () => {
    await expectPreview('/');
    for (const url of [
      '/events',
      '/upcoming-events',
      '/event-calendar',
      '/channels',
      '/about',
      '/team',
      '/login',
    ])
      await expectPreview(url);
  });

  it('gives an event page its own title, description, card and address, and a channel its own', async () => {
    const head = await expectPreview(`/event-details/${events.inPerson!._id}`, 'दिवाली मेला');
    expect(one(head, 'og:description')).toContain('राहुल शर्मा');
    expect(one(head, 'og:url')).toBe(`${BASE}/event-details/${events.inPerson!._id}`);
    expect(one(head, 'og:image')).toContain(`/og/event/${events.inPerson!._id}.jpg`);
    expect(one(head, 'og:image:alt')).toMatch(/दिवाली मेला · .+ IST · Town Hall/);
    // The page's description is the event's too (search results show it).
    expect(head.html).toContain('<meta name="description" content="Lamps, food stalls');
    const channel = await expectPreview(
      `/channel/${events.channelId!._id}`,
      'Riverside Cricket Club',
    );
    expect(one(channel, 'og:description')).toBe('Weekend matches for all ages.');
  });

  it('gives a match page (the tournament’s match center) the event’s card', async () => {
    const head = await expectPreview(`/event-details-tour?event=${events.inPerson!._id}`);
    expect(one(head, 'og:image')).toContain(`/og/event/${events.inPerson!._id}.jpg`);
    expect(one(head, 'og:url')).toBe(`${BASE}/event-details-tour?event=${events.inPerson!._id}`);
  });

  it('answers in the language the address asks for, which is then the canonical address', async () => {
    const head = await page(`/event-details/${events.online!._id}?lang=hi`);
    expect(head.html).toContain('<html lang="hi"');
    expect(one(head, 'og:title')).toBe('ज़ोए के साथ करियर संध्या');
    expect(one(head, 'og:locale')).toBe('hi_IN');
    expect(head.meta.get('og:locale:alternate')?.sort()).toEqual(['en_IN', 'gu_IN']);
    expect(head.links.find((link) => link.rel === 'canonical')?.href).toBe(
      `${BASE}/event-details/${events.online!._id}?lang=hi`,
    );
    const image = one(head, 'og:image');
    expect(image).toContain('lang=hi');
    // A tracking parameter is not part of the page's address.
    const shared = await page(`/event-details/${events.online!._id}?utm_source=whatsapp`);
    expect(shared.links.find((link) => link.rel === 'canonical')?.href).toBe(
      `${BASE}/event-details/${events.online!._id}`,
    );
  });

  it('draws a card once and draws it again when the event changes', async () => {
    const before = one(await page(`/event-details/${events.cancelled!._id}`), 'og:image');
    const first = await ctx.app.inject({ method: 'GET', url: before.slice(BASE.length) });
    const again = await ctx.app.inject({ method: 'GET', url: before.slice(BASE.length) });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const current = await ctx.app.inject({
      method: 'GET',
      url: `/api/events/${events.cancelled!._id}`,
    });
    const update = await ctx.app.inject({
      method: 'PUT',
      url: `/api/events/${events.cancelled!._id}`,
      headers: admin.auth,
      payload: {
        ...eventBody({ title: 'Monsoon walk (called off)', status: 'cancelled' }),
        date: current.json<{ date: string }>().date,
        endDate: current.json<{ endDate: string }>().endDate,
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    const after = one(await page(`/event-details/${events.cancelled!._id}`), 'og:image');
    expect(after).not.toBe(before);
    const redrawn = await ctx.app.inject({ method: 'GET', url: after.slice(BASE.length) });
    expect(redrawn.rawPayload.equals(first.rawPayload)).toBe(false);
  });

  it('removes from the media store the cards nobody asked for in 30 days, and draws one again when asked', async () => {
    const address = one(await page(`/event-details/${events.inPerson!._id}`), 'og:image');
    expect(
      (await ctx.app.inject({ method: 'GET', url: address.slice(BASE.length) })).statusCode,
    ).toBe(200);
    const kept = await ctx.db.execute<{ name: string }>(sql`select name from link_preview_cards`);
    expect(kept.rows.length).toBeGreaterThan(0);
    const storage = ctx.app.media.storage;
    for (const { name } of kept.rows) expect(await storage.get(name), name).toBeDefined();

    // 29 days on, every card stays; 31 days on, every one goes, row and file.
    const day = 86_400_000;
    expect(await removeUnusedCards(ctx.db, storage, new Date(Date.now() + 29 * day))).toBe(0);
    const removed = await removeUnusedCards(ctx.db, storage, new Date(Date.now() + 31 * day));
    expect(removed).toBe(kept.rows.length);
    expect((await ctx.db.execute(sql`select 1 from link_preview_cards`)).rows).toEqual([]);
    for (const { name } of kept.rows) expect(await storage.get(name), name).toBeUndefined();

    // Asked for again, the card is there and noted again.
    const again = await ctx.app.inject({ method: 'GET', url: address.slice(BASE.length) });
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('image/jpeg');
    expect((await ctx.db.execute(sql`select 1 from link_preview_cards`)).rows.length).toBe(1);
  });

  it('uses an uploaded cover, cropped to 1200×630, and an album photo for a page opened on it', async () => {
    const cover = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#2f9e44' },
    })
      .jpeg()
      .toBuffer();
    const boundary = `----portal${randomUUID()}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="c.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
      ),
      cover,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...admin.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const media = uploaded.json<{ _id: string; url: string }>();
    const event = await createEvent(ctx.app, admin.auth, {
      title: 'Sports day',
      imageUrl: media.url,
    });
    const head = await expectPreview(`/event-details/${event._id}`);
    const image = await ctx.app.inject({
      method: 'GET',
      url: one(head, 'og:image').slice(BASE.length),
    });
    // The cover's green, not the drawn card's indigo.
    const { dominant } = await sharp(image.rawPayload).stats();
    expect(dominant.g).toBeGreaterThan(dominant.b);
    // JSON-LD lists the cropped card and the cover itself.
    const ld = head.jsonLd[0] as { image: string[] };
    expect(ld.image).toContain(`${BASE}${media.url}`);

    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/events/${event._id}/photos`,
      headers: admin.auth,
      payload: { mediaId: media._id, caption: 'सुबह का मैच' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const photoId = added.json<{ _id: string }>()._id;
    const photoPage = await expectPreview(`/event-details/${event._id}?photo=${photoId}`);
    expect(one(photoPage, 'og:image')).toContain(`/og/photo/${photoId}.jpg`);
    expect(one(photoPage, 'og:description')).toBe('सुबह का मैच');
    expect(one(photoPage, 'og:url')).toBe(`${BASE}/event-details/${event._id}?photo=${photoId}`);
    // A photo of another event is not this page's.
    const elsewhere = await page(`/event-details/${events.paid!._id}?photo=${photoId}`);
    expect(one(elsewhere, 'og:image')).toContain(`/og/event/${events.paid!._id}.jpg`);
  });

  it('carries one schema.org Event per event page that passes Google’s rules', async () => {
    const read = async (key: string) => {
      const head = await page(`/event-details/${events[key]!._id}`);
      expect(head.jsonLd, key).toHaveLength(1);
      const data = head.jsonLd[0] as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      expect(googleEventProblems(data), key).toEqual([]);
      return { data, html: head.html };
    };
    const inPerson = await read('inPerson');
    expect(inPerson.data.startDate).toMatch(/T\d{2}:\d{2}:\d{2}\+05:30$/);
    expect(inPerson.data.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(inPerson.data.location).toMatchObject({
      '@type': 'Place',
      name: 'Town Hall',
      address: { '@type': 'PostalAddress', streetAddress: '1 Main Street, Ahmedabad 380001' },
      geo: { latitude: 23.0225, longitude: 72.5714 },
    });
    expect(inPerson.data.organizer).toEqual({
      '@type': 'Organization',
      name: 'Riverside Cricket Club',
      url: `${BASE}/channel/${events.channelId!._id}`,
    });
    expect(inPerson.data.offers).toBeUndefined();

    const online = await read('online');
    expect(online.data.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(online.data.location).toEqual({
      '@type': 'VirtualLocation',
      url: `${BASE}/event-details/${events.online!._id}`,
    });
    // London's clock: +00:00 in winter, +01:00 in summer; always an offset, never "Z".
    expect(online.data.startDate).toMatch(/\+0[01]:00$/);

    const paid = await read('paid');
    expect(paid.data.offers).toHaveLength(2);
    expect(paid.data.offers[0]).toMatchObject({
      '@type': 'Offer',
      name: 'Dinner',
      price: '1499.00',
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: `${BASE}/event-details/${events.paid!._id}`,
    });
    expect(paid.data.name).toBe('Annual gala </script><script>alert(1)</script>');
    // The title's "</script>" cannot close the element: no "<" survives inside it.
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(paid.html)![1]!;
    expect(block).not.toContain('<');
    expect(paid.html).not.toContain('<script>alert(1)</script>');

    const cancelled = await read('cancelled');
    expect(cancelled.data.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(inPerson.data.eventStatus).toBe('https://schema.org/EventScheduled');
  });

  it('finds fault with an Event that breaks Google’s rules (the checks can fail)', () => {
    expect(
      googleEventProblems({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: 'x',
        startDate: '2026-12-05',
      }),
    ).toEqual(
      expect.arrayContaining([
        'startDate (required ISO 8601 date-time with offset)',
        'location (required)',
      ]),
    );
  });

  it('gives nothing of a draft away: its page has the site’s tags, and the sitemap leaves it out', async () => {
    const draft = await createEvent(ctx.app, admin.auth, {
      title: 'Secret planning',
      status: 'draft',
    });
    const head = await page(`/event-details/${draft._id}`);
    expect(one(head, 'og:title')).not.toContain('Secret');
    expect(head.jsonLd).toEqual([]);
    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain(draft._id);
  });

  it('lists every public page, event and channel in the sitemap, with lastmod', async () => {
    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const urls = [
      ...sitemap.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g),
    ];
    const locs = urls.map((match) => match[1]);
    for (const path of [
      '/',
      '/events',
      '/upcoming-events',
      '/event-calendar',
      '/channels',
      '/about',
      '/team',
    ])
      expect(locs).toContain(`${BASE}${path}`);
    for (const key of ['inPerson', 'online', 'paid', 'cancelled'])
      expect(locs).toContain(`${BASE}/event-details/${events[key]!._id}`);
    expect(locs).toContain(`${BASE}/channel/${events.channelId!._id}`);
    for (const match of urls) expect(Number.isNaN(Date.parse(match[2] ?? ''))).toBe(false);
    expect(sitemap.body).toContain(
      `<xhtml:link rel="alternate" hreflang="hi" href="${BASE}/event-details/${events.paid!._id}?lang=hi"/>`,
    );
    expect(locs.some((loc) => /\/(login|api|profile|my-tickets)/.test(loc ?? ''))).toBe(false);
  });

  it('points robots at the sitemap and keeps them out of the API and the account pages', async () => {
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    const lines = robots.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    for (const path of ['/api/', '/admin/', '/profile', '/settings', '/my-tickets', '/ticket'])
      expect(lines).toContain(`Disallow: ${path}`);
    // The pages people share stay open to crawlers, and so do their images.
    const disallowed = lines
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice(10));
    for (const open of [
      '/event-details/x',
      '/channels',
      '/channel/x',
      '/events',
      '/og/event/x.jpg',
      '/media/x.jpg',
    ])
      expect(
        disallowed.some((prefix) => open.startsWith(prefix)),
        open,
      ).toBe(false);
  });

  it('says no more than "not found" for an image of nothing', async () => {
    for (const url of [
      '/og/event/nope.jpg',
      '/og/photo/nope.jpg',
      '/og/unknown/site.jpg',
      '/og/event/x',
      `/og/channel/${randomUUID()}.jpg`,
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('serves the web app manifest from the site settings, with icons that exist', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = response.json<Record<string, any>>(); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(manifest).toMatchObject({
      name: 'Community Portal',
      short_name: expect.any(String),
      start_url: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    const purposes = manifest.icons.map(
      (icon: { purpose: string; sizes: string }) => `${icon.sizes} ${icon.purpose}`,
    );
    expect(purposes.sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const file = await ctx.app.inject({ method: 'GET', url: icon.src });
      expect(file.statusCode, icon.src).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      const meta = await sharp(file.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
    // The site's name, as its admin sets it.
    const saved = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/site-settings',
      headers: admin.auth,
    });
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/site-settings',
      headers: admin.auth,
      payload: { ...saved.json<{ settings: object }>().settings, name: 'जयपुर समुदाय मंच और मित्र' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = (await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json<{
      name: string;
      short_name: string;
    }>();
    expect(after.name).toBe('जयपुर समुदाय मंच और मित्र');
    expect([...new Intl.Segmenter().segment(after.short_name)].length).toBeLessThanOrEqual(12);
  });
});
