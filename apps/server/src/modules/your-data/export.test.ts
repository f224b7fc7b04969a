import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { makeAdmin } from '../../test/accounts';
import { createEvent } from '../../test/events';
import { useTestApp } from '../../test/test-app';
import { fillEveryModule, member, unzip, type Member } from '../../test/your-data';

// Issue 39: one's own archive, with data from every module and none of another member's.
describe('GET /api/me/export', () => {
  const ctx = useTestApp();
  let admin: Member;
  let alpha: Member;
  let bravo: Member;
  let mentor: Member;
  let alphaIds: Awaited<ReturnType<typeof fillEveryModule>>;

  beforeAll(async () => {
    admin = await member(ctx.app, 'محمد عبدالله', '+971 50 765 4321');
    await makeAdmin(ctx.db, admin.id);
    alpha = await member(ctx.app, 'राहुल शर्मा', '+91 98250 54321');
    bravo = await member(ctx.app, 'Zoë Ó Briain', '+353 85 123 4567');
    mentor = await member(ctx.app, 'જયેશ પટેલ', '+44 7400 123456');
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/mentoring/me',
      headers: mentor.auth,
      payload: {
        offering: true,
        topics: ['Careers in finance'],
        about: 'Banking',
        capacity: 5,
        paused: false,
      },
    });
    const event = await createEvent(ctx.app, admin.auth, { title: 'Reunion 2027' });
    alphaIds = await fillEveryModule(ctx.app, alpha, 'ALPHA', event._id, mentor);
    await fillEveryModule(ctx.app, bravo, 'BRAVO', event._id, mentor);
    await ctx.db.execute(sql`update users set language = 'hi' where id = ${alpha.id}`);
  });

  const exportOf = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/me/export', headers });

  it('refuses a visitor', async () => {
    expect((await exportOf()).statusCode).toBe(401);
  });

  it('holds every module of the member’s data, their photo, a README in their language, and nothing of another member', async () => {
    const response = await exportOf(alpha.auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.zip"$/);
    const files = await unzip(response.rawPayload);
    const names = [...files.keys()];
    for (const name of [
      'README.txt',
      'profile.json',
      'registrations.json',
      'donations.json',
      'posts.json',
      'channels.json',
      'mentoring.json',
      'opportunities.json',
      'photos/index.json',
    ])
      expect(names, name).toContain(name);
    const read = (name: string) => JSON.parse(files.get(name)!.toString('utf8'));

    expect(read('profile.json')).toMatchObject({
      _id: alpha.id,
      name: 'राहुल शर्मा',
      email: alpha.email,
    });
    const [registration] = read('registrations.json');
    expect(registration).toMatchObject({
      _id: alphaIds.registrationId,
      lastName: 'Iyer ALPHA',
      // The guest as the member entered them.
      guest: expect.objectContaining({ firstName: 'GuestALPHA', email: 'guest.alpha@example.org' }),
      event: expect.objectContaining({ title: 'Reunion 2027' }),
    });
    expect(read('donations.json')).toEqual([
      expect.objectContaining({ receiptNumber: 'R-ALPHA', amount: 250_000, currency: 'INR' }),
    ]);
    expect(read('posts.json').wallPosts).toEqual([
      expect.objectContaining({ _id: alphaIds.postId, content: 'Hello from ALPHA' }),
    ]);
    const channels = read('channels.json');
    expect(channels.memberships).toEqual([
      expect.objectContaining({ channelId: alphaIds.channelId, role: 'owner' }),
    ]);
    const mentoring = read('mentoring.json');
    expect(mentoring.offer).toMatchObject({ about: 'Mentor ALPHA' });
    expect(mentoring.requests).toEqual([
      expect.objectContaining({
        _id: alphaIds.requestId,
        side: 'mentee',
        message: 'Advice please, ALPHA',
      }),
    ]);
    expect(read('opportunities.json').posted).toEqual([
      expect.objectContaining({ _id: alphaIds.opportunityId, title: 'Engineer ALPHA' }),
    ]);
    const [photo] = read('photos/index.json');
    expect(photo).toMatchObject({ id: alphaIds.mediaId, caption: 'Photo ALPHA' });
    const image = files.get(`photos/${photo.name}`);
    // The largest WebP variant, whole.
    expect(image?.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(image?.subarray(8, 12).toString('latin1')).toBe('WEBP');

    const readme = files.get('README.txt')!.toString('utf8');
    expect(readme).toContain('profile.json');
    expect(readme).toContain('राहुल शर्मा');
    // In Hindi, the language they chose.
    expect(readme).toContain('profile.json: आपकी प्रोफ़ाइल');

    // Nothing of Bravo's anywhere: not their marker, name, email, mobile or id.
    const everything = [...files.values()].map((bytes) => bytes.toString('utf8')).join('\n');
    for (const trace of ['BRAVO', 'Bravo', bravo.name, bravo.email, bravo.e164, bravo.id])
      expect(everything, trace).not.toContain(trace);
    // Nor the mentor's (the other side of Alpha's request).
    for (const trace of [mentor.name, mentor.email, mentor.id])
      expect(everything, trace).not.toContain(trace);
  });

  it('gives a mentor their side of a request without the mentee’s words', async () => {
    const files = await unzip((await exportOf(mentor.auth)).rawPayload);
    const mentoring = JSON.parse(files.get('mentoring.json')!.toString('utf8'));
    expect(mentoring.requests).toHaveLength(2);
    for (const request of mentoring.requests)
      expect(request).toMatchObject({ side: 'mentor', message: null });
    const everything = [...files.values()].map((bytes) => bytes.toString('utf8')).join('\n');
    for (const trace of [alpha.name, bravo.name, alpha.email, 'ALPHA', 'BRAVO'])
      expect(everything, trace).not.toContain(trace);
  });

  it('allows three archives per member in ten minutes, then 429 with a clear message', async () => {
    const bravoAgain = bravo;
    for (let i = 0; i < 3; i++) expect((await exportOf(bravoAgain.auth)).statusCode).toBe(200);
    const refused = await exportOf(bravoAgain.auth);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/3 times in 10 minutes/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else's limit is their own.
    expect((await exportOf(admin.auth)).statusCode).toBe(200);
  });

  it('lets a site admin export a member on request; visitors, members and channel managers are refused', async () => {
    const url = `/api/admin/members/${alpha.id}/export`;
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url, headers: mentor.auth })).statusCode).toBe(403);
    // Bravo owns a channel: a channel manager is still not a site admin.
    expect((await ctx.app.inject({ url, headers: bravo.auth })).statusCode).toBe(403);
    const answer = await ctx.app.inject({ url, headers: admin.auth });
    expect(answer.statusCode).toBe(200);
    const files = await unzip(answer.rawPayload);
    expect(JSON.parse(files.get('profile.json')!.toString('utf8'))._id).toBe(alpha.id);
    expect(
      (await ctx.app.inject({ url: '/api/admin/members/nope/export', headers: admin.auth }))
        .statusCode,
    ).toBe(404);
  });
});
