import type { Opportunity } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { siteSettings, users } from '../../db/schema/index';
import { newAccount, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';
import { opportunityClock } from './clock';

// The weekly digest of opportunity alerts (issue 37, ADR 54): only new posts, only matching ones,
// only for weekly alerts, in the member's language, with a one-click unsubscribe that needs no
// session (RFC 8058).

const DAY = 24 * 3600_000;
const realNow = opportunityClock.now;

describe('opportunity alerts and the weekly digest', () => {
  const ctx = useTestApp();
  afterEach(() => {
    opportunityClock.now = realNow;
  });

  const member = (name: string) => signUp(ctx.app, newAccount({ name }));
  const setAlerts = (headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: '/api/opportunities/alerts', headers, payload });
  async function publish(headers: Record<string, string>, fields: Record<string, unknown>) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/opportunities',
      headers,
      payload: {
        kind: 'job',
        company: 'Sahyadri Systems',
        location: 'Bengaluru',
        remote: false,
        description: 'Work with a small, friendly team.',
        applyEmail: 'hiring@sahyadri.example',
        ...fields,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Opportunity>();
  }
  async function digests(to: string) {
    const { rows } = await ctx.db.execute<{
      subject: string;
      text_body: string;
      headers: Record<string, string>;
    }>(sql`select subject, text_body, headers from outbox where to_address = ${to} order by id`);
    return rows;
  }
  async function runDigest(at: number) {
    opportunityClock.now = () => new Date(at);
    await ctx.app.jobs.send(ctx.db, 'opportunity-digest', {});
    await ctx.app.jobs.runQueued(['opportunity-digest']);
  }

  it('keeps and answers a member’s alert; refuses an empty choice of kinds', async () => {
    const someone = await member('Meera Iyer');
    const get = () =>
      ctx.app.inject({ method: 'GET', url: '/api/opportunities/alerts', headers: someone.auth });
    expect((await get()).json()).toEqual({
      kinds: ['job', 'internship', 'referral'],
      frequency: 'off',
    });
    const bad = await setAlerts(someone.auth, { kinds: [], frequency: 'weekly' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.kinds).toBe('Choose at least one kind of post');
    expect(
      (await setAlerts(someone.auth, { kinds: ['referral'], frequency: 'sometimes' })).statusCode,
    ).toBe(400);
    const saved = await setAlerts(someone.auth, {
      kinds: ['job', 'job', 'referral'],
      q: 'robot',
      location: 'Bengaluru',
      frequency: 'weekly',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get()).json()).toEqual({
      kinds: ['job', 'referral'],
      q: 'robot',
      location: 'Bengaluru',
      frequency: 'weekly',
    });
  });

  it('sends only new matching posts, weekly, in the member’s language, and unsubscribes in one click', async () => {
    await ctx.db
      .insert(siteSettings)
      .values({ id: 1, opportunityModeration: false })
      .onConflictDoUpdate({ target: siteSettings.id, set: { opportunityModeration: false } });
    const poster = await member('Arjun Reddy');
    const hindi = await member('सुनीता वर्मा');
    await ctx.db.update(users).set({ language: 'hi' }).where(eq(users.id, hindi.id));
    const english = await member('Tomás García');
    const quiet = await member('Layla Haddad');
    await setAlerts(hindi.auth, { kinds: ['job'], q: 'robot', frequency: 'weekly' });
    await setAlerts(english.auth, { kinds: ['internship'], location: 'pune', frequency: 'weekly' });
    await setAlerts(quiet.auth, { kinds: ['job', 'internship', 'referral'], frequency: 'off' });

    const robotJob = await publish(poster.auth, { title: 'Robot software engineer' });
    await publish(poster.auth, { title: 'Accountant' }); // a job, but not about robots
    await publish(poster.auth, { title: 'Robot intern', kind: 'internship', location: 'Pune' });
    await publish(poster.auth, { title: 'Robot referral', kind: 'referral' });

    await runDigest(Date.now() + 60_000);
    const [hindiMail, ...moreHindi] = await digests(hindi.email);
    expect(moreHindi).toEqual([]);
    expect(hindiMail?.subject).toMatch(/[\u0900-\u097F]/);
    expect(hindiMail?.text_body).toContain('Robot software engineer');
    expect(hindiMail?.text_body).not.toContain('Accountant');
    expect(hindiMail?.text_body).not.toContain('Robot intern');
    expect(hindiMail?.text_body).not.toContain('Robot referral');
    const [englishMail] = await digests(english.email);
    expect(englishMail?.subject).toBe('1 new opportunity on Community Portal');
    expect(englishMail?.text_body).toContain('Robot intern');
    expect(englishMail?.text_body).not.toContain('Robot software engineer');
    expect(await digests(quiet.email)).toEqual([]);
    // The poster set no alert and gets no digest.
    expect(await digests(poster.email)).toEqual([]);

    // A second run in the same week sends nothing; next week only what is new since.
    await runDigest(Date.now() + 2 * DAY);
    expect(await digests(hindi.email)).toHaveLength(1);
    opportunityClock.now = () => new Date(Date.now() + 3 * DAY);
    await publish(poster.auth, { title: 'Robot arm designer' });
    await runDigest(Date.now() + 8 * DAY);
    const weekTwo = (await digests(hindi.email))[1];
    expect(weekTwo?.text_body).toContain('Robot arm designer');
    expect(weekTwo?.text_body).not.toContain(robotJob.title);

    // One click from the email (ADR 58): the List-Unsubscribe URL takes a POST with no session.
    const header = weekTwo?.headers['List-Unsubscribe'] ?? '';
    expect(weekTwo?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = new URL(header.slice(1, header.indexOf('>')));
    expect(oneClick.pathname).toMatch(/^\/u\/opportunities~/);
    expect(weekTwo?.text_body.trimEnd().endsWith(oneClick.toString())).toBe(true);
    const done = await ctx.app.inject({
      method: 'POST',
      url: oneClick.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ kind: 'opportunities' });
    // One truth: the alert now reads as off.
    const alert = await ctx.app.inject({
      method: 'GET',
      url: '/api/opportunities/alerts',
      headers: hindi.auth,
    });
    expect(alert.json().frequency).toBe('off');
    // A second use is refused and changes nothing.
    const again = await ctx.app.inject({ method: 'POST', url: oneClick.pathname });
    expect(again.statusCode).toBe(409);

    // A token changed by a letter, or made for another person, is refused.
    const token = oneClick.pathname.slice('/u/'.length);
    const forged = [
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      token.replace(hindi.id, english.id),
      'opportunity-alerts.nonsense',
    ];
    for (const bad of forged) {
      const refused = await ctx.app.inject({
        method: 'POST',
        url: `/api/unsubscribe?token=${encodeURIComponent(bad)}`,
      });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().error).toBe('bad_token');
    }
    const englishAlert = await ctx.app.inject({
      method: 'GET',
      url: '/api/opportunities/alerts',
      headers: english.auth,
    });
    expect(englishAlert.json().frequency).toBe('weekly');
    await runDigest(Date.now() + 16 * DAY);
    expect(await digests(hindi.email)).toHaveLength(2);
  });
});
