import { randomInt } from 'node:crypto';
import type { DirectoryCard, DirectoryPage, VisibilityLevel } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { makeAdmin, newAccount, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';

// The directory's rules through the API (issue 35, ADR 51): who may look, what each caller sees
// of a member, and that a hidden field is neither shown nor found.

type Headers = Record<string, string>;

describe('members directory', () => {
  const ctx = useTestApp();

  /** A verified member with the alumni fields written through their own profile. */
  async function member(fields: Record<string, unknown> = {}, name?: string) {
    const account = await signUp(ctx.app, newAccount(name ? { name } : {}));
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/profile',
      headers: account.auth,
      payload: { name: account.name, email: account.email, mobile: account.mobile, ...fields },
    });
    if (saved.statusCode !== 200) throw new Error(`profile not saved: ${saved.body}`);
    return account;
  }

  const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });
  const page = async (query: string, headers: Headers) => {
    const response = await get(`/api/directory?${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DirectoryPage>();
  };
  /** A text only this test's people have, so other tests' members do not count. */
  const token = () => `zq${randomInt(1e9).toString(36)}`;

  it('refuses visitors (401) and members not yet verified (403 membership_pending)', async () => {
    const waiting = await signUp(ctx.app);
    await ctx.db.update(users).set({ membershipStatus: 'pending' }).where(eq(users.id, waiting.id));
    const someone = await member();
    for (const url of [
      '/api/directory',
      '/api/directory/places',
      `/api/directory/${someone.id}`,
      '/api/batches',
      '/api/batches/2010',
    ]) {
      expect((await get(url, {})).statusCode, url).toBe(401);
      const refused = await get(url, waiting.auth);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({
        error: 'membership_pending',
        message: expect.stringContaining('waiting for approval'),
      });
    }
    // A pending member is not listed either.
    const pendingName = await page(`q=${encodeURIComponent(waiting.name)}`, someone.auth);
    expect(pendingName.items.map((card) => card._id)).not.toContain(waiting.id);
  });

  describe('the visibility matrix', () => {
    const levels: VisibilityLevel[] = ['public', 'members', 'batch', 'private'];
    const viewers = ['other batch', 'batchmate', 'self', 'admin'] as const;
    // Who sees a group at each level (a visitor sees nothing at all: 401 above).
    const sees: Record<VisibilityLevel, (typeof viewers)[number][]> = {
      public: ['other batch', 'batchmate', 'self', 'admin'],
      members: ['other batch', 'batchmate', 'self', 'admin'],
      batch: ['batchmate', 'self', 'admin'],
      private: ['self', 'admin'],
    };
    const hideable = {
      location: ['city', 'country'],
      career: ['jobTitle', 'businessName', 'industry', 'skills', 'openTo'],
      email: ['email'],
      mobile: ['mobile'],
      social: ['socialMedia'],
    } as const;

    const cases = levels.flatMap((level) =>
      viewers.map((viewer) => ({ level, viewer, shown: sees[level].includes(viewer) })),
    );

    it.each(cases)('$level fields, seen by $viewer: shown $shown', async ({ level, viewer }) => {
      const batch = 1990 + randomInt(20);
      const city = `City ${token()}`;
      const subject = await member({
        batch,
        course: 'B.Tech CSE',
        city,
        country: 'in',
        jobTitle: 'Engineer',
        businessName: 'Patel Textiles',
        industry: 'textiles',
        skills: ['Weaving'],
        openTo: ['mentoring'],
        socialMedia: { linkedin: 'linkedin.com/in/someone' },
        visibility: Object.fromEntries(Object.keys(hideable).map((group) => [group, level])),
      });
      const looker = {
        'other batch': async () => (await member({ batch: batch + 1 })).auth,
        batchmate: async () => (await member({ batch })).auth,
        self: async () => subject.auth,
        admin: async () => {
          const admin = await member({ batch: batch + 2 });
          await makeAdmin(ctx.db, admin.id);
          return admin.auth;
        },
      }[viewer];
      const auth = await looker();

      const response = await get(`/api/directory/${subject.id}`, auth);
      expect(response.statusCode).toBe(200);
      const card = response.json<DirectoryCard>();
      // Always: name, batch, course and picture.
      expect(card).toMatchObject({ _id: subject.id, name: subject.name, batch, imageUrl: null });
      expect(card.course).toBe('B.Tech CSE');
      const expected = sees[level].includes(viewer);
      for (const keys of Object.values(hideable))
        for (const key of keys) expect(key in card, `${key}`).toBe(expected);
      if (expected) {
        expect(card).toMatchObject({
          city,
          country: 'IN',
          jobTitle: 'Engineer',
          businessName: 'Patel Textiles',
          industry: 'textiles',
          skills: ['Weaving'],
          openTo: ['mentoring'],
          email: subject.email,
          mobile: subject.e164,
          socialMedia: { linkedin: 'linkedin.com/in/someone' },
        });
      }

      // The same rule in the list: a hidden city is neither shown nor searched.
      const found = await page(`q=${encodeURIComponent(city)}`, auth);
      expect(found.total).toBe(expected ? 1 : 0);
      expect(found.items.map((item) => item._id)).toEqual(expected ? [subject.id] : []);
      const filtered = await page(`city=${encodeURIComponent(city)}`, auth);
      expect(filtered.total).toBe(expected ? 1 : 0);
    });
  });

  it('never matches a hidden field by q or a filter, nor counts it in places', async () => {
    const batch = 1975;
    const mark = token();
    const hidden = await member({
      batch,
      city: `Hidden ${mark}`,
      country: 'GB',
      jobTitle: `Secret ${mark}`,
      skills: [`Skill${mark}`],
      industry: 'legal',
      openTo: ['hiring'],
      visibility: { location: 'private', career: 'batch' },
    });
    const other = await member({ batch: 1976 });
    const batchmate = await member({ batch });
    for (const query of [
      `q=${mark}`,
      `q=Hidden+${mark}`,
      `city=Hidden+${mark}`,
      `skill=Skill${mark}`,
      `batch=${batch}&country=GB`,
      `batch=${batch}&industry=legal`,
      `batch=${batch}&openTo=hiring`,
    ])
      expect((await page(query, other.auth)).total, query).toBe(0);
    // A batchmate may see the career group, not the location.
    expect((await page(`q=Secret+${mark}`, batchmate.auth)).total).toBe(1);
    expect((await page(`skill=skill${mark}`, batchmate.auth)).total).toBe(1);
    expect((await page(`q=Hidden+${mark}`, batchmate.auth)).total).toBe(0);
    // Still listed by what is always visible.
    const byBatch = await page(`batch=${batch}`, other.auth);
    const card = byBatch.items.find((item) => item._id === hidden.id);
    expect(card).toBeDefined();
    expect(card).not.toHaveProperty('city');
    expect(card).not.toHaveProperty('jobTitle');
    const places = await get(`/api/directory/places?batch=${batch}`, other.auth);
    expect(places.statusCode).toBe(200);
    expect(places.json().cities).toEqual([]);
    // Hidden, not empty: the member themself is counted where they live.
    const own = await get(`/api/directory/places?batch=${batch}`, hidden.auth);
    expect(own.json()).toEqual({
      countries: [{ country: 'GB', members: 1 }],
      cities: [{ city: `Hidden ${mark}`, country: 'GB', members: 1 }],
    });
  });

  it('finds names across scripts, accents and case', async () => {
    const mark = token();
    const course = `Course ${mark}`;
    const rahul = await member({ course }, 'राहुल शर्मा');
    const jayesh = await member({ course }, 'જયેશ પટેલ');
    const zoe = await member({ course }, 'Zoë Ó Briain');
    const lee = await member({ course }, '李小龍');
    const ids = { rahul: rahul.id, jayesh: jayesh.id, zoe: zoe.id, lee: lee.id };
    const search = async (q: string) =>
      (await page(`q=${encodeURIComponent(q)}&limit=50`, rahul.auth)).items
        .filter((card) => card.course === course)
        .map((card) => card._id);
    expect(await search('rahul')).toEqual([ids.rahul]);
    expect(await search('RAHUL SHAR')).toEqual([ids.rahul]);
    expect(await search('jayesh')).toEqual([ids.jayesh]);
    expect(await search('जयेश')).toEqual([ids.jayesh]);
    expect(await search('zoe')).toEqual([ids.zoe]);
    expect(await search('Zoë ó')).toEqual([ids.zoe]);
    expect(await search('小龍')).toEqual([ids.lee]);
    // Company, job title and skills, when visible.
    await member({
      course,
      businessName: `Acme ${mark}`,
      jobTitle: 'Night Nurse',
      skills: ['Tabla'],
    });
    expect((await page(`q=acme+${mark}`, rahul.auth)).total).toBe(1);
  });

  it('finds city, company, job title and skills without case or accents, and filters so too', async () => {
    const mark = token();
    const course = `Course ${mark}`;
    const ana = await member({
      course,
      city: 'São Paulo',
      country: 'BR',
      businessName: 'Société Générale',
      jobTitle: 'Chargée d’études',
      skills: ['Résumé writing', 'Ångström optics'],
    });
    const zoe = await member(
      { course, city: 'Zürich', jobTitle: 'Zoë’s Æsthetics' },
      'Zoë Ó Briain',
    );
    const lookup = async (query: string) =>
      (await page(`${query}&limit=50`, ana.auth)).items
        .filter((card) => card.course === course)
        .map((card) => card._id);
    const q = (text: string) => lookup(`q=${encodeURIComponent(text)}`);
    expect(await q('sao paulo')).toEqual([ana.id]);
    expect(await q('SÃO PAULO')).toEqual([ana.id]);
    expect(await q('societe generale')).toEqual([ana.id]);
    expect(await q('SOCIÉTÉ gén')).toEqual([ana.id]);
    expect(await q('chargee')).toEqual([ana.id]);
    expect(await q('resume writing')).toEqual([ana.id]);
    expect(await q('angstrom')).toEqual([ana.id]);
    expect(await q('zurich')).toEqual([zoe.id]);
    expect(await q('zoe')).toEqual([zoe.id]);
    expect(await q('aesthetics')).toEqual([zoe.id]);
    // The filters read the same way: the city and skill chips, typed without accents.
    expect(await lookup('city=sao+paulo')).toEqual([ana.id]);
    expect(await lookup(`city=${encodeURIComponent('ZÜRICH')}`)).toEqual([zoe.id]);
    expect(await lookup('skill=resume+writing')).toEqual([ana.id]);
    // A like-pattern's own characters stay literal after folding.
    expect(await q('sao%paulo')).toEqual([]);
    expect(await q('s_o paulo')).toEqual([]);
    // São Paulo and Sao Paulo are one place in the counts.
    const other = await member({ course, city: 'Sao Paulo', country: 'BR' });
    const places = await get('/api/directory/places?country=BR', other.auth);
    expect(places.json().cities).toEqual([
      { city: expect.stringMatching(/^S[ãa]o Paulo$/), country: 'BR', members: 2 },
    ]);
    // Hidden stays hidden: a private city is not found by its unaccented spelling either.
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/profile',
      headers: ana.auth,
      payload: {
        name: ana.name,
        email: ana.email,
        mobile: ana.mobile,
        visibility: { location: 'private' },
      },
    });
    const byText = (await page('q=sao+paulo&limit=50', zoe.auth)).items.map((card) => card._id);
    expect(byText).not.toContain(ana.id);
    expect(byText).toContain(other.id);
    // She still finds herself there (beside the other member of São Paulo).
    expect((await lookup('city=sao+paulo')).sort()).toEqual([ana.id, other.id].sort());
    const asZoe = (await page('city=sao+paulo&limit=50', zoe.auth)).items.map((card) => card._id);
    expect(asZoe).not.toContain(ana.id);
    expect(asZoe).toContain(other.id);
  });

  it('pages by cursor in a stable order, with the total for the filters', async () => {
    const batch = 1961;
    const made = [];
    for (const name of ['Asha Rao', 'अनीता', 'Bela', 'Chirag', 'ઝરણા'])
      made.push(await member({ batch }, name));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `batch=${batch}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const result = await page(query, made[0]!.auth);
      expect(result.total).toBe(5);
      seen.push(...result.items.map((card) => card._id));
      cursor = result.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(5);
    expect(seen.sort()).toEqual(made.map((account) => account.id).sort());

    const forged = await get('/api/directory?cursor=bm90IGEgY3Vyc29y', made[0]!.auth);
    expect(forged.statusCode).toBe(400);
    // The next pages take the first page's total from the cursor; one that is not a count is refused.
    const badTotal = Buffer.from(JSON.stringify(['asha rao', made[0]!.id, -1])).toString(
      'base64url',
    );
    expect(
      (await get(`/api/directory?batch=${batch}&cursor=${badTotal}`, made[0]!.auth)).statusCode,
    ).toBe(400);
  });

  it.each([
    ['batch=3000', 'batch', 'Enter a graduation year between'],
    ['batchFrom=1200', 'batchFrom', 'Enter a graduation year between'],
    ['industry=astrology', 'industry', 'Choose an industry from the list'],
    ['country=ZZ', 'country', 'Choose a country from the list'],
    ['country=India', 'country', 'Choose a country from the list'],
    ['openTo=gossip', 'openTo', ''],
    ['limit=500', 'limit', ''],
  ])('refuses %s with 400', async (query, field, message) => {
    const someone = await member();
    const response = await get(`/api/directory?${query}`, someone.auth);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toContain(message);
  });

  it('lists batches, shows a batch page, and lets only site admins name its reps', async () => {
    const batch = 1955;
    const first = await member({ batch });
    const second = await member({ batch, visibility: { career: 'private' }, jobTitle: 'Judge' });
    const admin = await member();
    await makeAdmin(ctx.db, admin.id);
    await ctx.db.execute(
      sql`update users set membership_decided_at = now() - interval '90 days',
          created_at = now() - interval '90 days' where id = ${first.id}`,
    );

    const list = await get('/api/batches', first.auth);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual({ batch, members: 2 });

    const put = (headers: Headers, userIds: string[]) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/batches/${batch}/reps`,
        headers,
        payload: { userIds },
      });
    expect((await put({}, [first.id])).statusCode).toBe(401);
    expect((await put(first.auth, [first.id])).statusCode).toBe(403);
    const unknown = await put(admin.auth, ['00000000-0000-4000-8000-000000000000']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.userIds).toBe('Member not found.');
    expect((await put(admin.auth, ['not-a-uuid'])).statusCode).toBe(400);

    const saved = await put(admin.auth, [first.id, second.id]);
    expect(saved.statusCode).toBe(200);
    const view = await get(`/api/batches/${batch}`, first.auth);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ batch, members: 2, newThisMonth: 1 });
    const reps = view.json<{ reps: DirectoryCard[] }>().reps;
    expect(reps.map((rep) => rep._id).sort()).toEqual([first.id, second.id].sort());
    // Reps are cards under the same rules: the second's career is theirs alone.
    expect(reps.find((rep) => rep._id === second.id)).not.toHaveProperty('jobTitle');

    // Replaced, not added to.
    await put(admin.auth, [second.id]);
    const after = await get(`/api/batches/${batch}`, admin.auth);
    expect(after.json().reps.map((rep: DirectoryCard) => rep._id)).toEqual([second.id]);
    expect((await get('/api/batches/3000', first.auth)).statusCode).toBe(400);
  });
});
