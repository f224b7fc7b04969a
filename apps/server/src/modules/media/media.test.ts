import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeAdmin, newAccount, signUp } from '../../test/accounts';
import { eventBody } from '../../test/events';
import { useTestApp } from '../../test/test-app';

type App = ReturnType<typeof useTestApp>['app'];

/** A multipart body with one file in `file` and any text fields. */
function form(file: Buffer, filename: string, type: string, fields: Record<string, string> = {}) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\ncontent-type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(
  app: App,
  auth: Record<string, string> | undefined,
  file: Buffer,
  {
    name = 'photo.jpg',
    type = 'image/jpeg',
    purpose,
  }: { name?: string; type?: string; purpose?: string } = {},
) {
  const body = form(file, name, type, purpose ? { purpose } : {});
  return app.inject({
    method: 'POST',
    url: '/api/media',
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
}

/** A photo as a phone takes it: landscape pixels, turned by its orientation tag, with GPS. */
const phonePhoto = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: '#c0392b' } })
    .withExif({
      IFD0: { Make: 'PortalPhone', Copyright: 'Asha Rao' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 12/1', GPSLongitudeRef: 'E' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

const plainJpeg = (width: number, colour: string) =>
  sharp({ create: { width, height: Math.round(width / 2), channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** Noise does not compress: a photo of about `bytes` bytes. */
const heavyJpeg = (side: number) =>
  sharp(
    Buffer.from(Array.from({ length: side * side * 3 }, () => Math.floor(Math.random() * 256))),
    {
      raw: { width: side, height: side, channels: 3 },
    },
  )
    .jpeg({ quality: 100 })
    .toBuffer();

/** A tiny PNG whose header claims `width` × `height`: decoding it would take gigabytes. */
function pngHeaderOnly(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('media uploads', () => {
  const ctx = useTestApp({ MEDIA_MAX_BYTES: String(2 * 1024 * 1024), MEDIA_DAILY_MB: '3' });
  const fetchMedia = (url: string) => ctx.app.inject({ url });
  const mediaRows = async () =>
    (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from media`)).rows[0]!.n;

  it('refuses a visitor (401) and stores nothing', async () => {
    const response = await upload(ctx.app, undefined, await plainJpeg(100, '#333333'));
    expect(response.statusCode).toBe(401);
    expect(await mediaRows()).toBe(0);
  });

  it('turns a phone photo upright and strips its EXIF and GPS from every variant', async () => {
    const member = await signUp(ctx.app);
    const response = await upload(ctx.app, member.auth, await phonePhoto(), {
      purpose: 'event-photo',
    });
    expect(response.statusCode, response.body).toBe(201);
    const media = response.json();
    expect(media).toMatchObject({ width: 200, height: 400 });
    expect(media.url).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    expect(media.srcset).toBe(`${media.url} 200w`);
    expect(Buffer.from(media.placeholder, 'base64').length).toBeGreaterThan(5);
    const [preview] = (
      await ctx.db.execute<{ name: string }>(sql`select preview->>'name' as name from media`)
    ).rows;
    for (const url of [media.url, `/media/${preview!.name}`]) {
      const file = await fetchMedia(url);
      expect(file.statusCode).toBe(200);
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta).toMatchObject({ width: 200, height: 400 });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(file.rawPayload.includes(Buffer.from('PortalPhone'))).toBe(false);
      expect(file.rawPayload.includes(Buffer.from('Asha Rao'))).toBe(false);
    }
  });

  it('makes WebP variants up to the original width and a JPEG for link previews', async () => {
    const member = await signUp(ctx.app);
    const media = (await upload(ctx.app, member.auth, await plainJpeg(1500, '#2e86de'))).json();
    expect(media.srcset.split(', ').map((entry: string) => entry.split(' ')[1])).toEqual([
      '320w',
      '640w',
      '1280w',
      '1500w',
    ]);
    const served = await fetchMedia(media.url);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    const preview = (
      await ctx.db.execute<{ name: string; width: number }>(
        sql`select preview->>'name' as name, (preview->>'width')::int as width from media where id = ${media._id}`,
      )
    ).rows[0]!;
    expect(preview.width).toBe(1200);
    expect((await fetchMedia(`/media/${preview.name}`)).headers['content-type']).toBe('image/jpeg');
  });

  it('re-encodes a JPEG with HTML appended: the HTML does not survive', async () => {
    const member = await signUp(ctx.app);
    const tainted = Buffer.concat([
      await plainJpeg(300, '#27ae60'),
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const response = await upload(ctx.app, member.auth, tainted);
    expect(response.statusCode).toBe(201);
    const file = await fetchMedia(response.json().url);
    expect(file.rawPayload.includes(Buffer.from('<script'))).toBe(false);
  });

  it('stores the same bytes uploaded twice once', async () => {
    const member = await signUp(ctx.app);
    const photo = await plainJpeg(500, '#8e44ad');
    const first = (await upload(ctx.app, member.auth, photo)).json();
    const before = await mediaRows();
    const second = await upload(ctx.app, member.auth, photo, { name: 'again.jpg' });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first);
    expect(await mediaRows()).toBe(before);
  });

  it.each([
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
    ],
    [
      'an HTML page named .jpg',
      Buffer.from('<!doctype html><title>hi</title>'),
      'x.jpg',
      'image/jpeg',
    ],
    [
      'a PDF',
      Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF'),
      'x.pdf',
      'application/pdf',
    ],
    [
      'a text file named .jpg',
      Buffer.from('just some words, not a photo at all'),
      'x.jpg',
      'image/jpeg',
    ],
    [
      'a HEIC photo',
      Buffer.concat([
        Buffer.from([0, 0, 0, 24]),
        Buffer.from('ftypheic\0\0\0\0mif1heic'),
        Buffer.alloc(64),
      ]),
      'x.heic',
      'image/heic',
    ],
  ])(
    'refuses %s (415) with a clear message and stores nothing',
    async (_label, file, name, type) => {
      const member = await signUp(ctx.app);
      const before = await mediaRows();
      const response = await upload(ctx.app, member.auth, file, { name, type });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toMatch(/JPEG, PNG, WebP, AVIF or GIF/);
      expect(await mediaRows()).toBe(before);
    },
  );

  it('refuses a decompression bomb from its header (422) and a photo cut short (422)', async () => {
    const member = await signUp(ctx.app);
    const bomb = await upload(ctx.app, member.auth, pngHeaderOnly(9_000, 9_000), {
      type: 'image/png',
    });
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json().message).toMatch(/40 megapixels/);
    const wide = await upload(ctx.app, member.auth, pngHeaderOnly(10_001, 10), {
      type: 'image/png',
    });
    expect(wide.statusCode).toBe(422);
    const whole = await heavyJpeg(200);
    const cut = await upload(ctx.app, member.auth, whole.subarray(0, Math.floor(whole.length / 2)));
    expect([415, 422]).toContain(cut.statusCode);
  });

  it('refuses a file over MEDIA_MAX_BYTES (413) in the reader’s language', async () => {
    const member = await signUp(ctx.app);
    const big = Buffer.concat([
      await plainJpeg(100, '#000000'),
      Buffer.alloc(2 * 1024 * 1024 + 10),
    ]);
    const body = form(big, 'big.jpg', 'image/jpeg');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/media',
      payload: body.payload,
      headers: { ...body.headers, ...member.auth, 'accept-language': 'hi' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/[\u0900-\u097F]/);
  });

  it('refuses uploads past a member’s daily quota (429)', async () => {
    const member = await signUp(ctx.app);
    let status = 201;
    for (let i = 0; i < 8 && status === 201; i++)
      status = (await upload(ctx.app, member.auth, await heavyJpeg(700))).statusCode;
    expect(status).toBe(429);
    // Another member is not held back by this one's quota.
    const other = await signUp(ctx.app);
    expect((await upload(ctx.app, other.auth, await plainJpeg(120, '#f1c40f'))).statusCode).toBe(
      201,
    );
  });

  it('never serves a path outside the media folder, encoded or not (404)', async () => {
    for (const url of [
      '/media/..%2f..%2fpackage.json',
      '/media/%2e%2e%2fpostgres.password',
      '/media/..%5c..%5cpackage.json',
      '/media/0123456789abcdef0123456789abcdef.svg',
      '/media/0123456789abcdef0123456789abcdef.webp',
    ]) {
      const response = await fetchMedia(url);
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('removes uploads nothing uses a day after they came, and keeps those in use', async () => {
    const member = await signUp(ctx.app);
    const unused = (await upload(ctx.app, member.auth, await plainJpeg(310, '#16a085'))).json();
    const used = (await upload(ctx.app, member.auth, await plainJpeg(320, '#d35400'))).json();
    await ctx.db.execute(sql`update users set image_url = ${used.url} where id = ${member.id}`);
    await ctx.db.execute(sql`update media set created_at = now() - interval '2 days'`);
    await ctx.app.jobs.send(ctx.db, 'media-cleanup', {});
    await ctx.app.jobs.runQueued(['media-cleanup']);
    expect((await fetchMedia(unused.url)).statusCode).toBe(404);
    const ids = (await ctx.db.execute<{ id: string }>(sql`select id from media`)).rows.map(
      (row) => row.id,
    );
    expect(ids).not.toContain(unused._id);
    expect(ids).toContain(used._id);
    expect((await fetchMedia(used.url)).statusCode).toBe(200);
  });

  it('gives an event whose cover is an upload the cover’s variants and blur', async () => {
    const organiser = await signUp(ctx.app);
    await makeAdmin(ctx.db, organiser.id);
    const cover = (
      await upload(ctx.app, organiser.auth, await plainJpeg(700, '#2980b9'), {
        purpose: 'event-cover',
      })
    ).json();
    const created = async (imageUrl: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: organiser.auth,
        payload: eventBody({ imageUrl }),
      });
      expect(response.statusCode, response.body).toBe(201);
      const id = String(response.json()._id ?? response.json().event?._id);
      return (await ctx.app.inject({ url: `/api/events/${id}` })).json();
    };
    expect((await created(cover.url)).coverPhoto).toEqual({
      srcset: cover.srcset,
      placeholder: cover.placeholder,
      width: cover.width,
      height: cover.height,
    });
    // An outside picture, or a /media/ address that names no stored photo, is drawn as it is.
    expect((await created('https://example.org/cover.jpg')).coverPhoto).toBeNull();
    expect((await created('/media/0123456789abcdef0123456789abcdef.webp')).coverPhoto).toBeNull();
  });

  it('gives one event’s read the variants of its gallery’s uploads, by address', async () => {
    const organiser = await signUp(ctx.app);
    await makeAdmin(ctx.db, organiser.id);
    const shot = (
      await upload(ctx.app, organiser.auth, await plainJpeg(800, '#d35400'), {
        purpose: 'event-photo',
      })
    ).json();
    const odd = `/media/it's "odd".webp`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: organiser.auth,
      payload: eventBody({ images: [shot.url, 'https://example.org/g.jpg'] }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = String(response.json()._id ?? response.json().event?._id);
    const one = (await ctx.app.inject({ url: `/api/events/${id}` })).json();
    expect(one.imagePhotos).toEqual({
      [shot.url]: {
        srcset: shot.srcset,
        placeholder: shot.placeholder,
        width: shot.width,
        height: shot.height,
      },
    });
    // An address that names no stored photo, however it is written, is simply absent.
    const { photoVariantsByAddress } = await import('./repository');
    expect(await photoVariantsByAddress(ctx.db, [odd, '/media/none.webp'])).toEqual({});
  });

  it('gives a channel cover and a feed post image that are uploads their variants, on every read', async () => {
    const admin = await signUp(ctx.app);
    await makeAdmin(ctx.db, admin.id);
    const photo = async (purpose: string, colour: string) =>
      (await upload(ctx.app, admin.auth, await plainJpeg(900, colour), { purpose })).json();
    const variantsOf = (media: Record<string, unknown>) => ({
      srcset: media.srcset,
      placeholder: media.placeholder,
      width: media.width,
      height: media.height,
    });
    const cover = await photo('channel-cover', '#16a085');
    const name = `Photo Walkers ${Math.random()}`;
    const channel = await ctx.app.inject({
      method: 'POST',
      url: '/api/channels',
      headers: admin.auth,
      payload: { name, description: 'Walks with cameras.', coverImageUrl: cover.url },
    });
    expect(channel.statusCode, channel.body).toBe(201);
    const channelId = channel.json().channel._id as string;
    const one = (await ctx.app.inject({ url: `/api/channels/${channelId}` })).json();
    expect(one.coverPhoto ?? one.channel?.coverPhoto).toEqual(variantsOf(cover));
    const listed = (
      await ctx.app.inject({ url: `/api/channels?q=${encodeURIComponent(name)}` })
    ).json() as { _id: string; coverPhoto: unknown }[];
    expect(listed.find((item) => item._id === channelId)?.coverPhoto).toEqual(variantsOf(cover));

    const image = await photo('post', '#8e44ad');
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedposts',
      headers: admin.auth,
      payload: { title: 'Walk photos', content: 'From Sunday.', imageUrl: image.url },
    });
    expect(post.statusCode, post.body).toBe(201);
    const postId = String(post.json()._id ?? post.json().post?._id ?? post.json().feedPost?._id);
    const posts = (await ctx.app.inject({ url: '/api/feedposts' })).json() as {
      _id: string;
      imagePhoto: unknown;
    }[];
    expect(posts.find((item) => item._id === postId)?.imagePhoto).toEqual(variantsOf(image));
    // An outside picture is drawn as it is.
    const outside = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedposts',
      headers: admin.auth,
      payload: { title: 'Elsewhere', content: 'A link.', imageUrl: 'https://example.org/p.jpg' },
    });
    expect(outside.statusCode, outside.body).toBe(201);
    const outsideId = String(outside.json()._id ?? outside.json().post?._id);
    const again = (await ctx.app.inject({ url: '/api/feedposts' })).json() as typeof posts;
    expect(again.find((item) => item._id === outsideId)?.imagePhoto).toBeNull();
  });

  describe('event albums', () => {
    async function eventOfOwnChannel() {
      const owner = await signUp(ctx.app);
      const channel = await ctx.app.inject({
        method: 'POST',
        url: '/api/channels',
        headers: owner.auth,
        payload: {
          name: `Album Club ${Math.random()}`,
          description: 'Photos of our days.',
          coverImageUrl: 'https://example.org/cover.jpg',
        },
      });
      expect(channel.statusCode, channel.body).toBe(201);
      const channelId = channel.json().channel._id;
      const event = await ctx.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: owner.auth,
        payload: eventBody({ channelId }),
      });
      expect(event.statusCode, event.body).toBe(201);
      return { owner, eventId: String(event.json()._id ?? event.json().event?._id) };
    }

    it('lets members add photos, everyone see them, and only the author, the managers or an admin remove one', async () => {
      const { owner, eventId } = await eventOfOwnChannel();
      const author = await signUp(ctx.app);
      const other = await signUp(ctx.app);
      const admin = await signUp(ctx.app);
      await makeAdmin(ctx.db, admin.id);
      const photos = [];
      for (const colour of ['#1abc9c', '#9b59b6', '#34495e']) {
        const media = (await upload(ctx.app, author.auth, await plainJpeg(330, colour))).json();
        const added = await ctx.app.inject({
          method: 'POST',
          url: `/api/events/${eventId}/photos`,
          headers: author.auth,
          payload: { mediaId: media._id, caption: 'सुबह का मैच' },
        });
        expect(added.statusCode, added.body).toBe(201);
        photos.push(added.json());
      }
      expect(photos[0]).toMatchObject({ caption: 'सुबह का मैच', by: { _id: author.id } });
      // Nobody posts another member's upload, and a visitor posts nothing.
      const othersMedia = (
        await upload(ctx.app, other.auth, await plainJpeg(340, '#e74c3c'))
      ).json();
      const stolen = await ctx.app.inject({
        method: 'POST',
        url: `/api/events/${eventId}/photos`,
        headers: author.auth,
        payload: { mediaId: othersMedia._id },
      });
      expect(stolen.statusCode).toBe(400);
      const visitorAdd = await ctx.app.inject({
        method: 'POST',
        url: `/api/events/${eventId}/photos`,
        payload: { mediaId: othersMedia._id },
      });
      expect(visitorAdd.statusCode).toBe(401);

      const page = await ctx.app.inject({ url: `/api/events/${eventId}/photos?limit=2` });
      expect(page.statusCode).toBe(200);
      expect(page.json().items.map((item: { _id: string }) => item._id)).toEqual([
        photos[2]._id,
        photos[1]._id,
      ]);
      // Every page carries the album's size, for the viewer's "3 of 41".
      expect(page.json().total).toBe(3);
      const next = await ctx.app.inject({
        url: `/api/events/${eventId}/photos?limit=2&cursor=${page.json().nextCursor}`,
      });
      expect(next.json()).toMatchObject({
        items: [{ _id: photos[0]._id }],
        nextCursor: null,
        total: 3,
      });
      expect(
        (await ctx.app.inject({ url: `/api/events/${eventId}/photos?cursor=nonsense` })).statusCode,
      ).toBe(400);

      const remove = (photo: { _id: string }, auth?: Record<string, string>) =>
        ctx.app.inject({
          method: 'DELETE',
          url: `/api/events/${eventId}/photos/${photo._id}`,
          headers: auth,
        });
      expect((await remove(photos[0], undefined)).statusCode).toBe(401);
      expect((await remove(photos[0], other.auth)).statusCode).toBe(403);
      expect((await remove(photos[0], author.auth)).statusCode).toBe(200);
      expect((await remove(photos[1], owner.auth)).statusCode).toBe(200);
      expect((await remove(photos[2], admin.auth)).statusCode).toBe(200);
      expect((await remove(photos[2], admin.auth)).statusCode).toBe(404);
    });

    it('lists reported photos for the managers only, who hide or keep them', async () => {
      const { owner, eventId } = await eventOfOwnChannel();
      const author = await signUp(ctx.app, newAccount({ name: 'જયેશ પટેલ' }));
      const reporter = await signUp(
        ctx.app,
        newAccount({ name: 'Zoë Ó Briain', mobile: '+353 85 123 4567' }),
      );
      const admin = await signUp(ctx.app, newAccount({ name: '李小龍', mobile: '+852 5123 4567' }));
      await makeAdmin(ctx.db, admin.id);
      const media = (await upload(ctx.app, author.auth, await plainJpeg(350, '#7f8c8d'))).json();
      const photo = (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/events/${eventId}/photos`,
          headers: author.auth,
          payload: { mediaId: media._id },
        })
      ).json();
      const report = () =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/events/${eventId}/photos/${photo._id}/report`,
          headers: reporter.auth,
        });
      expect((await report()).statusCode).toBe(200);
      expect((await report()).statusCode).toBe(200); // once per member
      const visitorReport = await ctx.app.inject({
        method: 'POST',
        url: `/api/events/${eventId}/photos/${photo._id}/report`,
      });
      expect(visitorReport.statusCode).toBe(401);
      const reported = (auth?: Record<string, string>) =>
        ctx.app.inject({ url: `/api/events/${eventId}/photos/reported`, headers: auth });
      expect((await reported()).statusCode).toBe(401);
      expect((await reported(reporter.auth)).statusCode).toBe(403);
      const list = await reported(owner.auth);
      expect(list.json().items).toEqual([
        expect.objectContaining({
          _id: photo._id,
          reports: 1,
          hidden: false,
          by: { _id: author.id, name: 'જયેશ પટેલ' },
        }),
      ]);
      // A site admin moderates every event's album, channel or not.
      expect((await reported(admin.auth)).json().items).toHaveLength(1);

      const moderate = (action: string, auth?: Record<string, string>) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/events/${eventId}/photos/${photo._id}/moderate`,
          headers: auth,
          payload: { action },
        });
      expect((await moderate('hide')).statusCode).toBe(401);
      expect((await moderate('hide', reporter.auth)).statusCode).toBe(403);
      expect((await moderate('hide', author.auth)).statusCode).toBe(403);
      const unknown = await moderate('delete', owner.auth);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fields).toHaveProperty('action');
      expect((await moderate('hide', owner.auth)).statusCode).toBe(200);
      const publicAlbum = await ctx.app.inject({ url: `/api/events/${eventId}/photos` });
      expect(publicAlbum.json()).toMatchObject({ items: [], total: 0 });
      const managersAlbum = await ctx.app.inject({
        url: `/api/events/${eventId}/photos`,
        headers: owner.auth,
      });
      expect(managersAlbum.json().items).toEqual([expect.objectContaining({ hidden: true })]);
      expect(managersAlbum.json().total).toBe(1);
      expect((await reported(owner.auth)).json().items).toEqual([
        expect.objectContaining({ _id: photo._id, hidden: true }),
      ]);
      expect((await moderate('keep', admin.auth)).statusCode).toBe(200);
      expect((await reported(owner.auth)).json().items).toEqual([]);
      expect(
        (await ctx.app.inject({ url: `/api/events/${eventId}/photos` })).json().items,
      ).toHaveLength(1);
    });
  });
});
