import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, newAccount, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';
import { pruneRetained } from '../retention/prune';

type Member = Awaited<ReturnType<typeof signUp>>;
const DAY = 86_400_000;

// Issue 39 (ADR 58): the versioned privacy notice, consent at sign-up and when a new version is
// published, and what housekeeping deletes after how long.
describe('privacy notice and consent', () => {
  const ctx = useTestApp();
  let admin: Member;
  let member: Member;

  const notice = (language?: string) =>
    ctx.app.inject({
      url: '/api/privacy-notice',
      headers: language ? { 'accept-language': language } : {},
    });
  const consent = (who: Member) =>
    ctx.app.inject({ url: '/api/me/privacy-consent', headers: who.auth });
  const publish = (who: Member | undefined, texts: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/privacy-notice',
      headers: who?.auth ?? {},
      payload: { texts },
    });

  beforeAll(async () => {
    admin = await signUp(ctx.app, newAccount({ name: 'Zoë Ó Briain', mobile: '+353 85 123 4567' }));
    await makeAdmin(ctx.db, admin.id);
  });

  it('starts with a real default notice in each language, English where one is missing', async () => {
    const english = await notice('en');
    expect(english.statusCode).toBe(200);
    expect(english.json()).toMatchObject({ version: 1, language: 'en' });
    expect(english.json().text).toContain('## How long we keep it');
    expect((await notice('hi')).json()).toMatchObject({ version: 1, language: 'hi' });
    expect((await notice('gu')).json().text).toContain('સંપર્ક');
  });

  it('records consent at sign-up with its time, and refuses a version never published', async () => {
    const before = Date.now();
    member = await signUp(
      ctx.app,
      newAccount({ name: 'राहुल शर्मा', mobile: '+91 98250 54321' }),
    ).catch(() => {
      throw new Error('unreachable');
    });
    // signUp() sends no consent: a spec client; they are asked at their next visit.
    expect((await consent(member)).json()).toMatchObject({
      acceptedVersion: null,
      needsConsent: true,
    });
    const body = {
      ...newAccount({ name: 'જયેશ પટેલ', mobile: '+44 7400 123456' }),
      consent: { privacyVersion: 1 },
    };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: body,
      remoteAddress: '10.9.8.7',
    });
    expect(created.statusCode, created.body).toBe(201);
    const auth = { authorization: `Bearer ${created.json().token}` };
    const status = await ctx.app.inject({ url: '/api/me/privacy-consent', headers: auth });
    expect(status.json()).toMatchObject({
      acceptedVersion: 1,
      currentVersion: 1,
      needsConsent: false,
    });
    expect(new Date(status.json().acceptedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...newAccount({ name: 'محمد' }), consent: { privacyVersion: 99 } },
      remoteAddress: '10.9.8.8',
    });
    expect(unknown.statusCode).toBe(400);
    const { rows } = await ctx.db.execute(
      sql`select count(*)::int as n from users where name = 'محمد'`,
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('lets only site admins publish; a new version asks members again', async () => {
    const texts = { en: '## Who we are\nThe Riverside Alumni Association.', hi: 'हम कौन हैं' };
    expect((await publish(undefined, texts)).statusCode).toBe(401);
    expect((await publish(member, texts)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ url: '/api/admin/privacy-notice', headers: member.auth })).statusCode,
    ).toBe(403);
    expect((await publish(admin, { en: '' })).statusCode).toBe(400);
    expect((await publish(admin, { en: 'x'.repeat(20_001) })).statusCode).toBe(400);

    await ctx.app.inject({
      method: 'POST',
      url: '/api/me/privacy-consent',
      headers: member.auth,
      payload: { version: 1 },
    });
    expect((await consent(member)).json().needsConsent).toBe(false);
    const published = await publish(admin, texts);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({
      version: 2,
      texts: { en: texts.en, hi: texts.hi, gu: '' },
    });
    // Gujarati was left empty: readers in Gujarati get the English.
    expect((await notice('gu')).json()).toMatchObject({
      version: 2,
      language: 'en',
      text: texts.en,
    });
    expect((await notice('hi')).json()).toMatchObject({ version: 2, language: 'hi' });

    expect((await consent(member)).json()).toMatchObject({
      acceptedVersion: 1,
      currentVersion: 2,
      needsConsent: true,
    });
    const old = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/privacy-consent',
      headers: member.auth,
      payload: { version: 1 },
    });
    expect(old.statusCode).toBe(400);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/privacy-consent',
      headers: member.auth,
      payload: { version: 2 },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ acceptedVersion: 2, needsConsent: false });
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/me/privacy-consent',
          payload: { version: 2 },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('prunes old mail, web-vitals samples and expired sessions on a later clock', async () => {
    const now = Date.now();
    await ctx.db.execute(sql`delete from outbox`);
    await ctx.db
      .execute(sql`insert into outbox (to_address, subject, text_body, status, created_at) values
      ('old@example.org', 'old', 'x', 'stored', now()),
      ('waiting@example.org', 'waiting', 'x', 'queued', now())`);
    await ctx.db.execute(sql`insert into web_vitals (view_id, page, metric, value, rating)
      values ('view-1', '/', 'LCP', 1200, 'good')`);
    const gone = await signUp(ctx.app, newAccount({ name: 'Li' }));
    await ctx.db.execute(sql`update sessions set expires_at = now() where user_id = ${gone.id}`);

    // Sessions: 29 days after expiry kept, 31 days after gone. Settings change the days.
    const sessionsOf = async (id: string) =>
      (await ctx.db.execute(sql`select 1 from sessions where user_id = ${id}`)).rows.length;
    await pruneRetained(
      ctx.db,
      { outboxDays: 90, webVitalsDays: 35, expiredSessionDays: 30, notificationDays: 365 },
      new Date(now + 29 * DAY),
    );
    expect(await sessionsOf(gone.id)).toBe(1);
    await pruneRetained(
      ctx.db,
      { outboxDays: 90, webVitalsDays: 35, expiredSessionDays: 5, notificationDays: 365 },
      new Date(now + 6 * DAY),
    );
    expect(await sessionsOf(gone.id)).toBe(0);
    // 89 days on, nothing has gone; 91 days on, the mail has, but never a message still queued.
    const at89 = await pruneRetained(ctx.db, undefined, new Date(now + 89 * DAY));
    expect(at89.outbox).toBe(0);
    expect(at89.webVitals).toBe(1); // 35 days
    const at91 = await pruneRetained(ctx.db, undefined, new Date(now + 91 * DAY));
    expect(at91.outbox).toBe(1);
    const left = await ctx.db.execute(sql`select to_address from outbox`);
    expect(left.rows).toEqual([{ to_address: 'waiting@example.org' }]);
  });

  it('prunes the bell’s notifications a year on, read or not, and only those', async () => {
    const now = Date.now();
    const reader = await signUp(ctx.app, newAccount({ name: 'Ikaika Kahananui' }));
    await ctx.db
      .execute(sql`insert into notifications (user_id, kind, title, body, url, created_at, read_at)
      values (${reader.id}, 'joinApproved', 'Welcome', 'You are in', '/directory', now(), null),
             (${reader.id}, 'mentoring', 'A reply', 'Yes', '/mentoring', now() - interval '200 days', now())`);
    const mine = async () =>
      (
        await ctx.db.execute(
          sql`select title from notifications where user_id = ${reader.id} order by title`,
        )
      ).rows;
    // 364 days on, both are kept; a setting of 180 days takes the 200-day-old one only.
    await pruneRetained(ctx.db, undefined, new Date(now + 164 * DAY));
    expect(await mine()).toHaveLength(2);
    const shorter = await pruneRetained(
      ctx.db,
      { outboxDays: 90, webVitalsDays: 35, expiredSessionDays: 30, notificationDays: 180 },
      new Date(now + DAY),
    );
    expect(shorter.notifications).toBeGreaterThanOrEqual(1);
    expect(await mine()).toEqual([{ title: 'Welcome' }]);
    await pruneRetained(ctx.db, undefined, new Date(now + 366 * DAY));
    expect(await mine()).toEqual([]);
  });
});
