import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUp } from '../../test/accounts';
import { eventBody } from '../../test/events';
import { useTestApp } from '../../test/test-app';

type Auth = Record<string, string>;
const day = 86_400_000;

// Issue 36 §8: the top bar's search finds events by title, venue or tag, in any language.
describe('GET /api/events/search', () => {
  const ctx = useTestApp();
  let admin: Auth;
  const mark = `Kho${Date.now().toString(36)}`;

  beforeAll(async () => {
    const account = await signUp(ctx.app);
    await makeAdmin(ctx.db, account.id);
    admin = account.auth;
  });

  async function create(overrides: object, startsInDays: number) {
    const start = new Date(Date.now() + startsInDays * day);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: admin,
      payload: eventBody({
        date: start.toISOString(),
        endDate: new Date(start.getTime() + 2 * 3600_000).toISOString(),
        ...overrides,
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ _id: string }>()._id;
  }
  const search = async (q: string, headers?: Auth) => {
    const response = await ctx.app.inject({
      url: `/api/events/search?q=${encodeURIComponent(q)}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ _id: string; title: string; location: string }[]>();
  };

  it('lists published events not yet over soonest first, then past ones, a series once', async () => {
    const later = await create({ title: `${mark} league final`, location: 'Oval Nets' }, 20);
    const sooner = await create({ title: `${mark} league opener`, tags: ['kho-kho'] }, 3);
    const past = await create({ title: `${mark} league 2025`, location: 'Town Hall' }, -60);
    await create({ title: `${mark} league draft`, status: 'draft' }, 5);
    const first = await create({ title: `${mark} weekly practice` }, 1);
    const repeated = await ctx.app.inject({
      method: 'POST',
      url: `/api/events/${first}/series`,
      headers: admin,
      payload: { recurrence: { frequency: 'weekly', count: 4 } },
    });
    expect(repeated.statusCode, repeated.body).toBe(201);

    expect((await search(mark)).map((event) => event._id)).toEqual([first, sooner, later, past]);
    // A draft is found by nobody here, its managers included: they have their dashboard.
    expect((await search(`${mark} league`, admin)).map((event) => event.title)).toEqual([
      `${mark} league opener`,
      `${mark} league final`,
      `${mark} league 2025`,
    ]);
    // The venue and the tags are searched too.
    expect((await search(`${mark}`)).find((event) => event._id === later)).toMatchObject({
      location: 'Oval Nets',
    });
    expect((await search('KHO-KHO')).map((event) => event._id)).toContain(sooner);
  });

  it('folds case in every script: a lower-case search finds a capitalised Cyrillic or accented title', async () => {
    const moscow = await create({ title: `${mark} ВСТРЕЧА ВЫПУСКНИКОВ, Москва` }, 12);
    const lyon = await create({ title: `${mark} FÊTE D’ÉTÉ à Lyon` }, 13);
    expect((await search(`${mark} встреча выпускников`)).map((event) => event._id)).toEqual([
      moscow,
    ]);
    expect((await search('fête d’été')).map((event) => event._id)).toContain(lyon);
  });

  it('finds an event by its Hindi title and answers an empty search with nothing', async () => {
    const id = await create(
      { title: `${mark} Garba night`, translations: { hi: { title: `${mark} गरबा रात` } } },
      10,
    );
    expect((await search('गरबा रात')).map((event) => event._id)).toContain(id);
    expect(await search('   ')).toEqual([]);
    const tooMany = await ctx.app.inject({ url: '/api/events/search?q=a&limit=11' });
    expect(tooMany.statusCode).toBe(400);
  });
});
