import type { Opportunity, OpportunityPage } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { opportunities, siteSettings, users } from '../../db/schema/index';
import { makeAdmin, newAccount, signUp } from '../../test/accounts';
import { mailsTo } from '../../test/joining';
import { useTestApp } from '../../test/test-app';
import { opportunityClock } from './clock';

// Opportunities through the API (issue 37, ADR 54): who may post, read, moderate and close;
// what is refused; moderation on and off; expiry with a clock the test moves.

type Headers = Record<string, string>;
const DAY = 24 * 3600_000;
const realNow = opportunityClock.now;

describe('opportunities', () => {
  const ctx = useTestApp();
  afterEach(() => {
    opportunityClock.now = realNow;
  });

  const member = (name?: string) => signUp(ctx.app, newAccount(name ? { name } : {}));
  async function admin() {
    const account = await member('Aisha Siddiqui');
    await makeAdmin(ctx.db, account.id);
    return account;
  }
  const setModeration = (on: boolean | null) =>
    ctx.db
      .insert(siteSettings)
      .values({ id: 1, opportunityModeration: on })
      .onConflictDoUpdate({ target: siteSettings.id, set: { opportunityModeration: on } });
  const job = (overrides: Record<string, unknown> = {}) => ({
    kind: 'job',
    title: 'Backend engineer',
    company: 'Tulsi Fintech Labs',
    location: 'Pune',
    remote: false,
    description: 'Build the payments ledger with us.',
    applyUrl: 'https://careers.tulsi.example/backend',
    ...overrides,
  });
  const post = (headers: Headers, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/opportunities', headers, payload });
  const act = (headers: Headers, id: string, action: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/opportunities/${id}/${action}`, headers });
  async function list(headers: Headers, query = '') {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/opportunities?${query}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OpportunityPage>();
  }
  const ids = (page: OpportunityPage) => page.items.map((item) => item._id);
  const count = async () =>
    (await ctx.db.select({ id: opportunities.id }).from(opportunities)).length;

  it('refuses visitors (401) and members not yet verified (403) everywhere', async () => {
    const waiting = await member('Ramesh Patel');
    await ctx.db.update(users).set({ membershipStatus: 'pending' }).where(eq(users.id, waiting.id));
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      { method: 'GET', url: '/api/opportunities' },
      { method: 'POST', url: '/api/opportunities', payload: job() },
      { method: 'GET', url: '/api/opportunities/mine' },
      { method: 'GET', url: '/api/opportunities/pending' },
      { method: 'GET', url: '/api/opportunities/alerts' },
      {
        method: 'PUT',
        url: '/api/opportunities/alerts',
        payload: { kinds: ['job'], frequency: 'weekly' },
      },
      { method: 'POST', url: `/api/opportunities/${id}/publish` },
      { method: 'POST', url: `/api/opportunities/${id}/reject` },
      { method: 'POST', url: `/api/opportunities/${id}/close` },
    ] as const;
    for (const call of calls) {
      expect((await ctx.app.inject(call)).statusCode, call.url).toBe(401);
      const refused = await ctx.app.inject({ ...call, headers: waiting.auth });
      expect(refused.statusCode, call.url).toBe(403);
      expect(refused.json().error).toBe('membership_pending');
    }
    expect(await count()).toBe(0);
  });

  it('refuses bad posts with a clear 400 and stores nothing', async () => {
    const poster = await member('Priya Nair');
    const now = Date.now();
    const cases: [object, string, string][] = [
      [job({ applyUrl: 'javascript:alert(1)' }), 'applyUrl', 'http'],
      [job({ applyUrl: 'JaVaScRiPt:alert(1)' }), 'applyUrl', 'http'],
      [job({ applyUrl: undefined }), 'applyUrl', 'web address or an email'],
      [job({ applyUrl: undefined, applyEmail: 'not an email' }), 'applyEmail', 'email'],
      [job({ expiresAt: new Date(now - DAY).toISOString() }), 'expiresAt', 'future'],
      [job({ expiresAt: new Date(now + 365 * DAY).toISOString() }), 'expiresAt', '90 days'],
      [job({ expiresAt: 'next week' }), 'expiresAt', 'valid closing date'],
      [job({ kind: 'gig' }), 'kind', ''],
      [job({ title: '   ' }), 'title', 'title'],
      [job({ description: 'x'.repeat(5001) }), 'description', '5000'],
    ];
    for (const [payload, field, says] of cases) {
      const response = await post(poster.auth, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields[field], field).toContain(says);
    }
    expect(await count()).toBe(0);
  });

  it('waits for a site admin while the site moderates (the default)', async () => {
    const poster = await member('अनन्या शर्मा');
    const reader = await member('Kwame Mensah');
    const boss = await admin();
    const created = await post(
      poster.auth,
      job({ applyUrl: undefined, applyEmail: 'Jobs@Tulsi.example' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json<Opportunity>();
    expect(body).toMatchObject({
      status: 'pending',
      applyEmail: 'jobs@tulsi.example',
      applyUrl: null,
      publishedAt: null,
      postedBy: { _id: poster.id, name: 'अनन्या शर्मा', batch: null },
    });
    // 30 days unless the poster says otherwise.
    const days = (Date.parse(body.expiresAt) - Date.parse(body.createdAt)) / DAY;
    expect(days).toBeCloseTo(30, 3);
    expect(ids(await list(reader.auth))).not.toContain(body._id);

    // The poster sees their own post, in every status; an admin sees it in the queue.
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/opportunities/mine',
      headers: poster.auth,
    });
    expect(ids(mine.json())).toEqual([body._id]);
    const queueRefused = await ctx.app.inject({
      method: 'GET',
      url: '/api/opportunities/pending',
      headers: reader.auth,
    });
    expect(queueRefused.statusCode).toBe(403);
    const queue = await ctx.app.inject({
      method: 'GET',
      url: '/api/opportunities/pending',
      headers: boss.auth,
    });
    expect(ids(queue.json())).toContain(body._id);

    // Only site admins moderate; the poster is not one.
    for (const who of [poster, reader])
      for (const action of ['publish', 'reject'])
        expect((await act(who.auth, body._id, action)).statusCode).toBe(403);
    const published = await act(boss.auth, body._id, 'publish');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({
      status: 'published',
      publishedAt: expect.any(String),
    });
    expect((await act(boss.auth, body._id, 'publish')).statusCode).toBe(409);
    expect((await act(boss.auth, body._id, 'reject')).statusCode).toBe(409);
    const found = await list(reader.auth, 'q=payments&kind=job&location=pun&remote=false');
    expect(ids(found)).toEqual([body._id]);
    expect(found.items[0]?.postedBy).toEqual({ _id: poster.id, name: 'अनन्या शर्मा', batch: null });
    expect(ids(await list(reader.auth, 'remote=true'))).not.toContain(body._id);
    expect(ids(await list(reader.auth, 'kind=internship'))).not.toContain(body._id);
    const told = await mailsTo(ctx.db, poster.email);
    expect(told.map((mail) => mail.subject)).toEqual(['Your post is live: Backend engineer']);

    // Rejected: the poster is told, nobody else sees it.
    const other = (await post(poster.auth, job({ title: 'Data analyst' }))).json<Opportunity>();
    expect((await act(boss.auth, other._id, 'reject')).json().status).toBe('rejected');
    expect(ids(await list(reader.auth))).not.toContain(other._id);
    expect((await mailsTo(ctx.db, poster.email)).at(-1)?.subject).toBe(
      'Your post was not published: Data analyst',
    );
    expect(
      (await act(boss.auth, '00000000-0000-4000-8000-000000000000', 'publish')).statusCode,
    ).toBe(404);
    expect((await act(boss.auth, 'not-an-id', 'publish')).statusCode).toBe(404);
  });

  it('publishes at once when moderation is off, and tells the poster in their language', async () => {
    await setModeration(false);
    try {
      const poster = await member('ગીતા દેસાઈ');
      const created = await post(poster.auth, job({ kind: 'internship', remote: true }));
      expect(created.json()).toMatchObject({ status: 'published' });
      expect(ids(await list(poster.auth, 'kind=internship&remote=true'))).toContain(
        created.json()._id,
      );
    } finally {
      await setModeration(null);
    }
    // The moderation mail goes in the poster's language.
    const poster = await member('Rahul Verma');
    await ctx.db.update(users).set({ language: 'hi' }).where(eq(users.id, poster.id));
    const boss = await admin();
    const pending = (await post(poster.auth, job({ title: 'QA lead' }))).json<Opportunity>();
    expect(pending.status).toBe('pending');
    await act(boss.auth, pending._id, 'publish');
    const [mail] = await mailsTo(ctx.db, poster.email);
    expect(mail?.text_body).toMatch(/[\u0900-\u097F]/);
  });

  it('closes by the poster or an admin only', async () => {
    await setModeration(false);
    const poster = await member('Siobhán O’Connor');
    const stranger = await member('Chen Wei');
    const boss = await admin();
    const first = (await post(poster.auth, job())).json<Opportunity>();
    const second = (await post(poster.auth, job({ title: 'SRE' }))).json<Opportunity>();
    expect((await act(stranger.auth, first._id, 'close')).statusCode).toBe(403);
    expect((await act(poster.auth, first._id, 'close')).json().status).toBe('closed');
    expect((await act(poster.auth, first._id, 'close')).statusCode).toBe(409);
    expect((await act(boss.auth, second._id, 'close')).json().status).toBe('closed');
    expect(ids(await list(stranger.auth))).not.toEqual(expect.arrayContaining([first._id]));
    await setModeration(null);
  });

  it('leaves the list by itself when its closing date passes, and the job marks it expired', async () => {
    await setModeration(false);
    const poster = await member('Fatima Zahra');
    const soon = new Date(Date.now() + 2 * DAY).toISOString();
    const created = (await post(poster.auth, job({ expiresAt: soon }))).json<Opportunity>();
    const dated = (
      await post(poster.auth, job({ expiresAt: soon.slice(0, 10) }))
    ).json<Opportunity>();
    expect(dated.expiresAt).toBe(`${soon.slice(0, 10)}T23:59:59.999Z`);
    expect(ids(await list(poster.auth))).toContain(created._id);

    const later = Date.now() + 3 * DAY;
    opportunityClock.now = () => new Date(later);
    const page = await list(poster.auth);
    expect(ids(page)).not.toContain(created._id);
    expect(ids(page)).not.toContain(dated._id);
    // Still 'published' until the job runs: the list filters by time, not by the mark.
    const [row] = await ctx.db
      .select()
      .from(opportunities)
      .where(eq(opportunities.id, created._id));
    expect(row?.status).toBe('published');
    await ctx.app.jobs.send(ctx.db, 'opportunity-expiry', {});
    await ctx.app.jobs.runQueued(['opportunity-expiry']);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/opportunities/mine',
      headers: poster.auth,
    });
    const statuses = mine.json<OpportunityPage>().items.map((item) => [item._id, item.status]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        [created._id, 'expired'],
        [dated._id, 'expired'],
      ]),
    );
    // An expired post is neither published nor closed again.
    const boss = await admin();
    expect((await act(boss.auth, created._id, 'close')).statusCode).toBe(409);
    await setModeration(null);
  });

  it('pages the list with a cursor, newest first', async () => {
    await setModeration(false);
    const poster = await member('Oluwaseun Adeyemi');
    const tag = `zq${Date.now().toString(36)}`;
    const made: string[] = [];
    for (let index = 0; index < 3; index += 1)
      made.push((await post(poster.auth, job({ title: `${tag} role ${index}` }))).json()._id);
    const first = await list(poster.auth, `q=${tag}&limit=2`);
    expect(ids(first)).toEqual([made[2], made[1]]);
    const second = await list(poster.auth, `q=${tag}&limit=2&cursor=${first.nextCursor}`);
    expect(ids(second)).toEqual([made[0]]);
    expect(second.nextCursor).toBeNull();
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/opportunities?cursor=nonsense',
      headers: poster.auth,
    });
    expect(bad.statusCode).toBe(400);
    await setModeration(null);
  });
});
