import type { EmailKind } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, newAccount, signUp } from '../../test/accounts';
import { channelWith, createEvent, register, registrationBody } from '../../test/events';
import { useTestApp } from '../../test/test-app';
import { sendDueReminders } from '../registrations/reminders';
import { notifyCancellation } from '../registrations/waitlist';

type Member = Awaited<ReturnType<typeof signUp>>;
type Mail = { id: number; subject: string; text_body: string; headers: Record<string, string> };

// Issue 39 (ADR 58): email choices per kind, the headers and links of every optional email, and
// one-click unsubscribe by a signed, kind-specific, single-use token.
describe('email choices', () => {
  const ctx = useTestApp();
  let admin: Member;
  let member: Member;
  const notifier = () => ({ mailer: ctx.app.mailer, publicUrl: 'http://portal.test' });

  const mails = async (to: string) =>
    (
      await ctx.db.execute<Mail>(
        sql`select id, subject, text_body, headers from outbox where to_address = ${to.toLowerCase()} order by id`,
      )
    ).rows;
  const prefs = (who: Member) =>
    ctx.app.inject({ method: 'GET', url: '/api/me/email-preferences', headers: who.auth });
  const setPrefs = (who: Member, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: '/api/me/email-preferences', headers: who.auth, payload });
  const oneClickUrl = (mail: Mail) => {
    const header = mail.headers['List-Unsubscribe'] ?? '';
    return new URL(header.slice(1, header.indexOf('>')));
  };
  const oneClick = (path: string) =>
    ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

  /** An optional email has both headers, and its text ends with privacy then its own link. */
  function expectOptional(mail: Mail | undefined, kind: EmailKind) {
    expect(mail).toBeDefined();
    const header = mail!.headers['List-Unsubscribe'] ?? '';
    expect(header).toMatch(
      new RegExp(
        `^<http://portal\\.test/u/${kind}~[^>]+>, <mailto:no-reply@localhost\\?subject=unsubscribe%20${kind}~[^>]+>$`,
      ),
    );
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const lines = mail!.text_body.trimEnd().split('\n');
    expect(lines.at(-1)?.endsWith(oneClickUrl(mail!).toString())).toBe(true);
    expect(lines.at(-2)).toContain('http://portal.test/privacy');
  }

  beforeAll(async () => {
    admin = await signUp(ctx.app, newAccount({ name: 'Zoë Ó Briain', mobile: '+353 85 123 4567' }));
    await makeAdmin(ctx.db, admin.id);
    member = await signUp(ctx.app, newAccount({ name: 'राहुल शर्मा', mobile: '+91 98250 54321' }));
  });

  it('refuses visitors, reads every kind on by default, and saves the kinds named', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/me/email-preferences' })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/api/me/email-preferences', payload: {} }))
        .statusCode,
    ).toBe(401);
    const fresh = await signUp(
      ctx.app,
      newAccount({ name: 'جمیلہ خان', mobile: '+971 50 123 4567' }),
    );
    expect((await prefs(fresh)).json()).toEqual({
      eventReminders: true,
      eventUpdates: true,
      news: true,
      mentoring: true,
      opportunities: true,
      channelActivity: true,
    });
    const saved = await setPrefs(fresh, { mentoring: false, news: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ mentoring: false, news: false, eventReminders: true });
    expect((await setPrefs(fresh, { mentoring: 'no' })).statusCode).toBe(400);
    // `news` is the spec's "email updates": both calls read the same switch.
    const profile = await ctx.app.inject({ url: '/api/profile/profile', headers: fresh.auth });
    expect(profile.json().emailUpdates).toBe(false);
  });

  it('sends event reminders with both headers when on, and skips them when off', async () => {
    const soon = await createEvent(ctx.app, admin.auth, {}, 10);
    const other = await signUp(ctx.app, newAccount({ name: 'જયેશ પટેલ', mobile: '+44 7400 123456' }));
    const visitorEmail = `asha.${Date.now()}@example.org`;
    for (const [body, headers] of [
      [registrationBody({ email: member.email }), member.auth],
      [registrationBody({ email: other.email }), other.auth],
      [registrationBody({ email: visitorEmail }), {}],
    ] as const)
      expect((await register(ctx.app, soon._id, body, headers)).statusCode).toBe(201);
    expect((await setPrefs(other, { eventReminders: false })).statusCode).toBe(200);
    await sendDueReminders(ctx.db, notifier());
    const optional = async (to: string) =>
      (await mails(to)).filter((mail) => mail.headers['List-Unsubscribe']);
    const [reminder] = await optional(member.email);
    expectOptional(reminder, 'eventReminders');
    expect(await optional(other.email)).toEqual([]);
    expect(await mails(other.email)).toHaveLength(1); // the confirmation, always sent
    // A visitor without an account gets the link too; it turns off that address's reminders.
    const [visitorReminder] = await optional(visitorEmail);
    expectOptional(visitorReminder, 'eventReminders');
    expect((await oneClick(oneClickUrl(visitorReminder!).pathname)).statusCode).toBe(200);
    const optOuts = await ctx.db.execute(
      sql`select kind from email_opt_outs where address = ${visitorEmail}`,
    );
    expect(optOuts.rows).toEqual([{ kind: 'eventReminders' }]);
  });

  it('sends a cancellation as an event update, skipped when that choice is off', async () => {
    const event = await createEvent(ctx.app, admin.auth);
    const quiet = await signUp(ctx.app, newAccount({ name: 'محمد', mobile: '+1 415 555 2671' }));
    await register(ctx.app, event._id, registrationBody({ email: member.email }), member.auth);
    await register(ctx.app, event._id, registrationBody({ email: quiet.email }), quiet.auth);
    await setPrefs(quiet, { eventUpdates: false });
    await notifyCancellation(ctx.db, event._id, notifier());
    const cancelled = (await mails(member.email)).filter((m) => m.headers['List-Unsubscribe']);
    expectOptional(cancelled.at(-1), 'eventUpdates');
    // Their confirmation is needed mail: no unsubscribe headers, sent whatever the choices.
    const quietMails = await mails(quiet.email);
    expect(quietMails).toHaveLength(1);
    expect(quietMails[0]?.headers).toEqual({});
  });

  it('sends channel invitations and mentoring mail by their choices', async () => {
    const owner = await signUp(ctx.app, newAccount({ name: 'Anne-Marie O’Brien' }));
    const channel = await channelWith(ctx.db, owner.id, 'owner');
    const invite = (who: Member) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/channels/${channel}/invites`,
        headers: owner.auth,
        payload: { identifier: who.email },
      });
    const quiet = await signUp(ctx.app, newAccount({ name: 'Li' }));
    await setPrefs(quiet, { channelActivity: false, mentoring: false });
    await invite(member);
    await invite(quiet);
    await ctx.app.jobs.runQueued();
    expectOptional((await mails(member.email)).at(-1), 'channelActivity');
    expect(await mails(quiet.email)).toEqual([]);

    // The quiet member mentors: a request reaches them in the app, not by email.
    const offer = {
      offering: true,
      topics: ['Careers'],
      about: 'Banking.',
      capacity: 3,
      paused: false,
    };
    for (const mentor of [owner, quiet])
      expect(
        (
          await ctx.app.inject({
            method: 'PUT',
            url: '/api/mentoring/me',
            headers: mentor.auth,
            payload: offer,
          })
        ).statusCode,
      ).toBe(200);
    for (const mentor of [owner, quiet]) {
      const asked = await ctx.app.inject({
        method: 'POST',
        url: '/api/mentoring/requests',
        headers: member.auth,
        payload: { mentorId: mentor.id, topic: 'Careers', message: 'Advice on a first job?' },
      });
      expect(asked.statusCode, asked.body).toBe(201);
    }
    expectOptional((await mails(owner.email)).at(-1), 'mentoring');
    expect(await mails(quiet.email)).toEqual([]);
  });

  it('unsubscribes each kind in one click, once, for its own person and kind only', async () => {
    const person = await signUp(ctx.app, newAccount({ name: 'Venkata Subrahmanyam Iyer' }));
    const kinds = [
      'eventReminders',
      'eventUpdates',
      'news',
      'mentoring',
      'opportunities',
      'channelActivity',
    ] as const;
    // One mail of each kind, through the one path every sender uses.
    for (const kind of kinds)
      expect(
        await ctx.app.mailer.enqueueOptional(
          ctx.db,
          { kind, userId: person.id, language: 'en' },
          { to: person.email, subject: `About ${kind}`, text: 'Hello' },
        ),
      ).toBe(true);
    const sent = await mails(person.email);
    expect(sent).toHaveLength(6);
    sent.forEach((mail, index) => expectOptional(mail, kinds[index]!));

    // A GET shows the page (the web app) and changes nothing; the first digests' page link
    // is sent on to it.
    const page = await ctx.app.inject({ method: 'GET', url: oneClickUrl(sent[0]!).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const legacy = await ctx.app.inject({ url: '/unsubscribe?token=opportunity-alerts.a.b' });
    expect(legacy.statusCode).toBe(301);
    expect(legacy.headers.location).toBe('/u/opportunity-alerts.a.b');
    expect((await prefs(person)).json().eventReminders).toBe(true);

    // A forged token, a token re-signed for another kind, another person: refused, nothing changes.
    const token = oneClickUrl(sent[0]!).pathname.slice(3);
    const [kind, subject, nonce, signature] = token.split('~');
    for (const bad of [
      `${kind}~${subject}~${nonce}~${signature!.slice(0, -2)}xx`,
      `eventUpdates~${subject}~${nonce}~${signature}`,
      `${kind}~${member.id}~${nonce}~${signature}`,
      'news~nonsense',
    ]) {
      const refused = await oneClick(`/u/${bad}`);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().error).toBe('bad_token');
    }
    expect(Object.values((await prefs(person)).json()).every(Boolean)).toBe(true);

    // Each kind's link turns off that kind only.
    for (const [index, mail] of sent.entries()) {
      const done = await oneClick(oneClickUrl(mail).pathname);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ kind: kinds[index] });
      const now = (await prefs(person)).json();
      kinds.forEach((other, at) => expect(now[other], other).toBe(at > index));
    }
    // Used once: a second POST of the same link is a 409 with a message, and changes nothing.
    await setPrefs(person, { eventReminders: true });
    const reused = await oneClick(oneClickUrl(sent[0]!).pathname);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ error: 'token_used', message: expect.any(String) });
    expect((await prefs(person)).json().eventReminders).toBe(true);

    // Turned off: the next mail of that kind is not written at all.
    expect(
      await ctx.app.mailer.enqueueOptional(
        ctx.db,
        { kind: 'news', userId: person.id, language: 'en' },
        { to: person.email, subject: 'News', text: 'Hello' },
      ),
    ).toBe(false);
    expect(await mails(person.email)).toHaveLength(6);
  });

  it('shows each message’s headers in the admin outbox', async () => {
    const outbox = await ctx.app.inject({
      url: '/api/admin/outbox?limit=100',
      headers: admin.auth,
    });
    expect(outbox.statusCode).toBe(200);
    const items = outbox.json().items as { headers: Record<string, string> }[];
    expect(items.some((item) => item.headers['List-Unsubscribe-Post'])).toBe(true);
    expect(items.every((item) => typeof item.headers === 'object')).toBe(true);
  });
});
