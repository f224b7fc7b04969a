import { readdir } from 'node:fs/promises';
import net from 'node:net';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { multipartFile, pictures, pngChunk, pngWith, scriptMarkup } from '../../test/pictures';
import { englishOf } from '../../i18n/server-text';
import { useTestApp } from '../../test/test-app';
import { mediaTexts } from '../media/messages';
import { uploadTexts } from './picture-upload';

/**
 * Sends raw bytes on one connection and answers what came back once the server closes it or
 * stops answering (the tests that lie about Content-Length need a real socket: inject sets it).
 */
function rawExchange(port: number, chunks: (string | Buffer)[], { hangUp = false } = {}) {
  return new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(done, 8_000);
    socket.on('data', (data) => {
      answer += data.toString('latin1');
      // One answer is all we wait for.
      if (/\r\n\r\n[\s\S]*\}$/.test(answer)) done();
    });
    socket.on('close', done).on('error', done);
    for (const chunk of chunks) socket.write(chunk);
    if (hangUp) socket.destroy();
  });
}

describe('profile picture upload', () => {
  const ctx = useTestApp();
  let port = 0;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => ctx.app.server.closeAllConnections());

  const stored = () => readdir(ctx.app.config.uploadsDir).catch(() => [] as string[]);
  const imageUrlOf = async (auth: Record<string, string>) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/profile/profile', headers: auth })).json()
      .imageUrl as string | null;
  const upload = (auth: Record<string, string>, form: ReturnType<typeof multipartFile>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/profile/picture',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
  const head = (auth: Record<string, string>, length: number, boundary: string) =>
    `POST /api/profile/picture HTTP/1.1\r\nHost: portal.test\r\nAuthorization: ${auth.authorization}\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n`;

  it('stores a picture through the photo pipeline and serves it re-encoded under a sandbox', async () => {
    const account = await signUp(ctx.app);
    for (const [kind, name] of [
      ['jpeg', 'me.jpg'],
      ['webp', 'me.webp'],
      ['png', 'me.png'],
    ] as const) {
      const response = await upload(
        account.auth,
        multipartFile(pictures[kind], name, `image/${kind}`),
      );
      expect(response.statusCode, response.body).toBe(200);
    }
    const imageUrl = (await imageUrlOf(account.auth))!;
    expect(imageUrl).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    const served = await ctx.app.inject({ method: 'GET', url: imageUrl });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');

    // A client sends the profile back as it read it, picture and all.
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/profile/profile',
      headers: account.auth,
    });
    const { name, email, mobile, imageUrl: picture } = read.json();
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/profile',
      headers: account.auth,
      payload: { name, email, mobile, imageUrl: picture },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await imageUrlOf(account.auth)).toBe(imageUrl);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/profile/picture',
      headers: account.auth,
    });
    expect(removed.json().imageUrl).toBeNull();
  });

  it.each([
    ['HTML named .png', Buffer.from(scriptMarkup), 'evil.png', 'image/png'],
    [
      'SVG with a script named .png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'evil.png',
      'image/png',
    ],
    ['an honest SVG', Buffer.from('<svg onload="alert(1)"/>'), 'a.svg', 'image/svg+xml'],
  ])(
    'refuses %s (415) with a clear message and stores nothing',
    async (_label, content, name, type) => {
      const account = await signUp(ctx.app);
      const response = await upload(account.auth, multipartFile(content, name, type));
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe(englishOf(mediaTexts.unsupported));
      expect(await imageUrlOf(account.auth)).toBeNull();
    },
  );

  it.each([
    ['a JPEG that says it is a PNG', pictures.jpeg, 'me.png', 'image/png'],
    [
      'a PNG with HTML after its end',
      Buffer.concat([pictures.png, Buffer.from(scriptMarkup)]),
      'poly.png',
      'image/png',
    ],
    [
      'a PNG with a script in a text chunk',
      pngWith(pngChunk('tEXt', Buffer.from(`Comment\0${scriptMarkup}`))),
      'poly.png',
      'image/png',
    ],
  ])(
    'takes %s as the picture it is: re-encoded, nothing else of the file kept',
    async (_label, content, name, type) => {
      const account = await signUp(ctx.app);
      const response = await upload(account.auth, multipartFile(content, name, type));
      expect(response.statusCode, response.body).toBe(200);
      const served = await ctx.app.inject({ method: 'GET', url: response.json().imageUrl });
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    },
  );

  it('refuses a form with no boundary or another one than its body uses (400, not a 500)', async () => {
    const account = await signUp(ctx.app);
    const form = multipartFile(pictures.png, 'me.png', 'image/png');
    for (const type of ['multipart/form-data', 'multipart/form-data; boundary=another']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/profile/picture',
        headers: { ...account.auth, 'content-type': type },
        payload: form.payload,
      });
      expect(response.statusCode, type).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'validation',
        fields: { picture: expect.any(String) },
      });
    }
    expect(await imageUrlOf(account.auth)).toBeNull();
  });

  it('refuses a file over 5 MB with a clear message', async () => {
    const account = await signUp(ctx.app);
    const huge = multipartFile(
      Buffer.concat([pictures.png, Buffer.alloc(5 * 1024 * 1024)]),
      'big.png',
      'image/png',
    );
    const tooBig = await upload(account.auth, huge);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(englishOf(uploadTexts.tooLarge));
    // Streamed without a Content-Length: stopped by counting the file's bytes instead.
    const streamed = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/picture',
      headers: { ...account.auth, ...huge.headers },
      payload: Readable.from([huge.payload]),
    });
    expect(streamed.headers['content-length']).toBeDefined();
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().message).toBe(englishOf(uploadTexts.tooLarge));
    expect(await imageUrlOf(account.auth)).toBeNull();
    expect(await stored()).toEqual([]);
  });

  it('refuses at once a body that declares more than 5 MB, before reading it', async () => {
    const account = await signUp(ctx.app);
    const form = multipartFile(pictures.png, 'me.png', 'image/png');
    // Only the head is sent: the answer cannot have waited for the 50 MB it announced.
    const answer = await rawExchange(port, [head(account.auth, 50_000_000, form.boundary)]);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain(englishOf(uploadTexts.tooLarge));
    expect(await imageUrlOf(account.auth)).toBeNull();
  });

  it('refuses a body shorter than its Content-Length, whether it stalls or hangs up', async () => {
    const account = await signUp(ctx.app);
    const form = multipartFile(pictures.png, 'me.png', 'image/png');
    const declared = form.payload.length + 500;

    const stalled = await rawExchange(port, [
      head(account.auth, declared, form.boundary),
      form.payload,
    ]);
    expect(stalled).toMatch(/^HTTP\/1\.1 400 /);
    expect(stalled).toContain(englishOf(uploadTexts.incomplete));

    await rawExchange(port, [head(account.auth, declared, form.boundary), form.payload], {
      hangUp: true,
    });
    const cutShort = form.payload.subarray(0, form.payload.length - 40);
    await rawExchange(port, [head(account.auth, form.payload.length, form.boundary), cutShort], {
      hangUp: true,
    });
    expect(await imageUrlOf(account.auth)).toBeNull();
    expect(await stored()).toEqual([]);
  });

  it('refuses a body longer than its Content-Length (the rest is not a request)', async () => {
    const account = await signUp(ctx.app);
    const form = multipartFile(pictures.png, 'me.png', 'image/png');
    const answer = await rawExchange(port, [
      head(account.auth, form.payload.length - 60, form.boundary),
      form.payload,
    ]);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(await imageUrlOf(account.auth)).toBeNull();
    expect(await stored()).toEqual([]);
  });

  it('never lets a profile claim someone else’s picture from before the pipeline', async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const legacy = '/uploads/0b7e3c2a-4d5f-4e6a-9b8c-7d6e5f4a3b2c.png';
    await ctx.db.execute(sql`update users set image_url = ${legacy} where id = ${owner.id}`);
    const profile = { name: other.name, email: other.email, mobile: other.mobile };
    const claim = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/profile',
      headers: other.auth,
      payload: { ...profile, imageUrl: legacy },
    });
    expect(claim.statusCode).toBe(400);
    expect(claim.json().fields.imageUrl).toMatch(/not yours/);
  });
});
