import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, newAccount, signUp } from '../../test/accounts';
import { mailsTo } from '../../test/joining';
import { useTestApp } from '../../test/test-app';

type Member = Awaited<ReturnType<typeof signUp>>;
const DAY = 86_400_000;

// Issue 37: mentoring offers, the request state machine and who may move it, capacity under a
// lock, feedback once per side, and the sweep that reminds and expires (on a clock the test sets).
describe('mentoring', () => {
  let now = new Date('2027-03-01T09:00:00Z').getTime();
  const ctx = useTestApp({}, { clock: () => new Date(now) });
  let mentor: Member;
  let mentee: Member;
  let other: Member;
  let stranger: Member;

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, who?: Member, payload?: object) =>
    ctx.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

  const offer = (who: Member, settings: object = {}) =>
    call('PUT', '/api/mentoring/me', who, {
      offering: true,
      topics: ['Data science', 'Careers in finance'],
      about: 'Twenty years in banking and analytics.',
      capacity: 2,
      paused: false,
      ...settings,
    });

  const ask = (who: Member, mentorId: string, topic = 'Data science') =>
    call('POST', '/api/mentoring/requests', who, {
      mentorId,
      topic,
      message: 'I am finishing my degree and would like advice on my first job.',
    });

  const move = (who: Member, id: string, action: string, payload?: object) =>
    call('POST', `/api/mentoring/requests/${id}/${action}`, who, payload);

  beforeAll(async () => {
    mentor = await signUp(ctx.app, newAccount({ name: 'राहुल शर्मा', mobile: '+91 98250 54321' }));
    mentee = await signUp(ctx.app, newAccount({ name: 'જયેશ પટેલ', mobile: '+44 7400 123456' }));
    other = await signUp(ctx.app, newAccount({ name: 'Zoë Ó Briain', mobile: '+353 85 123 4567' }));
    stranger = await signUp(ctx.app, newAccount({ name: 'ليلى حداد', mobile: '+971 50 123 4567' }));
    await ctx.db.execute(sql`update users set language = 'hi' where id = ${mentor.id}`);
  });

  it('refuses visitors (401) and members not yet verified (403) everywhere', async () => {
    const pending = await signUp(ctx.app);
    await ctx.db.execute(
      sql`update users set membership_status = 'pending' where id = ${pending.id}`,
    );
    for (const [method, url] of [
      ['GET', '/api/mentors'],
      ['GET', '/api/mentoring/me'],
      ['GET', '/api/mentoring/requests'],
    ] as const) {
      expect((await call(method, url)).statusCode).toBe(401);
      const refused = await call(method, url, pending);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('membership_pending');
    }
    expect((await offer(pending)).statusCode).toBe(403);
    expect((await ask(pending, mentor.id)).statusCode).toBe(403);
  });

  it('saves an offer, checks it, and lists mentors with room first', async () => {
    const saved = await offer(mentor);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ offering: true, capacity: 2, activeMentees: 0 });
    expect((await offer(other, { topics: ['Design'], capacity: 1, paused: true })).statusCode).toBe(
      200,
    );
    const bad = await offer(mentor, { capacity: 11, topics: ['x'.repeat(5000)] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['capacity']));
    const defaults = await call('PUT', '/api/mentoring/me', stranger, {
      offering: false,
      topics: [],
    });
    expect(defaults.json()).toMatchObject({ capacity: 3, paused: false, about: '' });

    const list = await call('GET', '/api/mentors', mentee);
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { _id: string; available: boolean }[];
    expect(items.map((item) => item._id)).toEqual([mentor.id, other.id]);
    expect(items[0]).toMatchObject({
      name: 'राहुल शर्मा',
      topics: ['Data science', 'Careers in finance'],
      activeMentees: 0,
      capacity: 2,
      available: true,
      mentoredCount: 0,
    });
    expect(items[0]).not.toHaveProperty('rating');
    expect(items[1]).toMatchObject({ available: false, paused: true });
    const byTopic = await call('GET', '/api/mentors?topic=finance', mentee);
    expect(byTopic.json().items.map((item: { _id: string }) => item._id)).toEqual([mentor.id]);
    const byName = await call('GET', '/api/mentors?q=rahul', mentee);
    expect(byName.json().items).toHaveLength(1);
    const paged = await call('GET', '/api/mentors?limit=1', mentee);
    const next = await call(
      'GET',
      `/api/mentors?limit=1&cursor=${paged.json().nextCursor}`,
      mentee,
    );
    expect(next.json().items.map((item: { _id: string }) => item._id)).toEqual([other.id]);
    expect((await call('GET', '/api/mentors?cursor=forged', mentee)).statusCode).toBe(400);
  });

  it('refuses asking oneself, a non-mentor, a paused mentor and bad input, storing nothing', async () => {
    expect((await ask(mentor, mentor.id)).statusCode).toBe(400);
    const notOffering = await ask(mentee, stranger.id);
    expect(notOffering.statusCode).toBe(409);
    expect(notOffering.json().message).toBe('This member does not offer mentoring.');
    const paused = await ask(mentee, other.id, 'Design');
    expect(paused.statusCode).toBe(409);
    expect(paused.json().error).toBe('mentor_paused');
    expect((await ask(mentee, mentor.id, 'x'.repeat(5000))).statusCode).toBe(400);
    const { rows } = await ctx.db.execute(sql`select count(*)::int as n from mentoring_requests`);
    expect(rows[0]).toEqual({ n: 0 });
  });

  let requestId: string;
  it('creates a request, emails the mentor in their language, and refuses a second', async () => {
    const created = await ask(mentee, mentor.id);
    expect(created.statusCode).toBe(201);
    requestId = created.json()._id;
    expect(created.json()).toEqual({
      _id: requestId,
      status: 'requested',
      expiresAt: new Date(now + 14 * DAY).toISOString(),
    });
    const [mail] = await mailsTo(ctx.db, mentor.email);
    // The mentor chose Hindi: the email is in Hindi, with the mentee's name as written.
    expect(mail?.subject).toContain('જયેશ પટેલ');
    expect(mail?.subject).not.toContain('asks you');
    const again = await ask(mentee, mentor.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('already_open');
  });

  it('lets only the right person make each move, only from the right state', async () => {
    // The mentee cannot accept or decline; the mentor cannot withdraw; a stranger can do nothing.
    for (const action of ['accept', 'decline'])
      expect((await move(mentee, requestId, action)).statusCode).toBe(403);
    expect((await move(mentor, requestId, 'withdraw')).statusCode).toBe(403);
    for (const action of ['accept', 'decline', 'withdraw', 'complete'])
      expect((await move(stranger, requestId, action)).statusCode).toBe(403);
    // Not accepted yet: complete and cancel are the wrong state, said whole in each language.
    // The mentor reads the portal in Hindi (their account's language), the mentee in English.
    const early = await move(mentor, requestId, 'complete');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      error: 'wrong_state',
      message: 'यह अनुरोध अभी मेंटर के जवाब की प्रतीक्षा में है।',
    });
    const cancelled = await move(mentee, requestId, 'cancel', { reason: 'No time' });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe('This request is still waiting for the mentor’s answer.');
    expect((await move(mentor, 'not-a-request', 'accept')).statusCode).toBe(404);

    const accepted = await move(mentor, requestId, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', role: 'mentor' });
    expect(accepted.json().mentee.email).toBe(mentee.email.toLowerCase());
    expect((await mailsTo(ctx.db, mentee.email)).at(-1)?.text_body).toContain(
      mentor.email.toLowerCase(),
    );
    for (const action of ['accept', 'decline'])
      expect((await move(mentor, requestId, action)).statusCode).toBe(409);
    const late = await move(mentee, requestId, 'withdraw');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This mentoring has already been accepted.');
    // Feedback waits for completion.
    expect((await move(mentee, requestId, 'feedback', { rating: 5 })).statusCode).toBe(409);
    expect((await move(mentee, requestId, 'cancel', {})).statusCode).toBe(400);

    const mine = await call('GET', '/api/mentoring/requests?role=mentee&status=accepted', mentee);
    expect(mine.json().items.map((item: { _id: string }) => item._id)).toEqual([requestId]);
    const theirs = await call('GET', '/api/mentoring/requests?role=mentor', mentee);
    expect(theirs.json().items).toEqual([]);

    const completed = await move(mentee, requestId, 'complete');
    expect(completed.json().status).toBe('completed');
    expect((await move(mentor, requestId, 'cancel', { reason: 'x' })).statusCode).toBe(409);
  });

  it('takes feedback once per side, 1–5, never shown as a rating', async () => {
    expect((await move(mentee, requestId, 'feedback', { rating: 6 })).statusCode).toBe(400);
    expect((await move(stranger, requestId, 'feedback', { rating: 4 })).statusCode).toBe(403);
    expect(
      (await move(mentee, requestId, 'feedback', { rating: 5, comment: 'Very helpful' }))
        .statusCode,
    ).toBe(201);
    expect((await move(mentee, requestId, 'feedback', { rating: 4 })).statusCode).toBe(409);
    expect((await move(mentor, requestId, 'feedback', { rating: 4 })).statusCode).toBe(201);
    const list = await call('GET', '/api/mentors?topic=data', stranger);
    expect(list.json().items[0]).toMatchObject({ mentoredCount: 1, activeMentees: 0 });
    expect(JSON.stringify(list.json())).not.toContain('rating');
  });

  it('lets the mentee withdraw and the mentor decline with a reason, and either cancel', async () => {
    const first = (await ask(mentee, mentor.id)).json()._id as string;
    expect((await move(mentee, first, 'withdraw')).json().status).toBe('withdrawn');
    expect((await mailsTo(ctx.db, mentor.email)).length).toBeGreaterThanOrEqual(2);
    const second = (await ask(mentee, mentor.id)).json()._id as string;
    const declined = await move(mentor, second, 'decline', { reason: 'Travelling this month' });
    expect(declined.json()).toMatchObject({ status: 'declined', reason: 'Travelling this month' });
    expect((await mailsTo(ctx.db, mentee.email)).at(-1)?.text_body).toContain(
      'Travelling this month',
    );
    const third = (await ask(mentee, mentor.id)).json()._id as string;
    await move(mentor, third, 'accept');
    const cancelled = await move(mentor, third, 'cancel', { reason: 'Changed jobs' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', reason: 'Changed jobs' });
    expect((await mailsTo(ctx.db, mentee.email)).at(-1)?.subject).toContain('ended');
  });

  it('lets either side complete or end, and refuses every move from an ended request', async () => {
    const pair = async () => {
      const id = (await ask(mentee, mentor.id)).json()._id as string;
      expect((await move(mentor, id, 'accept')).statusCode).toBe(200);
      return id;
    };
    const byMentor = await pair();
    expect((await move(stranger, byMentor, 'cancel', { reason: 'x' })).statusCode).toBe(403);
    expect((await move(stranger, byMentor, 'complete')).statusCode).toBe(403);
    expect((await move(mentor, byMentor, 'complete')).json().status).toBe('completed');
    const byMentee = await pair();
    const ended = await move(mentee, byMentee, 'cancel', { reason: 'Exams this term' });
    expect(ended.json()).toMatchObject({ status: 'cancelled', reason: 'Exams this term' });
    expect((await mailsTo(ctx.db, mentor.email)).at(-1)?.text_body).toContain('Exams this term');
    const withdrawn = (await ask(mentee, mentor.id)).json()._id as string;
    await move(mentee, withdrawn, 'withdraw');
    const declined = (await ask(mentee, mentor.id)).json()._id as string;
    await move(mentor, declined, 'decline');
    // From completed, cancelled, withdrawn and declined, no move is allowed to either side.
    for (const id of [byMentor, byMentee, withdrawn, declined]) {
      for (const action of ['accept', 'decline', 'complete'])
        expect((await move(mentor, id, action, { reason: 'x' })).statusCode, action).toBe(409);
      for (const action of ['withdraw', 'cancel'])
        expect((await move(mentee, id, action, { reason: 'x' })).statusCode, action).toBe(409);
    }
  });

  it('refuses a mentor at capacity, and of two accepts racing for the last place one wins', async () => {
    const racer = await signUp(ctx.app, newAccount({ name: 'Anne-Marie O’Brien' }));
    const third = await signUp(ctx.app, newAccount({ name: 'Li Wei' }));
    const fourth = await signUp(ctx.app, newAccount({ name: 'Venkata Subrahmanyam Iyer' }));
    await offer(racer, { capacity: 1, topics: ['Product'] });
    // Rounds of two accepts at once for the one place; the winner's mentoring then ends.
    for (let round = 0; round < 3; round += 1) {
      const a = (await ask(third, racer.id, 'Product')).json()._id as string;
      const b = (await ask(fourth, racer.id, 'Product')).json()._id as string;
      const raced = await Promise.all([move(racer, a, 'accept'), move(racer, b, 'accept')]);
      expect(raced.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const won = raced[0]?.statusCode === 200 ? a : b;
      const lost = won === a ? b : a;
      await move(racer, won, 'complete');
      await move(racer, lost, 'decline');
    }
    const a = (await ask(third, racer.id, 'Product')).json()._id as string;
    const b = (await ask(fourth, racer.id, 'Product')).json()._id as string;
    const answers = await Promise.all([move(racer, a, 'accept'), move(racer, b, 'accept')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409);
    expect(lost?.json().error).toBe('mentor_full');
    expect(lost?.json().message).toContain('(1)');
    const { rows } = await ctx.db.execute(
      sql`select count(*)::int as n from mentoring_requests where mentor_id = ${racer.id} and status = 'accepted'`,
    );
    expect(rows[0]).toEqual({ n: 1 });
    const full = await ask(stranger, racer.id, 'Product');
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe('mentor_full');
    // Full mentors come after those with room.
    const list = (await call('GET', '/api/mentors', stranger)).json().items as {
      _id: string;
      available: boolean;
    }[];
    expect(list.findIndex((item) => item._id === racer.id)).toBeGreaterThan(
      list.findIndex((item) => item._id === mentor.id),
    );
  });

  it('reminds the mentor after 3 and 10 days and expires at 14, suggesting others', async () => {
    const asker = await signUp(
      ctx.app,
      newAccount({ name: 'Priya Nair', mobile: '+65 8123 9999' }),
    );
    const helper = await signUp(ctx.app, newAccount({ name: 'Arvind Rao' }));
    await offer(helper, { topics: ['data science'], capacity: 3 });
    const id = (await ask(asker, mentor.id)).json()._id as string;
    const sweep = async () => {
      await ctx.app.jobs.send(ctx.db, 'mentoring-sweep', {});
      await ctx.app.jobs.runQueued(['mentoring-sweep']);
    };
    const reminders = async () =>
      (await mailsTo(ctx.db, mentor.email)).filter((mail) => mail.text_body.includes('Priya'));
    const start = now;
    now = start + 2 * DAY;
    await sweep();
    expect(await reminders()).toHaveLength(1); // only the request itself
    now = start + 3 * DAY + 60_000;
    await sweep();
    await sweep();
    expect(await reminders()).toHaveLength(2);
    now = start + 10 * DAY + 60_000;
    await sweep();
    expect(await reminders()).toHaveLength(3);
    now = start + 13 * DAY;
    await sweep();
    expect(await reminders()).toHaveLength(3);
    now = start + 14 * DAY + 60_000;
    await sweep();
    const view = await call('GET', '/api/mentoring/requests?role=mentee', asker);
    expect(view.json().items[0]).toMatchObject({ _id: id, status: 'expired' });
    const [told] = await mailsTo(ctx.db, asker.email);
    expect(told?.text_body).toContain('Arvind Rao');
    expect((await move(mentor, id, 'accept')).statusCode).toBe(409);
    now = start;
  });

  it('answers waiting requests "paused" when the mentor pauses, and tells the mentees', async () => {
    const first = await signUp(ctx.app, newAccount({ name: 'Meera Iyer' }));
    const id = (await ask(first, mentor.id)).json()._id as string;
    const paused = await offer(mentor, { paused: true });
    expect(paused.json()).toMatchObject({ paused: true, answeredPaused: 1 });
    const view = (await call('GET', '/api/mentoring/requests', first)).json().items[0];
    expect(view).toMatchObject({ _id: id, status: 'declined', reason: 'paused' });
    expect((await mailsTo(ctx.db, first.email)).at(-1)?.text_body).toContain('paused');
    expect((await ask(first, mentor.id)).json().error).toBe('mentor_paused');
  });

  it('lets a site admin browse mentors without a membership decision', async () => {
    const admin = await signUp(ctx.app);
    await makeAdmin(ctx.db, admin.id);
    await ctx.db.execute(
      sql`update users set membership_status = 'pending' where id = ${admin.id}`,
    );
    expect((await call('GET', '/api/mentors', admin)).statusCode).toBe(200);
  });
});
